import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposeNodeTransferInput } from '@skillswap/contracts/federation-transfers';
import { federationTransferRoutes } from '@skillswap/contracts/routes/federation-transfers';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';

/** Proposing records the transfer on every node on the way; nothing moves until the payer approves (ADR 184). */
export function useProposeNodeTransfer() {
  return useMutation({
    mutationFn: (input: ProposeNodeTransferInput) =>
      callApi(federationTransferRoutes.proposeNodeTransfer, { body: input }),
  });
}

/** Approving moves the payer's hours at once: the header's balance and the statement are read again. */
export function useApproveNodeTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(federationTransferRoutes.approveNodeTransfer, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.ledger }),
  });
}

export function useCancelNodeTransfer() {
  return useMutation({
    mutationFn: (id: string) => callApi(federationTransferRoutes.cancelNodeTransfer, { params: { id } }),
  });
}
