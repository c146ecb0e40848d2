import { queryOptions, useQuery } from '@tanstack/react-query';
import { statusRoutes } from '@skillswap/contracts/status/routes';
import { callApi } from '@/lib/api-client.ts';
import { statusKeys } from './keys.ts';

/** The public status report: the last 90 days, this month, and the Enterprise SLA (ADR 101). */
export const statusQuery = queryOptions({
  queryKey: statusKeys.status,
  queryFn: ({ signal }) => callApi(statusRoutes.getStatus, { signal }),
  refetchInterval: 60_000,
});

export function useStatus() {
  return useQuery(statusQuery);
}
