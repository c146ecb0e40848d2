import { sharedKeys } from '@/lib/query-keys.ts';

/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const profilesKeys = {
  all: sharedKeys.profiles,
  detail: (id: string, viewerId: string | null) => [...sharedKeys.profiles, 'detail', id, viewerId] as const,
  /** The signed-in member's own: the swap request reads it for its skills and plan, Explore for its plan. */
  mine: sharedKeys.myProfile,
};
