// The feature's public entry.
export { directMessagesKeys } from './api/keys.ts';
