import { sharedKeys } from '@/lib/query-keys.ts';

/** Community pages (ADR 98): the list, one community, its members, fund and dashboard. */
export const communitiesKeys = {
  all: sharedKeys.communities.all,
  list: (q: string, mine: boolean) => ['communities', 'list', q, mine] as const,
  one: sharedKeys.communities.one,
  page: (slug: string, invite: string | null) => [...sharedKeys.communities.page(slug), invite] as const,
  members: (slug: string) => [...sharedKeys.communities.one(slug), 'members'] as const,
  fund: (slug: string) => [...sharedKeys.communities.trade(slug), 'fund'] as const,
  dashboard: (slug: string) => [...sharedKeys.communities.trade(slug), 'dashboard'] as const,
  joinDecisions: (slug: string) => [...sharedKeys.communities.one(slug), 'join-decisions'] as const,
};
