import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCommunityInput } from '@skillswap/contracts/communities/schemas';
import { communityRoutes } from '@skillswap/contracts/communities/routes';
import { fillPath } from '@skillswap/contracts/shared/route';
import { callApi } from '@/lib/api-client.ts';
import { downloadWithSession } from '@/lib/download-file.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { communitiesKeys } from './keys.ts';

/**
 * Community pages (ADR 98): the list, one community, its members, fund and dashboard, and the actions on
 * them.
 */

export function useCommunities(q: string, mine: boolean) {
  return useQuery({
    queryKey: communitiesKeys.list(q, mine),
    queryFn: ({ signal }) =>
      callApi(communityRoutes.listCommunities, {
        query: { ...(q ? { q } : {}), ...(mine ? { mine: 'true' } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCommunity(slug: string, invite: string | undefined) {
  return useQuery({
    queryKey: communitiesKeys.page(slug, invite ?? null),
    queryFn: ({ signal }) =>
      callApi(communityRoutes.getCommunity, {
        params: { slug },
        query: invite ? { invite } : {},
        signal,
      }),
    retry: false,
  });
}

export function useCommunityMembers(slug: string, isEnabled: boolean) {
  return useQuery({
    queryKey: communitiesKeys.members(slug),
    queryFn: ({ signal }) => callApi(communityRoutes.listCommunityMembers, { params: { slug }, signal }),
    enabled: isEnabled,
  });
}

export function useCommunityFund(slug: string, isEnabled: boolean) {
  return useQuery({
    queryKey: communitiesKeys.fund(slug),
    queryFn: ({ signal }) => callApi(communityRoutes.getCommunityFund, { params: { slug }, signal }),
    enabled: isEnabled,
  });
}

export function useCommunityDashboard(slug: string, isEnabled: boolean) {
  return useQuery({
    queryKey: communitiesKeys.dashboard(slug),
    queryFn: ({ signal }) => callApi(communityRoutes.getCommunityDashboard, { params: { slug }, signal }),
    enabled: isEnabled,
  });
}

export function useCreateCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommunityInput) => callApi(communityRoutes.createCommunity, { body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communitiesKeys.all }),
        // Gifts and grants move the member's own SkillCoin: the header's balance reads it again.
        queryClient.invalidateQueries({ queryKey: sharedKeys.ledger }),
      ]),
  });
}

/** Any action on one community; its page, members, fund and dashboard are read again after it. */
export function useCommunityAction<T>(action: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communitiesKeys.all }),
        // Gifts and grants move the member's own SkillCoin: the header's balance reads it again.
        queryClient.invalidateQueries({ queryKey: sharedKeys.ledger }),
      ]),
  });
}

export const communityActions = {
  join: (slug: string, invite: string | undefined) =>
    callApi(communityRoutes.joinCommunity, { params: { slug }, body: invite ? { invite } : {} }),
  leave: (slug: string) => callApi(communityRoutes.leaveCommunity, { params: { slug } }),
  decide: (slug: string, memberId: string, decision: 'approve' | 'decline' | 'remove' | 'lift') =>
    callApi(
      {
        approve: communityRoutes.approveJoin,
        decline: communityRoutes.declineJoin,
        remove: communityRoutes.removeMember,
        lift: communityRoutes.liftRemoval,
      }[decision],
      { params: { slug, memberId } },
    ),
  makeCoordinator: (slug: string, memberId: string, role: 'member' | 'coordinator') =>
    callApi(communityRoutes.changeMemberRole, { params: { slug, memberId }, body: { role } }),
  announce: (slug: string, body: string, isPinned: boolean) =>
    callApi(communityRoutes.postAnnouncement, { params: { slug }, body: { body, isPinned } }),
  pin: (slug: string, announcementId: string, pinned: boolean) =>
    callApi(pinned ? communityRoutes.pinAnnouncement : communityRoutes.unpinAnnouncement, {
      params: { slug, announcementId },
    }),
  rotateInvite: (slug: string) => callApi(communityRoutes.rotateInvite, { params: { slug } }),
  donate: (slug: string, amount: number) =>
    callApi(communityRoutes.donateToFund, { params: { slug }, body: { amount } }),
  grant: (slug: string, memberId: string, amount: number, note: string) =>
    callApi(communityRoutes.grantFromFund, { params: { slug }, body: { memberId, amount, note } }),
};

/** The coordinator's CSV exports, downloaded with the member's token. */
export function downloadCommunityExport(slug: string, kind: 'members' | 'fund', failure: string) {
  const route =
    kind === 'members' ? communityRoutes.exportCommunityMembers : communityRoutes.exportCommunityFund;
  return downloadWithSession(fillPath(route.path, { slug }), `${slug}-${kind}.csv`, failure);
}
