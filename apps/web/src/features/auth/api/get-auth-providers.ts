import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export interface AuthProvider {
  id: string;
  name: string;
}

/** Only the OAuth providers the server has credentials for; none in a fresh install. */
export function getAuthProviders() {
  return apiRequest<AuthProvider[]>('/api/auth/providers', { anonymous: true });
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
