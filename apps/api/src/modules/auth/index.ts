// The auth module's public entry: other modules import from here only (docs/code-style.md).
export { findMember, requireMember, type Member } from './sessions/require-member.ts';
export { refreshCookieName } from './sessions/browser-mode.ts';
