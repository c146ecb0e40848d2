import { sharedKeys } from '@/lib/query-keys.ts';

/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const communityAreasKeys = {
  areas: (slug: string) => [...sharedKeys.communities.one(slug), 'areas'] as const,
};
