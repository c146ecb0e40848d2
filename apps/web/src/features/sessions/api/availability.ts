import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityRange } from '@skillswap/contracts/sessions/availability';
import { sessionRoutes } from '@skillswap/contracts/sessions/routes';
import { callApi } from '@/lib/api-client.ts';
import { sessionsKeys } from './keys.ts';

const availabilityQueryOptions = () =>
  queryOptions({
    queryKey: sessionsKeys.availability,
    queryFn: ({ signal }) => callApi(sessionRoutes.getAvailability, { signal }),
  });

export const useAvailability = () => useQuery(availabilityQueryOptions());

/** Saves the member's week; the swap pages' suggested times follow it. */
export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ranges: AvailabilityRange[]) =>
      callApi(sessionRoutes.updateAvailability, { body: { ranges } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(sessionsKeys.availability, saved);
      void queryClient.invalidateQueries({ queryKey: sessionsKeys.all });
    },
  });
}
