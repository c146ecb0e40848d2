// The feature's public entry.
export { boardKeys } from './api/keys.ts';
