import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResolveDisputeInput } from '@skillswap/contracts/swap-lifecycle/schemas';
import { adminDisputeRoutes } from '@skillswap/contracts/admin-disputes/routes';
import { callApi } from '@/lib/api-client.ts';
import { consoleKeys } from './keys.ts';

export function useOpenDisputes() {
  return useQuery({
    queryKey: consoleKeys.disputes,
    queryFn: ({ signal }) => callApi(adminDisputeRoutes.listOpenDisputes, { signal }),
  });
}

export function useDisputeCase(swapId: string | null) {
  return useQuery({
    queryKey: consoleKeys.dispute(swapId),
    queryFn: ({ signal }) =>
      callApi(adminDisputeRoutes.getDisputeCase, { params: { swapId: swapId! }, signal }),
    enabled: swapId !== null,
  });
}

/** Settles or cancels; the case shows its resolution and the queue loses it. */
export function useResolveDispute(swapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolution: ResolveDisputeInput) =>
      callApi(adminDisputeRoutes.resolveDisputeCase, { params: { swapId }, body: resolution }),
    onSuccess: (detail) => {
      queryClient.setQueryData(consoleKeys.dispute(swapId), detail);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.disputes, exact: true });
    },
  });
}
