// The auth module's public entry: other modules, app.ts and the background jobs import from here only
// (docs/decisions/0061-auth-split-into-sub-modules.md). Inside, sessions/, factors/, oauth/ and signing-keys/
// reach each other through their own index.ts; shared/ holds what all of them use.
export { listEndedSessionIds, requireRecentAuth, refreshCookieName } from './sessions/index.ts';
// Other modules change the account and its sessions through these only (ADR 78): suspension, the name.
export {
  endAllSessionsOfMember,
  findSuspendableAccount,
  lockAccountForSuspension,
  setAccountLanguage,
  setAccountName,
  setAccountSuspendedAt,
} from './sessions/index.ts';
// Account deletion and the purge (ADR 78).
export { anonymizeAccount, eraseSignInData, markAccountDeleted } from './sessions/index.ts';
export { findMemberWithRole, requireStaffMayActOn, setMemberRole, type StaffRole } from './roles/index.ts';
export { enforceEndpointAccess } from './endpoint-access.ts';
export { collectPersonalTokenData, personalTokenRateLimit } from './personal-tokens/index.ts';
export {
  confirmEmailAddress,
  invalidVerificationToken,
  markEmailVerifiedByOperator,
  resendVerificationLink,
} from './email-verification/index.ts';
export { authRoutes } from './auth.routes.ts';
export { jwksRoutes } from './jwks.routes.ts';
export { serializeRequestForLog } from './shared/log-safety.ts';
export { pruneAuthRecords } from './shared/auth-maintenance.repository.ts';
// Members without e-mail (ADR 180): their accounts, claim codes and the claim.
export {
  insertManagedAccount,
  isManagedBy,
  listManagedAccounts,
} from './managed-accounts/managed-accounts.repository.ts';
export { claimManagedAccount, issueClaimCode } from './managed-accounts/managed-accounts.service.ts';
