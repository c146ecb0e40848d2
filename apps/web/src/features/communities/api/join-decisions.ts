import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { communityRoutes } from '@skillswap/contracts/communities/routes';
import { callApi } from '@/lib/api-client.ts';
import { communitiesKeys } from './keys.ts';

/**
 * The coordinators' decisions on members, newest first, a page at a time. Under the
 * community's key, so approving or declining someone (which refreshes the community) refreshes it too.
 */
export function useJoinDecisions(slug: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communitiesKeys.joinDecisions(slug),
      queryFn: ({ pageParam, signal }) =>
        callApi(communityRoutes.listJoinDecisions, {
          params: { slug },
          query: { limit: 20, cursor: pageParam ?? undefined },
          signal,
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
}
