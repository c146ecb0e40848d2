// The feature's public entry.
export { marketingKeys } from './api/keys.ts';
