import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { explorePageSize, type ExploreSearch } from '@skillswap/contracts/explore/search';
import { exploreRoutes } from '@skillswap/contracts/explore/routes';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { callApi } from '@/lib/api-client.ts';
import { usePageData } from '@/lib/page-data.ts';
import { exploreKeys } from './keys.ts';

export type ProfileSearch = ExploreSearch;

/** One page of the public directory; the server searches, filters and counts. */
export function listProfiles(search: ProfileSearch, cursor: string | null, signal?: AbortSignal) {
  const query = {
    limit: explorePageSize,
    ...(search.q ? { q: search.q } : {}),
    ...(search.category ? { category: search.category } : {}),
    ...(search.community ? { community: search.community } : {}),
    ...(cursor ? { cursor } : {}),
  };
  // The advanced filters are Premium's (ADR 86): a lower plan gets 403 plan_required from this endpoint.
  if (search.filters) {
    return callApi(exploreRoutes.searchProfilesAdvanced, { query: { ...query, ...search.filters }, signal });
  }
  return callApi(exploreRoutes.searchProfiles, { query, signal });
}

/**
 * The list differs by viewer (a block hides members from a signed-in member), so the viewer is in the key.
 */
export function profilesQueryOptions(search: ProfileSearch, viewerId: string | null = null) {
  return infiniteQueryOptions({
    queryKey: exploreKeys.list(search, viewerId),
    queryFn: ({ pageParam, signal }) => listProfiles(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/**
 * The results, starting from the first page the server put in the HTML when it is this search's (ADR 82): it
 * is a visitor's view, so a member who turns out to be signed in gets their own while it stays on screen
 * (without the placeholder the cards would give way to a spinner and back).
 */
export function useProfiles(search: ProfileSearch) {
  const viewerId = useAuth().user?.id ?? null;
  const embedded = usePageData().explore;
  const isEmbeddedSearch =
    viewerId === null && embedded !== undefined && isSameSearch(embedded.search, search);
  return useInfiniteQuery({
    ...profilesQueryOptions(search, viewerId),
    ...(isEmbeddedSearch
      ? {
          initialData: { pages: [embedded.page], pageParams: [null] },
          initialDataUpdatedAt: embedded.fetchedAt,
        }
      : {}),
    placeholderData: (previous, previousQuery) =>
      previousQuery && isSameSearch(previousQuery.queryKey[2], search) ? previous : undefined,
  });
}

function isSameSearch(one: ProfileSearch, other: ProfileSearch) {
  return (
    one.q === other.q &&
    one.category === other.category &&
    one.community === other.community &&
    JSON.stringify(one.filters) === JSON.stringify(other.filters)
  );
}
