import { authRoutes } from '@skillswap/contracts/auth/routes';
import { callApi } from '@/lib/api-client.ts';

// In the landing page's first-load bundle: it imports the zod-free routes only, never the endpoint schemas.
// Signing in is `sign-in-api.ts`, loaded when a member first signs in.

/** Trades the HttpOnly refresh cookie for a new session; the browser never reads the cookie itself. */
export function refreshWithCookie() {
  return callApi(authRoutes.token, { query: { grant_type: 'refresh_token' }, body: {}, anonymous: true });
}

export function endSession() {
  return callApi(authRoutes.logout, { body: {} });
}
