import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapPlaceKind, MapPlaces } from '@skillswap/contracts/map/schemas';
import { mapRoutes } from '@skillswap/contracts/map/routes';
import { callApi } from '@/lib/api-client.ts';
import { mapKeys } from './keys.ts';
import { communityMapQuery, exploreMapQuery, type MapSource, type MapView } from './map.ts';

/**
 * Board posts or workshops for one view of a map (ADR 193), asked for only while the viewer has them switched
 * on: the members' first view carries none of them.
 */
export function useMapPlaces(source: MapSource, kind: MapPlaceKind, view: MapView, enabled: boolean) {
  return useQuery({
    queryKey: mapKeys.places(source, kind, view),
    queryFn: ({ signal }): Promise<MapPlaces> => {
      if (source.kind === 'community') {
        const input = {
          params: { slug: source.slug },
          query: communityMapQuery(source, view),
          signal,
        };
        return kind === 'post'
          ? callApi(mapRoutes.getCommunityMapPosts, input)
          : callApi(mapRoutes.getCommunityMapWorkshops, input);
      }
      const input = { query: exploreMapQuery(source, view), signal };
      return kind === 'post'
        ? callApi(mapRoutes.getExploreMapPosts, input)
        : callApi(mapRoutes.getExploreMapWorkshops, input);
    },
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
