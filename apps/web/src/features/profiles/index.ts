// The feature's public entry.
export { profilesKeys } from './api/keys.ts';
