// The feature's public entry.
export { notificationsKeys } from './api/keys.ts';
