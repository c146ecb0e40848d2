import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionRoutes } from '@skillswap/contracts/routes/sessions';
import { callApi } from '@/lib/api-client.ts';

const timeZoneKey = ['me', 'time-zone'] as const;

export const timeZoneQueryOptions = () =>
  queryOptions({
    queryKey: timeZoneKey,
    queryFn: ({ signal }) => callApi(sessionRoutes.getTimeZone, { signal }),
    staleTime: 5 * 60_000,
  });

export const useTimeZone = (isEnabled = true) => useQuery({ ...timeZoneQueryOptions(), enabled: isEnabled });

/** Saves the member's zone; every time on the page is shown in it, so the sessions refetch. */
export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => callApi(sessionRoutes.updateTimeZone, { body: { timeZone } }),
    onSuccess: (setting) => {
      queryClient.setQueryData(timeZoneKey, setting);
      void queryClient.invalidateQueries({ queryKey: ['swaps', 'sessions'] });
    },
  });
}

/** The browser's own IANA zone, e.g. "Europe/Lisbon". */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
