// The feature's public entry.
export { matchesKeys } from './api/keys.ts';
