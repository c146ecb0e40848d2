import { sharedKeys } from '@/lib/query-keys.ts';

/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const safetyKeys = {
  blocks: ['blocks'] as const,
  /** Under the swaps' key, so a swap action reads it again. */
  dispute: (swapId: string) => [...sharedKeys.swaps.all, 'dispute', swapId] as const,
};
