import { numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DisputeOutcome } from '@skillswap/contracts/swap-lifecycle';
import { swaps } from './swaps.ts';
import { users } from './users.ts';

/** Each member's confirmation of the hours taught each way (migration 0021). */
export const swapConfirmations = pgTable(
  'swap_confirmations',
  {
    swapId: uuid('swap_id')
      .notNull()
      .references(() => swaps.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requesterHours: numeric('requester_hours', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    recipientHours: numeric('recipient_hours', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.swapId, table.memberId] })],
);

/** An operator's resolution of a disputed swap, at most one per swap (migration 0025). */
export const swapResolutions = pgTable('swap_resolutions', {
  swapId: uuid('swap_id')
    .primaryKey()
    .references(() => swaps.id, { onDelete: 'cascade' }),
  outcome: text('outcome').$type<DisputeOutcome>().notNull(),
  requesterHours: numeric('requester_hours', { precision: 5, scale: 2, mode: 'number' }),
  recipientHours: numeric('recipient_hours', { precision: 5, scale: 2, mode: 'number' }),
  note: text('note').notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
});
