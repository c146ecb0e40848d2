import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRoutes } from '@skillswap/contracts/routes/auth';
import { callApi } from '@/lib/api-client.ts';

/** Only the OAuth providers the server has credentials for; none in a fresh install. */
export function getAuthProviders() {
  return callApi(authRoutes.listProviders, { anonymous: true });
}

export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: getAuthProviders,
  staleTime: 10 * 60_000,
  retry: false,
});

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions);
}
