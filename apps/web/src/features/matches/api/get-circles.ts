import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchRoutes } from '@skillswap/contracts/matches/routes';
import { callApi } from '@/lib/api-client.ts';
import { matchesKeys } from './keys.ts';

export function getCircles(signal?: AbortSignal) {
  return callApi(matchRoutes.listCircles, { signal });
}

export function circlesQueryOptions() {
  return queryOptions({
    queryKey: matchesKeys.circles,
    queryFn: ({ signal }) => getCircles(signal),
    staleTime: 60_000,
  });
}

export function useCircles() {
  return useQuery(circlesQueryOptions());
}
