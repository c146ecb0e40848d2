// The feature's public entry.
export { impactKeys } from './api/keys.ts';
