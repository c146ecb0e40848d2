import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { messageRoutes } from '@skillswap/contracts/messages/routes';
import { callApi } from '@/lib/api-client.ts';
import { pollUnlessLive } from '@/lib/live/live-status.ts';
import { messagesKeys } from './keys.ts';

export function listConversations(cursor: string | null, signal?: AbortSignal) {
  return callApi(messageRoutes.listConversations, {
    query: { limit: 20, cursor: cursor ?? undefined },
    signal,
  });
}

/** Under `swaps`: a new message, a read thread or a swap's change (live events) refreshes the inbox too. */
export function conversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: messagesKeys.conversations,
    queryFn: ({ pageParam, signal }) => listConversations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: pollUnlessLive(30_000),
  });
}

/** The member's swap conversations, the latest message first, a page at a time. */
export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions());
}
