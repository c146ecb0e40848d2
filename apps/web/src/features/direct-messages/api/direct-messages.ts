import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { directMessageRoutes } from '@skillswap/contracts/direct-messages/routes';
import { callApi } from '@/lib/api-client.ts';
import { pollUnlessLive } from '@/lib/live/live-status.ts';
import { directMessagesKeys } from './keys.ts';

const conversationsQuery = queryOptions({
  queryKey: directMessagesKeys.all,
  queryFn: ({ signal }) => callApi(directMessageRoutes.listDirectConversations, { signal }),
  refetchInterval: pollUnlessLive(30_000),
});

/** The member's direct conversations (Elite first messages), the latest first. */
export function useDirectConversations() {
  return useQuery(conversationsQuery);
}

/** One conversation and its messages, oldest first; polled while open. */
export function useDirectThread(id: string) {
  return useQuery({
    queryKey: directMessagesKeys.conversation(id),
    queryFn: ({ signal }) => callApi(directMessageRoutes.getDirectThread, { params: { id }, signal }),
    refetchInterval: 15_000,
  });
}

/** An Elite member's first message; answers the conversation it opened or added to. */
export function useOpenDirectConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { recipientId: string; body: string }) =>
      callApi(directMessageRoutes.openDirectConversation, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directMessagesKeys.all }),
  });
}

export function useReplyDirect(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callApi(directMessageRoutes.replyDirect, { params: { id }, body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directMessagesKeys.all }),
  });
}

export function useMarkDirectRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(directMessageRoutes.markDirectRead, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directMessagesKeys.all, exact: true }),
  });
}

const settingsQuery = queryOptions({
  queryKey: directMessagesKeys.settings,
  queryFn: ({ signal }) => callApi(directMessageRoutes.getDirectMessageSettings, { signal }),
});

export function useDirectMessageSettings() {
  return useQuery(settingsQuery);
}

export function useSaveDirectMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allowsFirstMessages: boolean) =>
      callApi(directMessageRoutes.updateDirectMessageSettings, { body: { allowsFirstMessages } }),
    onSuccess: (data) => queryClient.setQueryData(settingsQuery.queryKey, data),
  });
}
