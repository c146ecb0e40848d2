import { queryOptions, useQuery } from '@tanstack/react-query';
import { factorRoutes } from '@skillswap/contracts/auth/factor-routes';
import { callApi } from '@/lib/api-client.ts';
import { settingsKeys } from './keys.ts';

/** The signed-in member's second factors, verified or not. */
export function listFactors({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(factorRoutes.listFactors, { signal });
}

export const factorsQueryOptions = queryOptions({
  queryKey: settingsKeys.factors,
  queryFn: listFactors,
});

export function useFactors() {
  return useQuery(factorsQueryOptions);
}
