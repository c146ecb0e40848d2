import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RemoteSwapRequestState } from '@skillswap/contracts/federation/swap-request-schemas';
import { federationLinks } from './federation.ts';
import { users } from './users.ts';

/**
 * A swap request across nodes as this node keeps it (migrations 0135, 0138, 0140; ADRs 206, 212, 215); one id
 * on every node.
 */
export const federationSwapRequests = pgTable('federation_swap_requests', {
  id: uuid('id').primaryKey(),
  requester: text('requester').notNull(),
  recipient: text('recipient').notNull(),
  requesterName: text('requester_name').notNull(),
  recipientName: text('recipient_name').notNull(),
  message: text('message').notNull(),
  state: text('state').$type<RemoteSwapRequestState>().notNull(),
  refusal: text('refusal'),
  fromLinkId: uuid('from_link_id').references(() => federationLinks.id),
  toLinkId: uuid('to_link_id').references(() => federationLinks.id),
  requesterMemberId: uuid('requester_member_id').references(() => users.id, { onDelete: 'set null' }),
  recipientMemberId: uuid('recipient_member_id').references(() => users.id, { onDelete: 'set null' }),
  delivery: text('delivery').$type<'request' | 'answer' | 'cancel'>(),
  deliveryAttempts: integer('delivery_attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
