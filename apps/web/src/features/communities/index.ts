// The feature's public entry.
export { communitiesKeys } from './api/keys.ts';
