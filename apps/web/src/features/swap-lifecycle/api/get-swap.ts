import { queryOptions, useQuery } from '@tanstack/react-query';
import { swapLifecycleRoutes } from '@skillswap/contracts/swap-lifecycle/routes';
import { callApi } from '@/lib/api-client.ts';
import { pollUnlessLive } from '@/lib/live/live-status.ts';
import { swapLifecycleKeys } from './keys.ts';

export function getSwap(swapId: string, signal?: AbortSignal) {
  return callApi(swapLifecycleRoutes.getSwap, { params: { id: swapId }, signal });
}

export function swapQueryOptions(swapId: string) {
  return queryOptions({
    queryKey: swapLifecycleKeys.detail(swapId),
    queryFn: ({ signal }) => getSwap(swapId, signal),
    // The other member may act at any moment: live events refresh the page, a short poll does without them.
    refetchInterval: pollUnlessLive(15_000),
  });
}

export function useSwap(swapId: string) {
  return useQuery(swapQueryOptions(swapId));
}
