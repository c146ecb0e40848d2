import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchRoutes } from '@skillswap/contracts/matches/routes';
import { callApi } from '@/lib/api-client.ts';
import { matchesKeys } from './keys.ts';

export function getMatches(limit: number, community: string | null, signal?: AbortSignal) {
  return callApi(matchRoutes.listMatches, {
    query: { limit, ...(community ? { community } : {}) },
    signal,
  });
}

/** `community`: only matches among that community's members; null for everyone. */
export function matchesQueryOptions(limit = 20, community: string | null = null) {
  return queryOptions({
    queryKey: matchesKeys.list(limit, community),
    queryFn: ({ signal }) => getMatches(limit, community, signal),
    // Matches change when someone edits a profile, not from second to second.
    staleTime: 60_000,
  });
}

/** The signed-in member's matches, best first; only call it for a signed-in member. */
export function useMatches({
  limit = 20,
  isEnabled = true,
  community = null,
}: { limit?: number; isEnabled?: boolean; community?: string | null } = {}) {
  return useQuery({ ...matchesQueryOptions(limit, community), enabled: isEnabled });
}
