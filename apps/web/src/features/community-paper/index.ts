// The feature's public entry.
export { communityPaperKeys } from './api/keys.ts';
