import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SwapRequestList } from '@skillswap/contracts/swaps';
import { apiRequest } from '@/lib/api-client.ts';

export function listSwapRequests(signal?: AbortSignal) {
  return apiRequest<SwapRequestList>('/api/swap-requests', { signal });
}

export const swapRequestsQueryOptions = queryOptions({
  queryKey: ['swaps', 'requests'],
  queryFn: ({ signal }) => listSwapRequests(signal),
});

export function useSwapRequests(isEnabled: boolean) {
  return useQuery({ ...swapRequestsQueryOptions, enabled: isEnabled });
}
