// The feature's public entry.
export { blocksKeys } from './api/keys.ts';
