import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatchDigestPreference } from '@skillswap/contracts/matches/schemas';
import { matchRoutes } from '@skillswap/contracts/matches/routes';
import { callApi } from '@/lib/api-client.ts';
import { matchesKeys } from './keys.ts';

export function getMatchDigest(signal?: AbortSignal) {
  return callApi(matchRoutes.getMatchDigest, { signal });
}

export function updateMatchDigest(input: MatchDigestPreference) {
  return callApi(matchRoutes.updateMatchDigest, { body: input });
}

export function matchDigestQueryOptions() {
  return queryOptions({ queryKey: matchesKeys.digest, queryFn: ({ signal }) => getMatchDigest(signal) });
}

export function useMatchDigest() {
  return useQuery(matchDigestQueryOptions());
}

export function useUpdateMatchDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMatchDigest,
    onSuccess: (saved) => queryClient.setQueryData(matchesKeys.digest, saved),
  });
}
