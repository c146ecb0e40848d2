import { sharedKeys } from '@/lib/query-keys.ts';

/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const memberHelpersKeys = {
  all: ['member-helpers'] as const,
  mine: ['member-helpers', 'mine'] as const,
  actions: ['member-helpers', 'actions'] as const,
  swap: (swapId: string) => ['member-helpers', 'swap', swapId] as const,
  /** A community's helpers, under the community's key. */
  community: (slug: string) => [...sharedKeys.communities.one(slug), 'helpers'] as const,
};
