import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SwapRequest, UpdateSwapRequestInput } from '@skillswap/contracts/swaps';
import { apiRequest } from '@/lib/api-client.ts';

export function updateSwapRequest(swapId: string, changes: UpdateSwapRequestInput) {
  return apiRequest<{ data: SwapRequest }>(`/api/swap-requests/${encodeURIComponent(swapId)}`, {
    method: 'PATCH',
    body: changes,
  });
}

/** The requester changes an unanswered request; every view of the swap reloads. */
export function useUpdateSwapRequest(swapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSwapRequestInput) => updateSwapRequest(swapId, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['swaps'] }),
  });
}
