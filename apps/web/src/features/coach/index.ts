// The feature's public entry.
export { coachKeys } from './api/keys.ts';
