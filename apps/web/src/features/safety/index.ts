// The feature's public entry.
export { safetyKeys } from './api/keys.ts';
