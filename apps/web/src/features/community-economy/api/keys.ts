import { sharedKeys } from '@/lib/query-keys.ts';

const economy = (slug: string) => [...sharedKeys.communities.one(slug), 'economy'] as const;

/** Under the community's own key, so any action on the community reads them again. */
export const communityEconomyKeys = {
  /** Shared: community-safeguarding reads its switches from the same rules. */
  rules: sharedKeys.communities.rules,
  swapApprovals: (slug: string) => [...economy(slug), 'swap-approvals'] as const,
  recorded: (slug: string) => [...economy(slug), 'recorded'] as const,
};
