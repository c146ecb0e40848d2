// The feature's public entry.
export { billingKeys } from './api/keys.ts';
