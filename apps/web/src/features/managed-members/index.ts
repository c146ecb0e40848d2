// The feature's public entry.
export { managedMembersKeys } from './api/keys.ts';
