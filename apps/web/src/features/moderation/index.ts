// The feature's public entry.
export { moderationKeys } from './api/keys.ts';
