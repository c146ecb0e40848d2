import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSwapRequestInput } from '@skillswap/contracts/swaps/schemas';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';
import { callApi } from '@/lib/api-client.ts';
import { swapsKeys } from './keys.ts';

export function updateSwapRequest(swapId: string, changes: UpdateSwapRequestInput) {
  return callApi(swapRoutes.updateSwapRequest, { params: { id: swapId }, body: changes });
}

/** The requester changes an unanswered request; every view of the swap reloads. */
export function useUpdateSwapRequest(swapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSwapRequestInput) => updateSwapRequest(swapId, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: swapsKeys.all }),
  });
}
