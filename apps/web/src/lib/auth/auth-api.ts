import type { SignInInput, SignUpInput } from '@skillswap/contracts/auth';
import { authRoutes } from '@skillswap/contracts/routes/auth';
import { callApi } from '@/lib/api-client.ts';

// In the landing page's first-load bundle: it imports the zod-free routes only, never the endpoint schemas.

/** Trades the HttpOnly refresh cookie for a new session; the browser never reads the cookie itself. */
export function refreshWithCookie() {
  return callApi(authRoutes.token, { query: { grant_type: 'refresh_token' }, body: {}, anonymous: true });
}

export function signInWithPassword(input: SignInInput) {
  return callApi(authRoutes.token, { query: { grant_type: 'password' }, body: input, anonymous: true });
}

export function signUpWithPassword(input: SignUpInput) {
  return callApi(authRoutes.signUp, { body: input, anonymous: true });
}

export function endSession() {
  return callApi(authRoutes.logout, { body: {} });
}
