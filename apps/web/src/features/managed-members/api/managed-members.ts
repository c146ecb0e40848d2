import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClaimAccountInput,
  CreateManagedMemberInput,
} from '@skillswap/contracts/managed-members/schemas';
import { managedMemberRoutes } from '@skillswap/contracts/managed-members/routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { managedMembersKeys } from './keys.ts';

/** Members without e-mail (ADR 180); under the community's key, so its member list refreshes. */

export function useManagedMembers(slug: string) {
  return useQuery({
    queryKey: managedMembersKeys.managed(slug),
    queryFn: ({ signal }) => callApi(managedMemberRoutes.listManagedMembers, { params: { slug }, signal }),
    retry: false,
  });
}

export function useCreateManagedMember(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: CreateManagedMemberInput) =>
      callApi(managedMemberRoutes.createManagedMember, { params: { slug }, body: member }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.communities.one(slug) }),
  });
}

export function useIssueClaimCode(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      callApi(managedMemberRoutes.issueClaimCode, { params: { slug, memberId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managedMembersKeys.managed(slug) }),
  });
}

export function useClaimAccount() {
  return useMutation({
    mutationFn: (input: ClaimAccountInput) =>
      callApi(managedMemberRoutes.claimAccount, { body: input, anonymous: true }),
  });
}
