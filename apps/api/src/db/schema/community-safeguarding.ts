import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { communities } from './communities.ts';
import { users } from './users.ts';

/**
 * A member's vetting in a community (migration 0119, ADR 178): dates and who checked, never the documents.
 */
export const memberVettings = pgTable(
  'member_vettings',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referencesCheckedOn: date('references_checked_on', { mode: 'string' }),
    referencesCheckedBy: uuid('references_checked_by').references(() => users.id, { onDelete: 'set null' }),
    backgroundCheckedOn: date('background_checked_on', { mode: 'string' }),
    backgroundExpiresOn: date('background_expires_on', { mode: 'string' }),
    backgroundCheckedBy: uuid('background_checked_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.communityId, table.memberId] })],
);

/** A member the community's coordinators flagged (migration 0119); the reason is for coordinators only. */
export const memberFlags = pgTable(
  'member_flags',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    flaggedBy: uuid('flagged_by').references(() => users.id, { onDelete: 'set null' }),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.communityId, table.memberId] })],
);
