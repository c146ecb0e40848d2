// The feature's public entry.
export { ledgerKeys } from './api/keys.ts';
