// The feature's public entry.
export { communitySafeguardingKeys } from './api/keys.ts';
