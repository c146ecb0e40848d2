import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageRoutes } from '@skillswap/contracts/messages/routes';
import { callApi } from '@/lib/api-client.ts';
import { pollUnlessLive } from '@/lib/live/live-status.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { swapLifecycleKeys } from './keys.ts';

export function listMessages(swapId: string, signal?: AbortSignal) {
  return callApi(messageRoutes.listMessages, { params: { id: swapId }, query: { limit: 100 }, signal });
}

export function messagesQueryOptions(swapId: string) {
  return queryOptions({
    queryKey: swapLifecycleKeys.messages(swapId),
    queryFn: ({ signal }) => listMessages(swapId, signal),
    refetchInterval: pollUnlessLive(10_000),
  });
}

export function useMessages(swapId: string) {
  return useQuery(messagesQueryOptions(swapId));
}

export function sendMessage(swapId: string, body: string, idempotencyKey: string) {
  return callApi(messageRoutes.sendMessage, {
    params: { id: swapId },
    body: { body },
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/** Sends with a key chosen once per message, so a retry after a lost answer never posts it twice. */
export function useSendMessage(swapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: string; key: string }) => sendMessage(swapId, body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: swapLifecycleKeys.messages(swapId) }),
  });
}

export function markThreadRead(swapId: string) {
  return callApi(messageRoutes.markThreadRead, { params: { id: swapId } });
}

/** Clears the unread count of the thread (and its message notifications) once the member has seen it. */
export function useMarkThreadRead(swapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markThreadRead(swapId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: swapLifecycleKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.notifications });
    },
  });
}
