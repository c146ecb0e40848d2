// The feature's public entry.
export { swapLifecycleKeys } from './api/keys.ts';
