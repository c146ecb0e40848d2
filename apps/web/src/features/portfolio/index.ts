// The feature's public entry.
export { portfolioKeys } from './api/keys.ts';
