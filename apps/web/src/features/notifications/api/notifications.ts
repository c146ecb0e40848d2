import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';
import { callApi } from '@/lib/api-client.ts';
import { pollUnlessLive } from '@/lib/live/live-status.ts';
import { notificationsKeys } from './keys.ts';

export function listNotifications(signal?: AbortSignal) {
  return callApi(notificationRoutes.listNotifications, { query: { limit: 15 }, signal });
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationsKeys.recent,
    queryFn: ({ signal }) => listNotifications(signal),
    // The bell is the member's inbox: live events refresh it; polling covers a tab without the stream.
    refetchInterval: pollUnlessLive(30_000),
  });
}

/** The latest notifications and the unread count, for the header bell. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

export function markNotificationsRead(ids?: string[]) {
  return callApi(notificationRoutes.markNotificationsRead, { body: ids ? { ids } : {} });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead(ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
