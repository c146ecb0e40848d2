import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { federationSwapMessageRoutes } from '@skillswap/contracts/federation/swap-message-routes';
import { callApi } from '@/lib/api-client.ts';
import { federationDirectoryKeys } from './keys.ts';

/** A request across exchanges with its conversation (ADR 210), read once the member opens it. */
export function useRemoteSwapThread(id: string, enabled: boolean) {
  return useQuery({
    queryKey: federationDirectoryKeys.swapThread(id),
    queryFn: ({ signal }) =>
      callApi(federationSwapMessageRoutes.getRemoteSwapThread, { params: { id }, signal }),
    enabled,
  });
}

/** Writing delivers the message to the other member's exchange, or keeps it to retry when a node is down. */
export function useSendRemoteSwapMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callApi(federationSwapMessageRoutes.sendRemoteSwapMessage, { params: { id }, body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federationDirectoryKeys.swapThread(id) }),
  });
}
