// The feature's public entry.
export { statusKeys } from './api/keys.ts';
