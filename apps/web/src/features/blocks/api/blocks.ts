import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { blockRoutes } from '@skillswap/contracts/blocks/routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { blocksKeys } from './keys.ts';

export function listBlockedMembers(signal?: AbortSignal) {
  return callApi(blockRoutes.listBlockedMembers, { signal });
}

export const blockedMembersQueryOptions = () =>
  queryOptions({ queryKey: blocksKeys.all, queryFn: ({ signal }) => listBlockedMembers(signal) });

export function useBlockedMembers() {
  return useQuery(blockedMembersQueryOptions());
}

/** Whatever showed the other member (Explore, matches, their profile, reviews, swaps) is read again. */
function refreshAfterBlockChange(queryClient: QueryClient) {
  const { profiles, matches, reviews, swaps } = sharedKeys;
  for (const queryKey of [blocksKeys.all, profiles, matches, reviews, swaps.all]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => callApi(blockRoutes.blockMember, { body: { memberId } }),
    onSuccess: () => refreshAfterBlockChange(queryClient),
  });
}

export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => callApi(blockRoutes.unblockMember, { params: { memberId } }),
    onSuccess: () => refreshAfterBlockChange(queryClient),
  });
}
