// The feature's public entry.
export { communityAreasKeys } from './api/keys.ts';
