// The feature's public entry.
export { communityActivationKeys } from './api/keys.ts';
