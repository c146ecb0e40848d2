// The feature's public entry.
export { settingsKeys } from './api/keys.ts';
