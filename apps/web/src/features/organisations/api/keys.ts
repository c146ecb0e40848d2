import { sharedKeys } from '@/lib/query-keys.ts';

/**
 * This feature's query keys. An organisation's data sits under its community's key, so a
 * change to the community page reads it again; the SLA's sits under billing's.
 */
export const organisationsKeys = {
  /** An organisation's (ADR 122); its webhooks sit under it too. */
  organisation: (slug: string) => [...sharedKeys.communities.one(slug), 'organisation'] as const,
  invitations: (slug: string) =>
    [...sharedKeys.communities.one(slug), 'organisation', 'invitations'] as const,
  branding: (slug: string) => [...sharedKeys.communities.one(slug), 'organisation', 'branding'] as const,
  sla: ['billing', 'sla'] as const,
};
