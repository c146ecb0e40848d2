import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionRoutes } from '@skillswap/contracts/sessions/routes';
import { callApi } from '@/lib/api-client.ts';
import { sessionsKeys } from './keys.ts';

export const timeZoneQueryOptions = () =>
  queryOptions({
    queryKey: sessionsKeys.timeZone,
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
      queryClient.setQueryData(sessionsKeys.timeZone, setting);
      void queryClient.invalidateQueries({ queryKey: sessionsKeys.all });
    },
  });
}

/** The browser's own IANA zone, e.g. "Europe/Lisbon". */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
