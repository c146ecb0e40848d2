import { sharedKeys } from '@/lib/query-keys.ts';

/** Under `['reviews']`, which a block invalidates (features/blocks). */
export const reviewsKeys = {
  all: sharedKeys.reviews,
  member: (memberId: string) => [...sharedKeys.reviews, memberId] as const,
  reputation: (memberId: string) => [...sharedKeys.reviews, memberId, 'reputation'] as const,
  level: (memberId: string) => [...sharedKeys.reviews, memberId, 'level'] as const,
};
