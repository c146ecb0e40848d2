import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SkillCategory } from '@skillswap/contracts/categories';
import type { ExplorePage } from '@skillswap/contracts/profiles';
import { apiRequest } from '@/lib/api-client.ts';

export interface ProfileSearch {
  q: string;
  category: SkillCategory | null;
}

const pageSize = 24;

/** One page of the public directory; the server searches, filters and counts. */
export function listProfiles(search: ProfileSearch, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(pageSize) });
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', search.category);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<ExplorePage>(`/api/profiles?${params.toString()}`, { signal });
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
