import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapViewQuery } from '@skillswap/contracts/map';
import { mapRoutes } from '@skillswap/contracts/routes/map';
import { callApi } from '@/lib/api-client.ts';

/**
 * One view of a community's members' map (issue 39 item 6). Its keys sit under the community's own, so joining or
 * leaving reads it again; while a new view loads, the last one stays drawn.
 */
export function useCommunityMap(slug: string, view: MapViewQuery) {
  return useQuery({
    queryKey: ['communities', 'one', slug, 'map', view],
    queryFn: ({ signal }) => callApi(mapRoutes.getCommunityMap, { params: { slug }, query: view, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
