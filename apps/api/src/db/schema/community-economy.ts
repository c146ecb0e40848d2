import {
  bigserial,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  RecordedExchangeApproval,
  RecordedExchangeOutcome,
} from '@skillswap/contracts/community-economy/schemas';
import { communities } from './communities.ts';
import { users } from './users.ts';

/**
 * A community's rules for exchanges made in it (migration 0113, ADR 172); no row: the install's rules alone.
 */
export const communityRules = pgTable('community_rules', {
  communityId: uuid('community_id')
    .primaryKey()
    .references(() => communities.id, { onDelete: 'cascade' }),
  /** -20 to 0 hours; null: the install's floor. The stricter of the two applies. */
  creditFloor: numeric('credit_floor', { precision: 5, scale: 2, mode: 'number' }),
  /** 10 to 200 hours; null: no cap. */
  balanceCap: numeric('balance_cap', { precision: 5, scale: 2, mode: 'number' }),
  levyPercent: numeric('levy_percent', { precision: 4, scale: 2, mode: 'number' }).notNull().default(0),
  /** Safeguarding requirements (migration 0119, ADR 178). */
  requireVettingInPerson: boolean('require_vetting_in_person').notNull().default(false),
  requireAccompaniedFirst: boolean('require_accompanied_first').notNull().default(false),
  requireFlaggedApproval: boolean('require_flagged_approval').notNull().default(false),
  /**
   * Swaps made in the community wait for a coordinator's approval before they can be accepted
   * (migration 0122).
   */
  requireSwapApproval: boolean('require_swap_approval').notNull().default(false),
  /**
   * Requests made in the community are accepted automatically after this many days unanswered; null: never.
   */
  autoAcceptDays: integer('auto_accept_days'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An exchange a coordinator recorded after it happened offline (migration 0113). */
export const recordedExchanges = pgTable('recorded_exchanges', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
  communityId: uuid('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' }),
  recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  category: text('category').notNull(),
  note: text('note').notNull().default(''),
  happenedOn: date('happened_on', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  disputeUntil: timestamp('dispute_until', { withTimezone: true }).notNull(),
  disputedBy: uuid('disputed_by').references(() => users.id, { onDelete: 'set null' }),
  disputedAt: timestamp('disputed_at', { withTimezone: true }),
  disputeReason: text('dispute_reason'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  outcome: text('outcome').$type<RecordedExchangeOutcome>(),
  /**
   * An imported row's key (migration 0114): its content and place among identical rows; null when recorded by
   * hand.
   */
  importKey: text('import_key'),
  /** Whether it happened in person, and the third member who accompanied it (migration 0119, ADR 178). */
  inPerson: boolean('in_person').notNull().default(false),
  accompaniedBy: uuid('accompanied_by').references(() => users.id, { onDelete: 'set null' }),
  /** 'pending' while a second coordinator has to approve it (a flagged member under the approval rule). */
  approval: text('approval').$type<RecordedExchangeApproval>(),
  approvalBy: uuid('approval_by').references(() => users.id, { onDelete: 'set null' }),
  approvalAt: timestamp('approval_at', { withTimezone: true }),
});

/** One teacher and one learner of a recorded exchange, with the hours and the levy taken from the teacher. */
export const recordedExchangeParts = pgTable(
  'recorded_exchange_parts',
  {
    exchangeId: uuid('exchange_id')
      .notNull()
      .references(() => recordedExchanges.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    learnerId: uuid('learner_id').references(() => users.id, { onDelete: 'set null' }),
    hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    levy: numeric('levy', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.exchangeId, table.position] })],
);
