import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SwapBox } from '@skillswap/contracts/swap-lifecycle/schemas';
import { swapLifecycleRoutes } from '@skillswap/contracts/swap-lifecycle/routes';
import { callApi } from '@/lib/api-client.ts';
import { swapLifecycleKeys } from './keys.ts';

export function listSwaps(box: SwapBox, signal?: AbortSignal) {
  return callApi(swapLifecycleRoutes.listSwaps, { query: { box, limit: 50 }, signal });
}

export function swapsQueryOptions(box: SwapBox) {
  return queryOptions({
    // Under ['swaps'], so sending a request (which invalidates ['swaps']) refreshes these lists too.
    queryKey: swapLifecycleKeys.box(box),
    queryFn: ({ signal }) => listSwaps(box, signal),
    staleTime: 10_000,
  });
}

/** The signed-in member's swaps in one box of My Swaps, most recently changed first. */
export function useSwaps(box: SwapBox) {
  return useQuery(swapsQueryOptions(box));
}
