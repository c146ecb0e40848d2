import type { Route } from '../shared/route.ts';

/** E-mail verification: following the mailed link, and asking for a new one. */
export const emailVerificationRoutes = {
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email' },
  resendVerification: { method: 'POST', path: '/api/auth/verify-email/resend' },
} as const satisfies Record<string, Route>;
