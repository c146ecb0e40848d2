import type { Session, SignInInput, SignUpInput } from '@skillswap/contracts/auth';
import { apiRequest } from '@/lib/api-client.ts';

/** Trades the HttpOnly refresh cookie for a new session; the browser never reads the cookie itself. */
export function refreshWithCookie() {
  return apiRequest<Session>('/api/auth/token?grant_type=refresh_token', {
    method: 'POST',
    body: {},
    anonymous: true,
  });
}

export function signInWithPassword(input: SignInInput) {
  return apiRequest<Session>('/api/auth/token?grant_type=password', { body: input, anonymous: true });
}

export function signUpWithPassword(input: SignUpInput) {
  return apiRequest<Session>('/api/auth/signup', { body: input, anonymous: true });
}

export function endSession() {
  return apiRequest<void>('/api/auth/logout', { method: 'POST', body: {} });
}
