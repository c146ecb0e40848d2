import { useInfiniteQuery } from '@tanstack/react-query';
import { federationRoutes } from '@skillswap/contracts/federation/routes';
import { callApi } from '@/lib/api-client.ts';
import { federationDirectoryKeys } from './keys.ts';

/**
 * "Other exchanges" (ADR 185): pages of the partner exchanges' visible members for a search text. Every page
 * asks the partners afresh, so one that was down for the first page may answer the next.
 */
export function usePartnerMembers(q: string) {
  return useInfiniteQuery({
    queryKey: federationDirectoryKeys.partnerMembers(q),
    queryFn: ({ pageParam, signal }) =>
      callApi(federationRoutes.searchPartnerMembers, {
        query: { ...(q ? { q } : {}), page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
    // Partners' members change elsewhere; a minute of reuse spares them a search per tab switch.
    staleTime: 60_000,
  });
}
