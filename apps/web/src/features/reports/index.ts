// The feature's public entry.
export { reportsKeys } from './api/keys.ts';
