import { useQuery } from '@tanstack/react-query';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';
import { callApi } from '@/lib/api-client.ts';
import { swapsKeys } from './keys.ts';

/** The communities the member shares with another: where a swap between them may be made (ADR 181). */
export function useSharedCommunities(memberId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: swapsKeys.sharedCommunities(memberId),
    queryFn: ({ signal }) => callApi(swapRoutes.listSharedCommunities, { params: { memberId }, signal }),
    enabled: isEnabled,
  });
}
