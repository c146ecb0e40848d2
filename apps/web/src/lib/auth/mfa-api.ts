import type { EnrolFactorInput, VerifyFactorInput } from '@skillswap/contracts/mfa';
import { authRoutes } from '@skillswap/contracts/routes/auth';
import { callApi } from '@/lib/api-client.ts';

// The second-factor calls the sign-in step and the security settings share; their request and answer types
// are the contract's (`authEndpoints`). Listing factors is `features/settings/api/factors.ts`.

export function enrollFactor(input: EnrolFactorInput) {
  return callApi(authRoutes.enrolFactor, { body: input });
}

export function challengeFactor(factorId: string) {
  return callApi(authRoutes.challengeFactor, { params: { factorId } });
}

/** Proves the factor; the answer is a new session at aal2. */
export function verifyFactor(factorId: string, input: VerifyFactorInput) {
  return callApi(authRoutes.verifyFactor, { params: { factorId }, body: input });
}

export function unenrollFactor(factorId: string) {
  return callApi(authRoutes.removeFactor, { params: { factorId } });
}

export function renameFactor(factorId: string, friendlyName: string) {
  return callApi(authRoutes.renameFactor, { params: { factorId }, body: { friendly_name: friendlyName } });
}
