// The feature's public entry.
export { memberHelpersKeys } from './api/keys.ts';
