// The feature's public entry.
export { mySwapsKeys } from './api/keys.ts';
