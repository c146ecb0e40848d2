import type { Route } from '../shared/route.ts';

// Addresses of recovery codes and of the member's session list (literals, see `auth.ts`).

/** Recovery codes for two-step sign-in: how many remain, a new set, and signing in with one. */
export const recoveryCodeRoutes = {
  getRecoveryCodeStatus: { method: 'GET', path: '/api/auth/recovery-codes' },
  regenerateRecoveryCodes: { method: 'POST', path: '/api/auth/recovery-codes' },
  verifyRecoveryCode: { method: 'POST', path: '/api/auth/recovery-codes/verify' },
} as const satisfies Record<string, Route>;

/** The member's signed-in sessions and devices. */
export const memberSessionRoutes = {
  listMemberSessions: { method: 'GET', path: '/api/auth/sessions' },
  signOutSession: { method: 'DELETE', path: '/api/auth/sessions/:sessionId' },
  signOutOtherSessions: { method: 'POST', path: '/api/auth/sessions/sign-out-others' },
} as const satisfies Record<string, Route>;
