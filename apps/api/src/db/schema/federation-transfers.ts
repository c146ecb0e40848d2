import { boolean, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  NodeTransferErasure,
  NodeTransferState,
} from '@skillswap/contracts/federation/transfer-schemas';
import { federationLinks } from './federation.ts';
import { users } from './users.ts';

/**
 * A Credit Commons transaction as this node keeps it (migration 0125, ADR 184); the id is the same on every
 * node.
 */
export const federationTransfers = pgTable('federation_transfers', {
  id: uuid('id').primaryKey(),
  payer: text('payer').notNull(),
  payee: text('payee').notNull(),
  quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  description: text('description').notNull(),
  state: text('state').$type<NodeTransferState>().notNull(),
  erasedBecause: text('erased_because').$type<NodeTransferErasure>(),
  version: integer('version').notNull().default(1),
  fromLinkId: uuid('from_link_id').references(() => federationLinks.id),
  toLinkId: uuid('to_link_id').references(() => federationLinks.id),
  payerMemberId: uuid('payer_member_id').references(() => users.id, { onDelete: 'set null' }),
  payeeMemberId: uuid('payee_member_id').references(() => users.id, { onDelete: 'set null' }),
  payerName: text('payer_name').notNull(),
  payeeName: text('payee_name').notNull(),
  deliveryDue: boolean('delivery_due').notNull().default(false),
  deliveryAttempts: integer('delivery_attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  deliveryAlertedAt: timestamp('delivery_alerted_at', { withTimezone: true }),
  fromLinkHash: text('from_link_hash'),
  toLinkHash: text('to_link_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
