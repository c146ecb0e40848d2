import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { disputeRoutes } from '@skillswap/contracts/swap-lifecycle/dispute-routes';
import { callApi } from '@/lib/api-client.ts';
import { swapLifecycleKeys } from './keys.ts';

export function getDispute(swapId: string, signal?: AbortSignal) {
  return callApi(disputeRoutes.getDispute, { params: { id: swapId }, signal });
}

export const disputeQueryOptions = (swapId: string) =>
  queryOptions({
    queryKey: swapLifecycleKeys.dispute(swapId),
    queryFn: ({ signal }) => getDispute(swapId, signal),
  });

export function useDispute(swapId: string, isEnabled: boolean) {
  return useQuery({ ...disputeQueryOptions(swapId), enabled: isEnabled });
}

/** Adds the member's statement the first time, edits it afterwards. */
export function useSaveDisputeStatement(swapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { statement: string; isEdit: boolean }) => {
      const request = { params: { id: swapId }, body: { statement: input.statement } };
      return input.isEdit
        ? callApi(disputeRoutes.updateDisputeStatement, request)
        : callApi(disputeRoutes.addDisputeStatement, request);
    },
    onSuccess: (dispute) => queryClient.setQueryData(disputeQueryOptions(swapId).queryKey, dispute),
  });
}
