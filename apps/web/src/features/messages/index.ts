// The feature's public entry.
export { messagesKeys } from './api/keys.ts';
