import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SkillCategory } from '@skillswap/contracts/shared/categories';
import type { MapViewQuery } from '@skillswap/contracts/map/schemas';
import { mapRoutes } from '@skillswap/contracts/map/routes';
import { callApi } from '@/lib/api-client.ts';
import { mapKeys } from './keys.ts';

/** Whose members a map shows: a community's (or one of its areas'), or those Explore finds for a search. */
export type MapSource =
  | { kind: 'community'; slug: string; area: string }
  | { kind: 'explore'; q: string; category: SkillCategory | null; community: string | null };

export type MapView = Omit<MapViewQuery, 'area'>;

/** A community map's query: the view, and the area when one is chosen. */
export const communityMapQuery = (source: Extract<MapSource, { kind: 'community' }>, view: MapView) => ({
  ...view,
  ...(source.area ? { area: source.area } : {}),
});

/** Explore's map query: the view and the search, leaving out what is not set. */
export const exploreMapQuery = (source: Extract<MapSource, { kind: 'explore' }>, view: MapView) => ({
  ...view,
  ...(source.q ? { q: source.q } : {}),
  ...(source.category ? { category: source.category } : {}),
  ...(source.community ? { community: source.community } : {}),
});

/**
 * One view of a map. A community's keys sit under the community's own, so joining or
 * leaving reads it again; Explore's sit under Explore's. While a new view loads, the last one stays drawn.
 */
export function useMembersMap(source: MapSource, view: MapView) {
  return useQuery({
    queryKey: mapKeys.view(source, view),
    queryFn: ({ signal }) =>
      source.kind === 'community'
        ? callApi(mapRoutes.getCommunityMap, {
            params: { slug: source.slug },
            query: communityMapQuery(source, view),
            signal,
          })
        : callApi(mapRoutes.getExploreMap, { query: exploreMapQuery(source, view), signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
