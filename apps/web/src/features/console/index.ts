// The feature's public entry.
export { consoleKeys } from './api/keys.ts';
