import {
  boolean,
  doublePrecision,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { BoardPostKind } from '@skillswap/contracts/board/schemas';
import type { SkillCategory } from '@skillswap/contracts/shared/categories';
import { communities } from './communities.ts';
import { swaps } from './swaps.ts';
import { users } from './users.ts';

/** Posts on the requests board (migration 0060, ADR 88): a need or an offer, open until closed or expired. */
export const boardPosts = pgTable('board_posts', {
  id: uuid('id').primaryKey().defaultRandom(),
  authorId: uuid('author_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<BoardPostKind>().notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  skill: text('skill').notNull(),
  category: text('category').$type<SkillCategory>(),
  hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  isOnline: boolean('is_online').notNull(),
  city: text('city'),
  /** The city's centre from the offline gazetteer (migration 0086); null when online or unknown to it. */
  cityLatitude: doublePrecision('city_latitude'),
  cityLongitude: doublePrecision('city_longitude'),
  communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
  /** The author's helper, when the helper made the post for them (migration 0133, ADR 198). */
  helperId: uuid('helper_id').references(() => users.id, { onDelete: 'set null' }),
  status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
  closedReason: text('closed_reason').$type<'author' | 'filled'>(),
  lifetimeDays: smallint('lifetime_days').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  searchText: text('search_text').generatedAlwaysAs(sql`lower(title || ' ' || description || ' ' || skill)`),
});

/** The swap requests that answered a post. */
export const boardPostResponses = pgTable('board_post_responses', {
  swapId: uuid('swap_id')
    .primaryKey()
    .references(() => swaps.id, { onDelete: 'cascade' }),
  postId: uuid('post_id')
    .notNull()
    .references(() => boardPosts.id, { onDelete: 'cascade' }),
  responderId: uuid('responder_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which posts a weekly digest announced to which member (migration 0086): each post at most once. */
export const boardDigestAnnouncements = pgTable(
  'board_digest_announcements',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.postId] })],
);
