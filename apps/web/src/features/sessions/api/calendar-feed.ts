import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionRoutes } from '@skillswap/contracts/routes/sessions';
import { callApi } from '@/lib/api-client.ts';

const feedKey = ['me', 'calendar-feed'] as const;

export const useCalendarFeed = () =>
  useQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => callApi(sessionRoutes.getCalendarFeed, { signal }),
  });

/** Makes a new feed address (the old one stops working); the address is shown once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(sessionRoutes.createCalendarFeed),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedKey }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(sessionRoutes.revokeCalendarFeed),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedKey }),
  });
}
