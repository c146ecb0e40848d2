import { sharedKeys } from '@/lib/query-keys.ts';

const economy = (slug: string) => [...sharedKeys.communities.trade(slug), 'economy'] as const;

/**
 * Under the community's trade key, so an action that moves hours reads them again, and with it under the
 * community's own key, so any action on the community does.
 */
export const communityEconomyKeys = {
  /** Shared: community-safeguarding reads its switches from the same rules. */
  rules: sharedKeys.communities.rules,
  swapApprovals: (slug: string) => [...economy(slug), 'swap-approvals'] as const,
  recorded: (slug: string) => [...economy(slug), 'recorded'] as const,
};
