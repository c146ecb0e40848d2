// The feature's public entry.
export { organisationsKeys } from './api/keys.ts';
