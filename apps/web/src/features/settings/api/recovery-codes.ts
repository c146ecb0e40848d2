import { queryOptions, useQuery } from '@tanstack/react-query';
import { recoveryCodeRoutes } from '@skillswap/contracts/auth-security/routes';
import { callApi } from '@/lib/api-client.ts';
import { settingsKeys } from './keys.ts';

/** How many of the member's recovery codes are left unused. */
export function getRecoveryCodeStatus({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(recoveryCodeRoutes.getRecoveryCodeStatus, { signal });
}

export const recoveryCodeStatusQueryOptions = queryOptions({
  queryKey: settingsKeys.recoveryCodes,
  queryFn: getRecoveryCodeStatus,
});

export function useRecoveryCodeStatus() {
  return useQuery(recoveryCodeStatusQueryOptions);
}

/** Ten new codes; every earlier one stops working. */
export function regenerateRecoveryCodes() {
  return callApi(recoveryCodeRoutes.regenerateRecoveryCodes, {});
}
