import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { avatars } from './avatars.ts';
import { users } from './users.ts';

/** Portfolio items (migration 0075, ADR 107): shown on the public profile while the plan is Premium or up. */
export const portfolioItems = pgTable('portfolio_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  linkUrl: text('link_url'),
  imageHash: text('image_hash')
    .notNull()
    .references(() => avatars.hash),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's accent colour and cover image (migration 0080, ADR 113): shown while the plan is Premium or up.
 */
export const profileBranding = pgTable('profile_branding', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accent: text('accent'),
  coverHash: text('cover_hash').references(() => avatars.hash),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
