import { queryOptions, useQuery } from '@tanstack/react-query';
import { swapLifecycleRoutes } from '@skillswap/contracts/swap-lifecycle/routes';
import { callApi } from '@/lib/api-client.ts';
import { pollUnlessLive } from '@/lib/live/live-status.ts';
import { swapLifecycleKeys } from './keys.ts';

export function getSwapSummary(signal?: AbortSignal) {
  return callApi(swapLifecycleRoutes.getSwapSummary, { signal });
}

export function swapSummaryQueryOptions() {
  return queryOptions({
    queryKey: swapLifecycleKeys.summary,
    queryFn: ({ signal }) => getSwapSummary(signal),
    refetchInterval: pollUnlessLive(30_000),
  });
}

/** Counts for the tabs and the header badge: swaps waiting for the member, unread messages. */
export function useSwapSummary() {
  return useQuery(swapSummaryQueryOptions());
}
