import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A Premium member's request for the verified badge and a moderator's decision (migration 0080, ADR 114). */
export const identityVerificationRequests = pgTable('identity_verification_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  note: text('note').notNull(),
  linkUrl: text('link_url').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'declined'] })
    .notNull()
    .default('pending'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decisionNote: text('decision_note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});
