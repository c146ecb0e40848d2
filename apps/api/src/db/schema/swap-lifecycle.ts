import { numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DisputeOutcome } from '@skillswap/contracts/swap-lifecycle/schemas';
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
  /** The operator who resolved it in the console; null from the command line (migration 0054). */
  resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  resolvedVia: text('resolved_via').$type<'console' | 'command_line'>().notNull().default('command_line'),
});

/** The disputed member's statement, one per dispute, editable until it is resolved (migration 0054). */
export const disputeStatements = pgTable('dispute_statements', {
  swapId: uuid('swap_id')
    .primaryKey()
    .references(() => swaps.id, { onDelete: 'cascade' }),
  memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
  statement: text('statement').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
