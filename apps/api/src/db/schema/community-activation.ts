import { bigserial, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActivationReason, SuggestionKind } from '@skillswap/contracts/community-activation/schemas';
import { communities } from './communities.ts';
import { users } from './users.ts';

/**
 * A coordinator's nudge towards an exchange (migration 0115, ADR 173): kept so the queue shows what followed.
 */
export const activationNudges = pgTable('activation_nudges', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
  communityId: uuid('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' }),
  memberId: uuid('member_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').$type<ActivationReason>().notNull(),
  /** The swap request or board post of an `unanswered_*` nudge. */
  subjectId: uuid('subject_id'),
  message: text('message').notNull(),
  suggestionKind: text('suggestion_kind').$type<SuggestionKind>(),
  suggestionLabel: text('suggestion_label'),
  suggestionLink: text('suggestion_link'),
  sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * Each member's first and last exchange (migration 0115): kept by the database's triggers on swaps, workshop
 * bookings and recorded exchanges from the `member_exchanges` view; never written by the application.
 */
export const memberExchangeActivity = pgTable('member_exchange_activity', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstExchangeAt: timestamp('first_exchange_at', { withTimezone: true }).notNull(),
  lastExchangeAt: timestamp('last_exchange_at', { withTimezone: true }).notNull(),
});
