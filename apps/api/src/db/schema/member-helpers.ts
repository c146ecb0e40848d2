import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { communities } from './communities.ts';
import { users } from './users.ts';

/** A member's helper, appointed by the member or a coordinator (migration 0120, ADR 179). */
export const memberHelpers = pgTable('member_helpers', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  helperId: uuid('helper_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  appointedBy: uuid('appointed_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  communityId: uuid('community_id').references(() => communities.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  /** The lines of the consent screen the member agreed to (`helperMayDo`; migration 0132, ADR 195). */
  consentedTo: text('consented_to').array().notNull(),
});

/** What a helper did for a member (migration 0120, ADR 179). */
export const helperActions = pgTable('helper_actions', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  helperId: uuid('helper_id').references(() => users.id, { onDelete: 'set null' }),
  helperName: text('helper_name').notNull(),
  action: text('action').notNull(),
  swapId: uuid('swap_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
