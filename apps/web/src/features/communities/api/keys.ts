import { sharedKeys } from '@/lib/query-keys.ts';

/** Community pages (ADR 98): the list, one community, its members, fund, dashboard and organisation. */
export const communitiesKeys = {
  all: sharedKeys.communities.all,
  list: (q: string, mine: boolean) => ['communities', 'list', q, mine] as const,
  one: sharedKeys.communities.one,
  page: (slug: string, invite: string | null) =>
    [...sharedKeys.communities.one(slug), 'page', invite] as const,
  members: (slug: string) => [...sharedKeys.communities.one(slug), 'members'] as const,
  fund: (slug: string) => [...sharedKeys.communities.one(slug), 'fund'] as const,
  dashboard: (slug: string) => [...sharedKeys.communities.one(slug), 'dashboard'] as const,
  joinDecisions: (slug: string) => [...sharedKeys.communities.one(slug), 'join-decisions'] as const,
  /** An organisation's (ADR 122); its webhooks sit under it too. */
  organisation: (slug: string) => [...sharedKeys.communities.one(slug), 'organisation'] as const,
  invitations: (slug: string) =>
    [...sharedKeys.communities.one(slug), 'organisation', 'invitations'] as const,
  branding: (slug: string) => [...sharedKeys.communities.one(slug), 'organisation', 'branding'] as const,
  sla: ['billing', 'sla'] as const,
};
