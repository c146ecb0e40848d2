import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviderList } from '@skillswap/contracts/mfa';
import { apiRequest } from '@/lib/api-client.ts';

/** Only the OAuth providers the server has credentials for; none in a fresh install. */
export function getAuthProviders() {
  return apiRequest<AuthProviderList>('/api/auth/providers', { anonymous: true });
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
