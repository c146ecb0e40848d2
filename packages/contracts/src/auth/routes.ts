import type { Route } from '../shared/route.ts';

// The auth endpoints' addresses, in groups like the API's sub-modules (docs/decisions/0061): sessions and
// signing keys here, second factors in `auth-factors.ts`, OAuth in `auth-oauth.ts`. The landing page's first
// load imports this file only, so it carries four addresses, not fifteen. Written as literals, not with
// `route()`: importing `./route.ts` from a file of the entry chunk made the bundler move `route.ts` and the
// API client into a chunk of their own (one more request, 0.5 KB more).

/** Sign-up, tokens, sign-out and the current member. */
export const authRoutes = {
  signUp: { method: 'POST', path: '/api/auth/signup' },
  /** Every grant (`password`, `refresh_token`, `pkce`), chosen by the `grant_type` query parameter. */
  token: { method: 'POST', path: '/api/auth/token' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  getUser: { method: 'GET', path: '/api/auth/user' },
} as const satisfies Record<string, Route>;

/** Outside /api: where JWT libraries look for an issuer's keys. */
export const signingKeyRoutes = {
  jwks: { method: 'GET', path: '/.well-known/jwks.json' },
} as const satisfies Record<string, Route>;
