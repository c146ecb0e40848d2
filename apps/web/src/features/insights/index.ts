// The feature's public entry.
export { insightsKeys } from './api/keys.ts';
