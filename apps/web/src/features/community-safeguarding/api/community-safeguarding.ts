import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityRulesInput } from '@skillswap/contracts/community-economy/schemas';
import type { FlagInput, VettingInput } from '@skillswap/contracts/community-safeguarding/schemas';
import { communityEconomyRoutes } from '@skillswap/contracts/community-economy/routes';
import { communitySafeguardingRoutes } from '@skillswap/contracts/community-safeguarding/routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { communitySafeguardingKeys } from './keys.ts';

/**
 * Safeguarding in a community (ADR 178). The keys sit under the community's own, so a change
 * reads the community, its rules, its member list's badges and its recorded exchanges again.
 */

/** Coordinators: every member with a vetting record or a flag. */
export function useSafeguarding(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: communitySafeguardingKeys.all(slug),
    queryFn: ({ signal }) =>
      callApi(communitySafeguardingRoutes.getSafeguarding, { params: { slug }, signal }),
    enabled,
    retry: false,
  });
}

/** A member's own record in the community. */
export function useOwnSafeguarding(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: communitySafeguardingKeys.mine(slug),
    queryFn: ({ signal }) =>
      callApi(communitySafeguardingRoutes.getOwnSafeguarding, { params: { slug }, signal }),
    enabled,
    retry: false,
  });
}

/** The members who show the "Reference checked" badge, as a set of ids. */
export function useReferenceCheckedIds(slug: string, enabled: boolean) {
  const query = useQuery({
    queryKey: communitySafeguardingKeys.badges(slug),
    queryFn: ({ signal }) =>
      callApi(communitySafeguardingRoutes.listReferenceChecked, { params: { slug }, signal }),
    enabled,
    retry: false,
  });
  return new Set(query.data?.memberIds ?? []);
}

/** Where a member's references are checked, among the communities the viewer can see (for their profile). */
export function useMemberReferenceChecks(memberId: string, enabled: boolean) {
  return useQuery({
    queryKey: communitySafeguardingKeys.memberReferenceChecks(memberId),
    queryFn: ({ signal }) =>
      callApi(communitySafeguardingRoutes.getMemberReferenceChecks, { params: { id: memberId }, signal }),
    enabled,
    retry: false,
  });
}

/** The community's rules, whose safeguarding switches the section turns on and off. */
export function useRulesForRequirements(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: sharedKeys.communities.rules(slug),
    queryFn: ({ signal }) => callApi(communityEconomyRoutes.getCommunityRules, { params: { slug }, signal }),
    enabled,
  });
}

export const safeguardingActions = {
  saveVetting: (slug: string, memberId: string, vetting: VettingInput) =>
    callApi(communitySafeguardingRoutes.saveVetting, { params: { slug, memberId }, body: vetting }),
  withdrawVetting: (slug: string, memberId: string) =>
    callApi(communitySafeguardingRoutes.withdrawVetting, { params: { slug, memberId } }),
  flag: (slug: string, memberId: string, flag: FlagInput) =>
    callApi(communitySafeguardingRoutes.flagMember, { params: { slug, memberId }, body: flag }),
  unflag: (slug: string, memberId: string) =>
    callApi(communitySafeguardingRoutes.unflagMember, { params: { slug, memberId } }),
  setRequirements: (slug: string, rules: CommunityRulesInput) =>
    callApi(communityEconomyRoutes.updateCommunityRules, { params: { slug }, body: rules }),
};

/**
 * Runs one of the actions above on the community, then reads again what they change: its safeguarding, its
 * rules (the requirements), its figures and what hours moving in it change (a flagged member's exchanges wait
 * for approval), and the badges on profiles.
 */
export function useSafeguardingAction(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () =>
      Promise.all(
        [
          communitySafeguardingKeys.community(slug),
          sharedKeys.communities.rules(slug),
          sharedKeys.communities.page(slug),
          sharedKeys.communities.trade(slug),
          communitySafeguardingKeys.referenceChecks,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
