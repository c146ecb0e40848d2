// The auth module's public entry: other modules import from here only (docs/code-style.md).
export { findMember, requireMember, type Member } from './require-member.ts';
export { refreshCookieName } from './browser-mode.ts';
