import {
  bigint,
  boolean,
  doublePrecision,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/** Canonical skills of each member (migration 0030), maintained from the profile's own lists. */
export const memberSkillSets = pgTable('member_skill_sets', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  offered: text('offered').array().notNull().default([]),
  wanted: text('wanted').array().notNull().default([]),
  categories: text('categories').array().notNull().default([]),
  taxonomyVersion: text('taxonomy_version').notNull(),
  isListed: boolean('is_listed').notNull().default(false),
  quality: doublePrecision('quality').notNull().default(0),
  rating: doublePrecision('rating').notNull().default(0),
  verified: boolean('verified').notNull().default(false),
  activeAt: timestamp('active_at', { withTimezone: true }).notNull().defaultNow(),
  city: text('city'),
  country: text('country'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Profiles whose canonical skills must be rebuilt; filled by a trigger on profiles. */
export const memberSkillRefresh = pgTable('member_skill_refresh', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});

export const matchingState = pgTable('matching_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const matchDigestPreferences = pgTable('match_digest_preferences', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const matchDigestAnnouncements = pgTable(
  'match_digest_announcements',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    matchedMemberId: uuid('matched_member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.matchedMemberId] })],
);

/** One row per listed member, side and canonical skill, in pre-rank order (migration 0031). */
export const memberSkillEntries = pgTable(
  'member_skill_entries',
  {
    side: text('side').$type<'offered' | 'wanted'>().notNull(),
    skill: text('skill').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    quality: doublePrecision('quality').notNull(),
    placeKey: text('place_key'),
    /** The member's skills on the other side (wanted for an offered entry), for index-only mutual checks. */
    otherSide: text('other_side').array().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.side, table.skill, table.memberId] })],
);
