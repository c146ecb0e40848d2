import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SendRemoteSwapRequestInput } from '@skillswap/contracts/federation/swap-request-schemas';
import { federationRoutes } from '@skillswap/contracts/federation/routes';
import { callApi } from '@/lib/api-client.ts';
import { federationDirectoryKeys } from './keys.ts';

/** The member's swap requests with members of other exchanges, sent and received, newest first (ADR 206). */
export function useRemoteSwapRequests() {
  return useQuery({
    queryKey: federationDirectoryKeys.swapRequests,
    queryFn: ({ signal }) => callApi(federationRoutes.listRemoteSwapRequests, { signal }),
  });
}

/** Sending delivers the request to the recipient's exchange, or keeps it to retry when that node is down. */
export function useSendRemoteSwapRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendRemoteSwapRequestInput) =>
      callApi(federationRoutes.sendRemoteSwapRequest, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federationDirectoryKeys.swapRequests }),
  });
}

/** The recipient accepts or declines; the answer travels back to the requester's exchange. */
export function useAnswerRemoteSwapRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; answer: 'accept' | 'decline' }) =>
      callApi(
        input.answer === 'accept'
          ? federationRoutes.acceptRemoteSwapRequest
          : federationRoutes.declineRemoteSwapRequest,
        { params: { id: input.id } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federationDirectoryKeys.swapRequests }),
  });
}

/** The requester cancels one that waits for an answer; the answer is the recipient's if it came first. */
export function useCancelRemoteSwapRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(federationRoutes.cancelRemoteSwapRequest, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federationDirectoryKeys.swapRequests }),
  });
}
