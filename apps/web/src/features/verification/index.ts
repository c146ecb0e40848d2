// The feature's public entry.
export { verificationKeys } from './api/keys.ts';
