// The feature's public entry.
export { federationDirectoryKeys } from './api/keys.ts';
