// The feature's public entry.
export { sessionsKeys } from './api/keys.ts';
