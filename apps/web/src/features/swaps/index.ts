// The feature's public entry.
export { swapsKeys } from './api/keys.ts';
