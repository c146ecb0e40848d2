import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmSwapInput, SwapAction, SwapDetail } from '@skillswap/contracts/swap-lifecycle';
import { apiRequest } from '@/lib/api-client.ts';

export type SwapActionInput =
  | { action: 'accept' }
  | { action: 'decline' | 'cancel'; reason?: string }
  | { action: 'confirm'; hours: ConfirmSwapInput }
  | { action: 'dispute'; reason: string };

function bodyOf(input: SwapActionInput): object {
  if (input.action === 'confirm') return input.hours;
  if (input.action === 'accept') return {};
  return input.reason ? { reason: input.reason } : {};
}

export function actOnSwap(swapId: string, input: SwapActionInput) {
  const action: SwapAction = input.action;
  return apiRequest<SwapDetail>(`/api/swaps/${encodeURIComponent(swapId)}/${action}`, {
    method: 'POST',
    body: bodyOf(input),
  });
}

/** Accept, decline, cancel, confirm or dispute; refreshes every swap view, the balance and the bell. */
export function useSwapAction(swapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SwapActionInput) => actOnSwap(swapId, input),
    onSuccess: (swap) => {
      queryClient.setQueryData(['swaps', 'detail', swapId], swap);
      void queryClient.invalidateQueries({ queryKey: ['swaps'] });
      void queryClient.invalidateQueries({ queryKey: ['ledger'] });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
