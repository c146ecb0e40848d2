import { sharedKeys } from '@/lib/query-keys.ts';

/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const swapsKeys = {
  all: sharedKeys.swaps.all,
  requests: [...sharedKeys.swaps.all, 'requests'] as const,
  standing: [...sharedKeys.swaps.all, 'standing'] as const,
  sharedCommunities: (memberId: string) => [...sharedKeys.swaps.all, 'shared-communities', memberId] as const,
};
