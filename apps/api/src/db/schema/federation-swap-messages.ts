import { bigserial, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RemoteSwapMessageDelivery } from '@skillswap/contracts/federation/swap-message-schemas';
import { federationLinks } from './federation.ts';
import { federationSwapRequests } from './federation-swap-requests.ts';
import { users } from './users.ts';

/** A message about a swap request across nodes as this node keeps it (migration 0137, ADR 210). */
export const federationSwapMessages = pgTable('federation_swap_messages', {
  id: uuid('id').primaryKey(),
  requestId: uuid('request_id')
    .notNull()
    .references(() => federationSwapRequests.id, { onDelete: 'cascade' }),
  seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
  author: text('author').notNull(),
  authorMemberId: uuid('author_member_id').references(() => users.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  fromLinkId: uuid('from_link_id').references(() => federationLinks.id),
  toLinkId: uuid('to_link_id').references(() => federationLinks.id),
  delivery: text('delivery').$type<RemoteSwapMessageDelivery>().notNull(),
  deliveryAttempts: integer('delivery_attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
