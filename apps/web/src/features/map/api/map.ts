import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SkillCategory } from '@skillswap/contracts/categories';
import type { MapViewQuery } from '@skillswap/contracts/map';
import { mapRoutes } from '@skillswap/contracts/routes/map';
import { callApi } from '@/lib/api-client.ts';
import { mapKeys } from './keys.ts';

/** Whose members a map shows: a community's (or one of its areas'), or those Explore finds for a search. */
export type MapSource =
  | { kind: 'community'; slug: string; area: string }
  | { kind: 'explore'; q: string; category: SkillCategory | null; community: string | null };

export type MapView = Omit<MapViewQuery, 'area'>;

/**
 * One view of a map (issue 39 item 6). A community's keys sit under the community's own, so joining or leaving
 * reads it again; Explore's sit under Explore's. While a new view loads, the last one stays drawn.
 */
export function useMembersMap(source: MapSource, view: MapView) {
  return useQuery({
    queryKey: mapKeys.view(source, view),
    queryFn: ({ signal }) =>
      source.kind === 'community'
        ? callApi(mapRoutes.getCommunityMap, {
            params: { slug: source.slug },
            query: { ...view, ...(source.area ? { area: source.area } : {}) },
            signal,
          })
        : callApi(mapRoutes.getExploreMap, {
            query: {
              ...view,
              ...(source.q ? { q: source.q } : {}),
              ...(source.category ? { category: source.category } : {}),
              ...(source.community ? { community: source.community } : {}),
            },
            signal,
          }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
