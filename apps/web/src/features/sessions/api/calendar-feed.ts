import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionRoutes } from '@skillswap/contracts/sessions/routes';
import { callApi } from '@/lib/api-client.ts';
import { sessionsKeys } from './keys.ts';

export const useCalendarFeed = () =>
  useQuery({
    queryKey: sessionsKeys.calendarFeed,
    queryFn: ({ signal }) => callApi(sessionRoutes.getCalendarFeed, { signal }),
  });

/** Makes a new feed address (the old one stops working); the address is shown once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(sessionRoutes.createCalendarFeed),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionsKeys.calendarFeed }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(sessionRoutes.revokeCalendarFeed),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionsKeys.calendarFeed }),
  });
}
