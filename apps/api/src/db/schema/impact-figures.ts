import {
  bigint,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger.ts';

// Impact figures kept as exchanges happen (migration 0123, ADR 182): written only by the database's triggers
// on the ledger, the rows an exchange is read from and the communities' memberships; the impact module reads
// them. A scope is a community's id, or the nil uuid for the install.

/** One direction of teaching of an exchange transfer, as a report counts it (ADR 174). */
export const impactParts = pgTable(
  'impact_parts',
  {
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    direction: smallint('direction').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    source: text('source').$type<'swap' | 'workshop' | 'recorded'>().notNull(),
    teacherId: uuid('teacher_id'),
    learnerId: uuid('learner_id'),
    hours: numeric('hours', { mode: 'number' }).notNull(),
    skill: text('skill'),
    category: text('category'),
    undone: boolean('undone').notNull(),
  },
  (table) => [primaryKey({ columns: [table.transferId, table.direction] })],
);

/** A transfer in one of its scopes: who was in it, what it moved there, and its pair's previous exchanges. */
export const impactTransferScopes = pgTable(
  'impact_transfer_scopes',
  {
    scopeId: uuid('scope_id').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    membersIn: uuid('members_in').array(),
    movedOn: date('moved_on', { mode: 'string' }),
    line: text('line'),
    credited: numeric('credited', { mode: 'number' }),
    debited: numeric('debited', { mode: 'number' }),
    pairA: uuid('pair_a'),
    pairB: uuid('pair_b'),
    prev1: date('prev1', { mode: 'string' }),
    prev2: date('prev2', { mode: 'string' }),
  },
  (table) => [primaryKey({ columns: [table.transferId, table.scopeId] })],
);

/** A scope's exchanges of a day by source, undone or not, both members in or not, category and skill. */
export const impactExchangeDays = pgTable(
  'impact_exchange_days',
  {
    scopeId: uuid('scope_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    undone: boolean('undone').notNull(),
    bothIn: boolean('both_in').notNull(),
    category: text('category').notNull(),
    skill: text('skill').notNull(),
    transfers: integer('transfers').notNull(),
    parts: integer('parts').notNull(),
    hours: numeric('hours', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.scopeId,
        table.day,
        table.source,
        table.undone,
        table.bothIn,
        table.category,
        table.skill,
      ],
    }),
  ],
);

/** A member's counted exchanges in a scope by day, month and year. */
export const impactMemberPeriods = pgTable(
  'impact_member_periods',
  {
    scopeId: uuid('scope_id').notNull(),
    grain: text('grain').$type<'day' | 'month' | 'year'>().notNull(),
    starts: date('starts', { mode: 'string' }).notNull(),
    memberId: uuid('member_id').notNull(),
    parts: integer('parts').notNull(),
    hours: numeric('hours', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scopeId, table.grain, table.starts, table.memberId] })],
);

/** Pairs' counted exchanges of a day by the days of the pair's two previous ones. */
export const impactPairDays = pgTable(
  'impact_pair_days',
  {
    scopeId: uuid('scope_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    prev1: date('prev1', { mode: 'string' }).notNull(),
    prev2: date('prev2', { mode: 'string' }).notNull(),
    transfers: integer('transfers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scopeId, table.day, table.prev1, table.prev2] })],
);

/** Every ledger movement on a scope's accounts by day and line. */
export const impactLedgerDays = pgTable(
  'impact_ledger_days',
  {
    scopeId: uuid('scope_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    line: text('line').notNull(),
    transfers: integer('transfers').notNull(),
    credited: numeric('credited', { mode: 'number' }).notNull(),
    debited: numeric('debited', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scopeId, table.day, table.line] })],
);

/** Transfers to file again when the transaction that queued them commits. */
export const impactPendingTransfers = pgTable('impact_pending_transfers', {
  transferId: bigint('transfer_id', { mode: 'number' }).primaryKey(),
});
