import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityAreaInput } from '@skillswap/contracts/community-areas/schemas';
import { communityAreaRoutes } from '@skillswap/contracts/community-areas/routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { communityAreasKeys } from './keys.ts';

/**
 * A community's areas (ADR 176). Their keys sit under the community's own, so a change reads
 * the community, its map and its report again.
 */

export function useCommunityAreas(slug: string, enabled = true) {
  return useQuery({
    queryKey: communityAreasKeys.areas(slug),
    queryFn: ({ signal }) => callApi(communityAreaRoutes.listCommunityAreas, { params: { slug }, signal }),
    enabled,
    retry: false,
  });
}

/** Adds an area, or changes the one named by `areaId`. */
export function useSaveCommunityArea(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ areaId, area }: { areaId: string | null; area: CommunityAreaInput }) =>
      areaId
        ? callApi(communityAreaRoutes.updateCommunityArea, { params: { slug, areaId }, body: area })
        : callApi(communityAreaRoutes.createCommunityArea, { params: { slug }, body: area }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.communities.one(slug) }),
  });
}

export function useRemoveCommunityArea(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (areaId: string) =>
      callApi(communityAreaRoutes.deleteCommunityArea, { params: { slug, areaId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.communities.one(slug) }),
  });
}
