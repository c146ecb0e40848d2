// The feature's public entry.
export { contactKeys } from './api/keys.ts';
