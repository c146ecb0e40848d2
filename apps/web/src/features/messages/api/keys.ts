import { sharedKeys } from '@/lib/query-keys.ts';

/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const messagesKeys = {
  /** Under the swaps' key; the live stream refreshes it when a message arrives. */
  conversations: sharedKeys.swaps.conversations,
};
