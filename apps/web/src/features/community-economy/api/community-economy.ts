import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CommunityRulesInput,
  RecordExchangeInput,
} from '@skillswap/contracts/community-economy/schemas';
import { communityEconomyRoutes } from '@skillswap/contracts/community-economy/routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { communityEconomyKeys } from './keys.ts';

/**
 * A community's rules and recorded exchanges (ADR 172). Their keys sit under the community's own
 * (`['communities', 'one', slug]`), so any action on the community reads them again, and these actions, which
 * move SkillCoin, read the community and the member's balance again.
 */

export function useCommunityRules(slug: string, isEnabled: boolean) {
  return useQuery({
    queryKey: communityEconomyKeys.rules(slug),
    queryFn: ({ signal }) => callApi(communityEconomyRoutes.getCommunityRules, { params: { slug }, signal }),
    enabled: isEnabled,
  });
}

/** Swaps made in the community that wait for a coordinator's approval (ADR 181); coordinators only. */
export function useSwapApprovals(slug: string, isEnabled: boolean) {
  return useQuery({
    queryKey: communityEconomyKeys.swapApprovals(slug),
    queryFn: ({ signal }) => callApi(communityEconomyRoutes.listSwapApprovals, { params: { slug }, signal }),
    enabled: isEnabled,
  });
}

export function useRecordedExchanges(slug: string, isEnabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communityEconomyKeys.recorded(slug),
      queryFn: ({ pageParam, signal }) =>
        callApi(communityEconomyRoutes.listRecordedExchanges, {
          params: { slug },
          query: { limit: 10, cursor: pageParam ?? undefined },
          signal,
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      enabled: isEnabled,
    }),
  );
}

export const economyActions = {
  updateRules: (slug: string, rules: CommunityRulesInput) =>
    callApi(communityEconomyRoutes.updateCommunityRules, { params: { slug }, body: rules }),
  record: (slug: string, exchange: RecordExchangeInput) =>
    callApi(communityEconomyRoutes.recordExchange, { params: { slug }, body: exchange }),
  importExchanges: (slug: string, csv: string, dryRun: boolean) =>
    callApi(communityEconomyRoutes.importRecordedExchanges, { params: { slug }, body: { csv, dryRun } }),
  dispute: (slug: string, exchangeId: string, reason: string) =>
    callApi(communityEconomyRoutes.disputeRecordedExchange, {
      params: { slug, exchangeId },
      body: { reason },
    }),
  approve: (slug: string, exchangeId: string, decision: 'approved' | 'refused') =>
    callApi(communityEconomyRoutes.approveRecordedExchange, {
      params: { slug, exchangeId },
      body: { decision },
    }),
  decideSwap: (slug: string, swapId: string, decision: 'approved' | 'refused') =>
    callApi(communityEconomyRoutes.decideSwapApproval, { params: { slug, swapId }, body: { decision } }),
  decide: (slug: string, exchangeId: string, outcome: 'kept' | 'reversed') =>
    callApi(communityEconomyRoutes.decideRecordedExchange, {
      params: { slug, exchangeId },
      body: { outcome },
    }),
};

/**
 * Runs one of the actions above on the community, then reads again what they change: the community's
 * figures, what hours moving in it change, its rules and the member's own SkillCoin.
 */
export function useEconomyAction(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () =>
      Promise.all(
        [
          sharedKeys.communities.page(slug),
          sharedKeys.communities.trade(slug),
          sharedKeys.communities.rules(slug),
          sharedKeys.ledger,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
