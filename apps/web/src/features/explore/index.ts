// The feature's public entry.
export { exploreKeys } from './api/keys.ts';
