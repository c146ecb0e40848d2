import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SkillCategory } from '@skillswap/contracts/categories';
import { exploreRoutes } from '@skillswap/contracts/routes/explore';
import { callApi } from '@/lib/api-client.ts';

export interface ProfileSearch {
  q: string;
  category: SkillCategory | null;
}

const pageSize = 24;

/** One page of the public directory; the server searches, filters and counts. */
export function listProfiles(search: ProfileSearch, cursor: string | null, signal?: AbortSignal) {
  return callApi(exploreRoutes.searchProfiles, {
    query: {
      limit: pageSize,
      ...(search.q ? { q: search.q } : {}),
      ...(search.category ? { category: search.category } : {}),
      ...(cursor ? { cursor } : {}),
    },
    signal,
  });
}

export function profilesQueryOptions(search: ProfileSearch) {
  return infiniteQueryOptions({
    queryKey: ['profiles', 'list', search],
    queryFn: ({ pageParam, signal }) => listProfiles(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useProfiles(search: ProfileSearch) {
  return useInfiniteQuery(profilesQueryOptions(search));
}
