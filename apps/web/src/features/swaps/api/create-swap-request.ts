import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSwapRequestInput } from '@skillswap/contracts/swaps/schemas';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';
import { callApi } from '@/lib/api-client.ts';
import { swapsKeys } from './keys.ts';

export function createSwapRequest(input: CreateSwapRequestInput) {
  return callApi(swapRoutes.createSwapRequest, { body: input });
}

export function useCreateSwapRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSwapRequest,
    // The plan usage shown in the dialog counts this request from now on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: swapsKeys.all }),
  });
}
