import type { EnrolFactorInput } from '@skillswap/contracts/auth/mfa';
import { factorRoutes } from '@skillswap/contracts/auth/factor-routes';
import { callApi } from '@/lib/api-client.ts';

// The second-factor calls the sign-in step and the security settings share; request and answer types are the
// contract's (`factorEndpoints`). Proving a factor signs in, so it is `sign-in-api.ts`; listing factors is
// `features/settings/api/factors.ts`.

export function enrollFactor(input: EnrolFactorInput) {
  return callApi(factorRoutes.enrolFactor, { body: input });
}

export function challengeFactor(factorId: string) {
  return callApi(factorRoutes.challengeFactor, { params: { factorId } });
}

export function unenrollFactor(factorId: string) {
  return callApi(factorRoutes.removeFactor, { params: { factorId } });
}

export function renameFactor(factorId: string, friendlyName: string) {
  return callApi(factorRoutes.renameFactor, { params: { factorId }, body: { friendly_name: friendlyName } });
}
