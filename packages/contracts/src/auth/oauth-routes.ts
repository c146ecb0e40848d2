import type { Route } from '../shared/route.ts';

// Addresses of the OAuth sign-in endpoints (see `auth.ts` for why these are literals and a file
// of their own).

/** Sign-in through GitHub or Google; its code is redeemed at `authRoutes.token` (`grant_type=pkce`). */
export const oauthRoutes = {
  listProviders: { method: 'GET', path: '/api/auth/providers' },
  authorize: { method: 'GET', path: '/api/auth/authorize' },
  callback: { method: 'GET', path: '/api/auth/callback' },
} as const satisfies Record<string, Route>;
