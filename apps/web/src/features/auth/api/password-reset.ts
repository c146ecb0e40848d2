import type { RequestPasswordResetInput, ResetPasswordInput } from '@skillswap/contracts/credentials/schemas';
import { credentialRoutes } from '@skillswap/contracts/credentials/routes';
import { callApi } from '@/lib/api-client.ts';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(input: RequestPasswordResetInput) {
  return callApi(credentialRoutes.requestPasswordReset, { body: input, anonymous: true });
}

/** Sets a new password with the token of a mailed link; signs nobody in. */
export function resetPassword(input: ResetPasswordInput) {
  return callApi(credentialRoutes.resetPassword, { body: input, anonymous: true });
}
