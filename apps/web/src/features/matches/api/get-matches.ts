import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchingRoutes } from '@skillswap/contracts/routes/matching';
import { callApi } from '@/lib/api-client.ts';

export function getMatches(limit: number, signal?: AbortSignal) {
  return callApi(matchingRoutes.listMatches, { query: { limit }, signal });
}

export function matchesQueryOptions(limit = 20) {
  return queryOptions({
    queryKey: ['matches', 'list', limit],
    queryFn: ({ signal }) => getMatches(limit, signal),
    // Matches change when someone edits a profile, not from second to second.
    staleTime: 60_000,
  });
}

/** The signed-in member's matches, best first; only call it for a signed-in member. */
export function useMatches({ limit = 20, isEnabled = true }: { limit?: number; isEnabled?: boolean } = {}) {
  return useQuery({ ...matchesQueryOptions(limit), enabled: isEnabled });
}
