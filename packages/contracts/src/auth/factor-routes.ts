import type { Route } from '../shared/route.ts';

// Addresses of the second-factor endpoints (see `auth.ts` for why these are literals and a file
// of their own).

/** Second factors and the assurance level they lead to. */
export const factorRoutes = {
  getAssurance: { method: 'GET', path: '/api/auth/aal' },
  listFactors: { method: 'GET', path: '/api/auth/factors' },
  enrolFactor: { method: 'POST', path: '/api/auth/factors' },
  renameFactor: { method: 'PATCH', path: '/api/auth/factors/:factorId' },
  removeFactor: { method: 'DELETE', path: '/api/auth/factors/:factorId' },
  challengeFactor: { method: 'POST', path: '/api/auth/factors/:factorId/challenge' },
  verifyFactor: { method: 'POST', path: '/api/auth/factors/:factorId/verify' },
} as const satisfies Record<string, Route>;
