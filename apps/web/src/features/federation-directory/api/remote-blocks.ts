import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { federationMemberBlockRoutes } from '@skillswap/contracts/federation/member-block-routes';
import { callApi } from '@/lib/api-client.ts';
import { federationDirectoryKeys } from './keys.ts';

/** Members of other exchanges the member blocked, the latest first (ADR 213). */
export function useBlockedRemoteMembers() {
  return useQuery({
    queryKey: federationDirectoryKeys.blocks,
    queryFn: ({ signal }) => callApi(federationMemberBlockRoutes.listBlockedRemoteMembers, { signal }),
  });
}

/** A block closes the requests waiting between the two and hides them from "Other exchanges". */
export function useBlockRemoteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) =>
      callApi(federationMemberBlockRoutes.blockRemoteMember, { body: { address } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federationDirectoryKeys.all }),
  });
}

export function useUnblockRemoteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) => {
      const [node, memberId] = address.split('/') as [string, string];
      return callApi(federationMemberBlockRoutes.unblockRemoteMember, { params: { node, memberId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federationDirectoryKeys.all }),
  });
}
