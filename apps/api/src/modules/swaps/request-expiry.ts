import { swapRequestLifetimeDays } from '@skillswap/contracts/swap-lifecycle/schemas';
import type { SwapRow } from './swaps.repository.ts';

const lifetimeMs = swapRequestLifetimeDays * 24 * 60 * 60 * 1000;

/** When an unanswered request expires: its stored expiry, or the standard lifetime from creation. */
export function expiryOf(swap: Pick<SwapRow, 'expiresAt' | 'createdAt'>): Date {
  return swap.expiresAt ?? new Date(swap.createdAt.getTime() + lifetimeMs);
}

export function isPastExpiry(swap: Pick<SwapRow, 'expiresAt' | 'createdAt'>, now: Date): boolean {
  return expiryOf(swap).getTime() <= now.getTime();
}
