import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Per-day counts of a member's profile being viewed and listed (migration 0074, ADR 106): never who viewed.
 */
export const profileActivityDays = pgTable(
  'profile_activity_days',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    profileViews: integer('profile_views').notNull().default(0),
    exploreAppearances: integer('explore_appearances').notNull().default(0),
    matchAppearances: integer('match_appearances').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);
