import { sharedKeys } from '@/lib/query-keys.ts';

/** Under `['swaps']`, which any swap action invalidates; the live stream refreshes them (lib/live). */
export const swapLifecycleKeys = {
  all: sharedKeys.swaps.all,
  box: (box: string) => [...sharedKeys.swaps.boxes, box] as const,
  summary: sharedKeys.swaps.summary,
  detail: sharedKeys.swaps.detail,
  messages: sharedKeys.swaps.messages,
  dispute: (swapId: string) => [...sharedKeys.swaps.all, 'dispute', swapId] as const,
};
