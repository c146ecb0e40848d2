import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  UpdateNotificationPreferencesInput,
} from '@skillswap/contracts/notifications';
import { apiRequest } from '@/lib/api-client.ts';

const preferencesKey = ['notifications', 'preferences'] as const;

export function getNotificationPreferences(signal?: AbortSignal) {
  return apiRequest<NotificationPreferences>('/api/me/notification-preferences', { signal });
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

export function updateNotificationPreferences(input: UpdateNotificationPreferencesInput) {
  return apiRequest<NotificationPreferences>('/api/me/notification-preferences', {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesKey, preferences),
  });
}
