import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateNotificationPreferencesInput } from '@skillswap/contracts/notifications/schemas';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';
import { callApi } from '@/lib/api-client.ts';
import { notificationsKeys } from './keys.ts';

export function getNotificationPreferences(signal?: AbortSignal) {
  return callApi(notificationRoutes.getNotificationPreferences, { signal });
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationsKeys.preferences,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

export function updateNotificationPreferences(input: UpdateNotificationPreferencesInput) {
  return callApi(notificationRoutes.updateNotificationPreferences, { body: input });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(notificationsKeys.preferences, preferences),
  });
}
