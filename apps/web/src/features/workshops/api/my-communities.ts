import { useQuery } from '@tanstack/react-query';
import { communityRoutes } from '@skillswap/contracts/communities/routes';
import { callApi } from '@/lib/api-client.ts';
import { workshopsKeys } from './keys.ts';

/** The communities the member is an active member of: where they may host a members-only workshop. */
export function useMyActiveCommunities() {
  return useQuery({
    queryKey: workshopsKeys.myCommunities,
    queryFn: ({ signal }) => callApi(communityRoutes.listCommunities, { query: { mine: 'true' }, signal }),
    select: (list) => list.items.filter((community) => community.myStatus === 'active'),
  });
}
