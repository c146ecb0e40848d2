import type { SignInInput, SignUpInput } from '@skillswap/contracts/auth/schemas';
import type { VerifyFactorInput } from '@skillswap/contracts/auth/mfa';
import { factorRoutes } from '@skillswap/contracts/auth/factor-routes';
import { recoveryCodeRoutes } from '@skillswap/contracts/auth-security/routes';
import { authRoutes } from '@skillswap/contracts/auth/routes';
import { callApi } from '@/lib/api-client.ts';

// The calls that sign a member in. `AuthProvider` loads this module on first use, so the landing page's first
// load carries neither them nor the second-factor addresses.

export function signInWithPassword(input: SignInInput) {
  return callApi(authRoutes.token, { query: { grant_type: 'password' }, body: input, anonymous: true });
}

export function signUpWithPassword(input: SignUpInput) {
  return callApi(authRoutes.signUp, { body: input, anonymous: true });
}

/** Proves the factor; the answer is a new session at aal2. */
export function verifyFactor(factorId: string, input: VerifyFactorInput) {
  return callApi(factorRoutes.verifyFactor, { params: { factorId }, body: input });
}

/** Passes the second step with a recovery code instead of a factor; the answer is a new session at aal2. */
export function verifyRecoveryCode(code: string) {
  return callApi(recoveryCodeRoutes.verifyRecoveryCode, { body: { code } });
}
