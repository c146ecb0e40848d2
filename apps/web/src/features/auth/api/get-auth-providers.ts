import { queryOptions, useQuery } from '@tanstack/react-query';
import { oauthRoutes } from '@skillswap/contracts/auth/oauth-routes';
import { callApi } from '@/lib/api-client.ts';
import { authKeys } from './keys.ts';

/** Only the OAuth providers the server has credentials for; none in a fresh install. */
export function getAuthProviders() {
  return callApi(oauthRoutes.listProviders, { anonymous: true });
}

export const authProvidersQueryOptions = queryOptions({
  queryKey: authKeys.providers,
  queryFn: getAuthProviders,
  staleTime: 10 * 60_000,
  retry: false,
});

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions);
}
