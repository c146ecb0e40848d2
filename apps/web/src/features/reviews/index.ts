// The feature's public entry.
export { reviewsKeys } from './api/keys.ts';
