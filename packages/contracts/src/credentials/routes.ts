import type { Route } from '../shared/route.ts';

// Addresses of the endpoints that change how a member signs in: password reset and change, e-mail change
// and its undo, and re-authentication before dangerous actions (see `auth.ts` for why these are literals).

/** Forgotten and changed passwords, changed e-mail addresses, and proving the password again. */
export const credentialRoutes = {
  requestPasswordReset: { method: 'POST', path: '/api/auth/recover' },
  resetPassword: { method: 'POST', path: '/api/auth/password/reset' },
  changePassword: { method: 'PUT', path: '/api/auth/password' },
  changeEmail: { method: 'POST', path: '/api/auth/email' },
  confirmEmailChange: { method: 'POST', path: '/api/auth/email/confirm' },
  undoEmailChange: { method: 'POST', path: '/api/auth/email/undo' },
  reauthenticate: { method: 'POST', path: '/api/auth/reauthenticate' },
} as const satisfies Record<string, Route>;
