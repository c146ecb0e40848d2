// The feature's public entry.
export { communityEconomyKeys } from './api/keys.ts';
