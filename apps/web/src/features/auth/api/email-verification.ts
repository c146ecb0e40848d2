import { emailVerificationRoutes } from '@skillswap/contracts/auth/email-routes';
import { callApi } from '@/lib/api-client.ts';

/** Spends the token of a mailed verification link; works signed in or not (the token is the proof). */
export function verifyEmail(token: string) {
  return callApi(emailVerificationRoutes.verifyEmail, { body: { token }, anonymous: true });
}

/**
 * Mails the signed-in member a new link, which brings them back to `returnTo`; earlier links stop working.
 */
export function resendVerification(returnTo: string) {
  return callApi(emailVerificationRoutes.resendVerification, { query: { returnTo } });
}
