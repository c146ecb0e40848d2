// The feature's public entry.
export { workshopsKeys } from './api/keys.ts';
