import { queryOptions, useQuery } from '@tanstack/react-query';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';
import { callApi } from '@/lib/api-client.ts';
import { swapsKeys } from './keys.ts';

export function listSwapRequests(signal?: AbortSignal) {
  return callApi(swapRoutes.listSwapRequests, { signal });
}

export const swapRequestsQueryOptions = queryOptions({
  queryKey: swapsKeys.requests,
  queryFn: ({ signal }) => listSwapRequests(signal),
});

export function useSwapRequests(isEnabled: boolean) {
  return useQuery({ ...swapRequestsQueryOptions, enabled: isEnabled });
}
