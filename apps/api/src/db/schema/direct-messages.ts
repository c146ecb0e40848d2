import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Elite first messages (migration 0083, ADR 116): one conversation per pair of members. */
export const directConversations = pgTable('direct_conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  openerId: uuid('opener_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  recipientId: uuid('recipient_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
});

export const directMessages = pgTable('direct_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => directConversations.id, { onDelete: 'cascade' }),
  senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
  /** The sender's helper, when the helper wrote it for them (migration 0132, ADR 195). */
  helperId: uuid('helper_id').references(() => users.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Hidden by an operator acting on a report (migration 0095): shown to neither member from then on. */
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
});

export const directMessageReads = pgTable(
  'direct_message_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => directConversations.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.memberId] })],
);

/** A member's choice about first messages; no row means they are allowed. */
export const directMessageSettings = pgTable('direct_message_settings', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  allowsFirstMessages: boolean('allows_first_messages').notNull(),
});

/** The Coach's weekly hours goal (migration 0084, ADR 117). */
export const coachGoals = pgTable('coach_goals', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklyHours: integer('weekly_hours').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
