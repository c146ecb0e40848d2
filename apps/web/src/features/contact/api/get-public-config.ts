import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteRoutes } from '@skillswap/contracts/site/routes';
import { callApi } from '@/lib/api-client.ts';
import { contactKeys } from './keys.ts';

export function getPublicConfig({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(siteRoutes.getPublicConfig, { signal, anonymous: true });
}

export const publicConfigQuery = queryOptions({
  queryKey: contactKeys.publicConfig,
  queryFn: ({ signal }) => getPublicConfig({ signal }),
  // Set per deployment; it does not change while the page is open.
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
