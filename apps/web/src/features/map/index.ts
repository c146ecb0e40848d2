// The feature's public entry.
export { mapKeys } from './api/keys.ts';
