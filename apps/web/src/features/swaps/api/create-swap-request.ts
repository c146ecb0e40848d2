import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSwapRequestInput, SwapRequest } from '@skillswap/contracts/swaps';
import { apiRequest } from '@/lib/api-client.ts';

export function createSwapRequest(input: CreateSwapRequestInput) {
  return apiRequest<{ data: SwapRequest }>('/api/swap-requests', { body: input });
}

export function useCreateSwapRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSwapRequest,
    // The plan usage shown in the dialog counts this request from now on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['swaps'] }),
  });
}
