import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  ReportAction,
  ReportReason,
  ReportStatus,
  ReportTargetKind,
} from '@skillswap/contracts/moderation/schemas';
import { users } from './users.ts';

/** Reports of a member, a message or a review (migration 0053, ADR 73). */
export const reports = pgTable('reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
  targetKind: text('target_kind').$type<ReportTargetKind>().notNull(),
  targetId: text('target_id').notNull(),
  reportedMemberId: uuid('reported_member_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').$type<ReportReason>().notNull(),
  details: text('details'),
  status: text('status').$type<ReportStatus>().notNull().default('open'),
  action: text('action').$type<ReportAction>(),
  resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The member of another exchange in it, as an address and "name · node" (migration 0142, ADR 219). */
  partnerAddress: text('partner_address'),
  partnerLabel: text('partner_label'),
});

/** Members suspended now; the row goes when they are unsuspended (the audit log keeps the history). */
export const memberSuspensions = pgTable('member_suspensions', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  suspendedBy: uuid('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  profileVisibilityBefore: text('profile_visibility_before').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
