import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { communities } from './communities.ts';
import { users } from './users.ts';

/** A named part of a community's patch (migration 0117, ADR 176). */
export const communityAreas = pgTable('community_areas', {
  id: uuid('id').primaryKey().defaultRandom(),
  communityId: uuid('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  cities: text('cities').array().notNull().default([]),
  postcodePrefixes: text('postcode_prefixes').array().notNull().default([]),
  coordinatorId: uuid('coordinator_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
