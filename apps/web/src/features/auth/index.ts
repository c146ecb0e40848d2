// The feature's public entry.
export { authKeys } from './api/keys.ts';
