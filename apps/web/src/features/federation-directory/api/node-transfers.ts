import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposeNodeTransferInput } from '@skillswap/contracts/federation/transfer-schemas';
import { federationTransferRoutes } from '@skillswap/contracts/federation/transfer-routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { federationDirectoryKeys } from './keys.ts';

/** The member's transfers with other exchanges, as payer or payee, newest first, a page at a time. */
export function useNodeTransfers() {
  return useInfiniteQuery({
    queryKey: federationDirectoryKeys.transfers,
    queryFn: ({ pageParam, signal }) =>
      callApi(federationTransferRoutes.listNodeTransfers, {
        query: { limit: 10, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/**
 * Proposing records the transfer on every node on the way; nothing moves until the payer approves (ADR 184).
 */
export function useProposeNodeTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProposeNodeTransferInput) =>
      callApi(federationTransferRoutes.proposeNodeTransfer, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federationDirectoryKeys.transfers }),
  });
}

/** Approving moves the payer's hours at once: the header's balance and the statement are read again. */
export function useApproveNodeTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(federationTransferRoutes.approveNodeTransfer, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedKeys.ledger }),
        queryClient.invalidateQueries({ queryKey: federationDirectoryKeys.transfers }),
      ]),
  });
}

export function useCancelNodeTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(federationTransferRoutes.cancelNodeTransfer, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federationDirectoryKeys.transfers }),
  });
}
