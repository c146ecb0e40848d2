// The sessions sub-module's entry, for the rest of the auth module (other modules use `../index.ts`).
// Second factors and OAuth sign in through it: they open, upgrade and answer sessions with these.
export { assertRecentAuth, requireRecentAuth } from './recent-auth.ts';
export { authenticate, findCaller, type AuthenticatedCaller, type Member } from './require-member.ts';
export { getSessionCaller, getSessionViewer, rememberCaller } from './endpoint-caller.ts';
export {
  assertAllowedOrigin,
  listAllowedOrigins,
  refreshCookieName,
  sendSession,
  setRefreshCookie,
} from './browser-mode.ts';
export { buildSessionResponse, openSession } from './session-issuer.ts';
export {
  downgradeSessions,
  endOtherSessions,
  endSession,
  listEndedSessionIds,
  touchSession,
} from './sessions.repository.ts';
export {
  findAccountByEmail,
  findAccountById,
  findAccountLanguage,
  insertAccount,
  updatePasswordHash,
} from './accounts.repository.ts';
export { noteDevice } from './devices.ts';
export {
  endAllSessionsOfMember,
  findSuspendableAccount,
  lockAccountForSuspension,
  setAccountLanguage,
  setAccountName,
  setAccountSuspendedAt,
} from './member-account.repository.ts';
export { anonymizeAccount, eraseSignInData, markAccountDeleted } from './account-erasure.repository.ts';
export { answerPasswordGrant, answerRefreshGrant } from './token-grants.ts';
export { sessionsRoutes } from './sessions.routes.ts';
export { memberSessionsRoutes } from './member-sessions.routes.ts';
export { describeDevice } from './user-agent.ts';
