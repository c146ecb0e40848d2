import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RemoteSwapMessageDelivery } from '@skillswap/contracts/federation/swap-message-schemas';
import type { ReportReason } from '@skillswap/contracts/moderation/schemas';
import { federationLinks } from './federation.ts';
import { federationSwapRequests } from './federation-swap-requests.ts';
import { reports } from './safety.ts';

/** A report of a member of another exchange as this node passes it on (migration 0142, ADR 219). */
export const federationMemberReports = pgTable('federation_member_reports', {
  id: uuid('id').primaryKey(),
  requestId: uuid('request_id')
    .notNull()
    .references(() => federationSwapRequests.id, { onDelete: 'cascade' }),
  reporter: text('reporter').notNull(),
  reported: text('reported').notNull(),
  reason: text('reason').$type<ReportReason>().notNull(),
  details: text('details'),
  reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
  fromLinkId: uuid('from_link_id').references(() => federationLinks.id),
  toLinkId: uuid('to_link_id').references(() => federationLinks.id),
  delivery: text('delivery').$type<RemoteSwapMessageDelivery>().notNull(),
  deliveryAttempts: integer('delivery_attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
