import { bigserial, check, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { SwapStatus } from '@skillswap/contracts/swaps/schemas';
import { communities } from './communities.ts';
import { users } from './users.ts';

/**
 * Swaps (migration 0011): one row per request, its status moving through the lifecycle of product rules R3.3.
 */
export const swaps = pgTable(
  'swaps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id),
    offeredSkill: text('offered_skill').notNull(),
    requestedSkill: text('requested_skill').notNull(),
    message: text('message').notNull().default(''),
    hoursOffered: numeric('hours_offered', { precision: 5, scale: 2, mode: 'number' }).notNull().default(1),
    hoursRequested: numeric('hours_requested', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(1),
    status: text('status').$type<SwapStatus>().notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The community the swap was made in (migration 0122, ADR 181): its rules apply when it is accepted and
     * settles.
     */
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'set null' }),
    /** A coordinator's approval, when the community asks for it: pending until approved or refused. */
    communityApproval: text('community_approval').$type<'pending' | 'approved' | 'refused'>(),
    communityApprovalBy: uuid('community_approval_by').references(() => users.id, { onDelete: 'set null' }),
    communityApprovalAt: timestamp('community_approval_at', { withTimezone: true }),
    /** When the auto-accept job tried this request and a rule or limit refused it: it is not tried again. */
    autoAcceptSkippedAt: timestamp('auto_accept_skipped_at', { withTimezone: true }),
  },
  (table) => [check('swaps_not_self', sql`${table.requesterId} <> ${table.recipientId}`)],
);

/** Append-only history of each swap. */
export const swapEvents = pgTable('swap_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  swapId: uuid('swap_id')
    .notNull()
    .references(() => swaps.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  actorId: uuid('actor_id').references(() => users.id),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
