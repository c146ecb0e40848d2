import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CircleList } from '@skillswap/contracts/matches';
import { apiRequest } from '@/lib/api-client.ts';

export function getCircles(signal?: AbortSignal) {
  return apiRequest<CircleList>('/api/matches/circles', { signal });
}

export function circlesQueryOptions() {
  return queryOptions({
    queryKey: ['matches', 'circles'],
    queryFn: ({ signal }) => getCircles(signal),
    staleTime: 60_000,
  });
}

export function useCircles() {
  return useQuery(circlesQueryOptions());
}
