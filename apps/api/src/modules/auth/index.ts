// The auth module's public entry: other modules import from here only (docs/code-style.md).
export { findMember, requireMember, type Member } from './require-member.ts';
export { refreshCookieName } from './browser-mode.ts';
export { authRoutes } from './auth.routes.ts';
export { jwksRoutes } from './jwks.routes.ts';
export { serializeRequestForLog } from './log-safety.ts';
export { pruneAuthRecords } from './auth-maintenance.ts';
