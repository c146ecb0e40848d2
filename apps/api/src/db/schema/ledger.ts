import { bigint, bigserial, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TransferDetails, TransferKind } from '@skillswap/contracts/ledger/schemas';
import { users } from './users.ts';

/** The community fund's account (migration 0020); the starter grant comes from it. */
export const communityFundAccountId = '00000000-0000-4000-8000-000000000001';

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<'member' | 'fund' | 'community_fund' | 'node_link'>().notNull(),
  memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
  /** A community's fund (migration 0067); its `communities` row, referenced in SQL only. */
  communityId: uuid('community_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerTransfers = pgTable('ledger_transfers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<TransferKind>().notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  swapId: uuid('swap_id'),
  description: text('description').notNull(),
  /** The line's words (migration 0111); null for transfers recorded before. */
  details: jsonb('details').$type<TransferDetails>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerMovements = pgTable('ledger_movements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transferId: bigint('transfer_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerTransfers.id),
  accountId: uuid('account_id')
    .notNull()
    .references(() => ledgerAccounts.id),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerHolds = pgTable('ledger_holds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => ledgerAccounts.id),
  /** The swap or (migration 0066) the workshop booking the hold is for: exactly one of the two. */
  swapId: uuid('swap_id').unique(),
  workshopBookingId: uuid('workshop_booking_id').unique(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  releasedAt: timestamp('released_at', { withTimezone: true }),
  releaseReason: text('release_reason').$type<'cancelled' | 'settled' | 'account_closed'>(),
});
