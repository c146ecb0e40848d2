import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@skillswap/contracts/site';
import { apiRequest } from '@/lib/api-client.ts';

export function getPublicConfig({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<PublicConfig>('/api/config/public', { signal, anonymous: true });
}

export const publicConfigQuery = queryOptions({
  queryKey: ['config', 'public'],
  queryFn: ({ signal }) => getPublicConfig({ signal }),
  // Set per deployment; it does not change while the page is open.
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
