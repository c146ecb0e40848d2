import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmSwapInput } from '@skillswap/contracts/swap-lifecycle/schemas';
import { swapLifecycleRoutes } from '@skillswap/contracts/swap-lifecycle/routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { swapLifecycleKeys } from './keys.ts';

export type SwapActionInput =
  | { action: 'accept' }
  | { action: 'decline' | 'cancel'; reason?: string }
  | { action: 'confirm'; hours: ConfirmSwapInput }
  | { action: 'dispute'; reason: string };

export function actOnSwap(swapId: string, input: SwapActionInput) {
  const params = { id: swapId };
  switch (input.action) {
    case 'accept':
      return callApi(swapLifecycleRoutes.acceptSwap, { params, body: {} });
    case 'decline':
      return callApi(swapLifecycleRoutes.declineSwap, { params, body: reasonOf(input) });
    case 'cancel':
      return callApi(swapLifecycleRoutes.cancelSwap, { params, body: reasonOf(input) });
    case 'confirm':
      return callApi(swapLifecycleRoutes.confirmSwap, { params, body: input.hours });
    case 'dispute':
      return callApi(swapLifecycleRoutes.disputeSwap, { params, body: { reason: input.reason } });
  }
}

/** An empty reason is left out: declining or cancelling needs none. */
const reasonOf = (input: { reason?: string }) => (input.reason ? { reason: input.reason } : {});

/** Accept, decline, cancel, confirm or dispute; refreshes every swap view, the balance and the bell. */
export function useSwapAction(swapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SwapActionInput) => actOnSwap(swapId, input),
    onSuccess: (swap) => {
      queryClient.setQueryData(swapLifecycleKeys.detail(swapId), swap);
      void queryClient.invalidateQueries({ queryKey: swapLifecycleKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.ledger });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.notifications });
    },
  });
}
