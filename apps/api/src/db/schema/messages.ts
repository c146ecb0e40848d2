import { bigint, bigserial, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { swaps } from './swaps.ts';
import { users } from './users.ts';

/** Messages of a swap's thread (migration 0022). */
export const swapMessages = pgTable('swap_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  swapId: uuid('swap_id')
    .notNull()
    .references(() => swaps.id, { onDelete: 'cascade' }),
  senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
  /** The sender's helper, when the helper wrote it for them (migration 0134, ADR 202). */
  helperId: uuid('helper_id').references(() => users.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  clientKey: text('client_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Hidden by an operator after a report (migration 0053): shown to operators only. */
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
});

/** How far each member has read each thread. */
export const swapMessageReads = pgTable(
  'swap_message_reads',
  {
    swapId: uuid('swap_id')
      .notNull()
      .references(() => swaps.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.swapId, table.memberId] })],
);
