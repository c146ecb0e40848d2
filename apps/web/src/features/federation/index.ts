// The feature's public entry.
export { federationKeys } from './api/keys.ts';
