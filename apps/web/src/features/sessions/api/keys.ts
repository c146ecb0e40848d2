import { sharedKeys } from '@/lib/query-keys.ts';

/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const sessionsKeys = {
  /** Every swap's sessions, shown in the member's time zone and against their availability. */
  all: [...sharedKeys.swaps.all, 'sessions'] as const,
  swap: (swapId: string) => [...sharedKeys.swaps.all, 'sessions', swapId] as const,
  availability: ['me', 'availability'] as const,
  timeZone: ['me', 'time-zone'] as const,
  calendarFeed: ['me', 'calendar-feed'] as const,
};
