import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  integer,
  numeric,
  pgTable,
  pgView,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MeetingMode, SpokenLanguage } from '@skillswap/contracts/explore/filters';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import { avatars } from './avatars.ts';
import { users } from './users.ts';

export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  /** The avatar this profile shows (migration 0043); `avatar_url` is computed from it. */
  avatarHash: text('avatar_hash').references(() => avatars.hash),
  bio: text('bio'),
  locationStreet: text('location_street'),
  locationCity: text('location_city'),
  locationRegion: text('location_region'),
  locationCountry: text('location_country'),
  skillsOffered: text('skills_offered').array().notNull().default([]),
  skillsWanted: text('skills_wanted').array().notNull().default([]),
  /**
   * Explore categories of both skill lists by the taxonomy, kept by the skill-set refresh (migration 0039).
   */
  skillCategories: text('skill_categories').array().notNull().default([]),
  verified: boolean('verified').notNull().default(false),
  rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
  /** Reviews received; with `rating`, Explore's order (explore_rank, generated, migration 0039). */
  reviewCount: integer('review_count').notNull().default(0),
  /** The rank of the member's level (1 Newcomer … 5 Master), kept by the database (migration 0081). */
  levelRank: smallint('level_rank').notNull().default(1),
  /** The `city|country` the city-centre backfill last looked up, found or not (migration 0082). */
  cityLocatedFor: text('city_located_for'),
  plan: text('plan').$type<PlanTier>().notNull().default('free'),
  /** Languages the member speaks, ISO 639-1 codes (migration 0058, Explore's advanced filters). */
  languages: text('languages').array().$type<SpokenLanguage[]>().notNull().default([]),
  meetingMode: text('meeting_mode').$type<MeetingMode>().notNull().default('both'),
  /** The centre of the member's city from the offline gazetteer; null when unknown (migration 0058). */
  cityLatitude: doublePrecision('city_latitude'),
  cityLongitude: doublePrecision('city_longitude'),
  showEmail: boolean('show_email').notNull().default(false),
  showLocationDetail: text('show_location_detail')
    .$type<'full' | 'city' | 'hidden'>()
    .notNull()
    .default('city'),
  profileVisibility: text('profile_visibility').$type<'public' | 'private'>().notNull().default('public'),
  /** Whether partner exchanges (linked federation nodes) may list the member (migration 0126, ADR 185). */
  visibleToPartners: boolean('visible_to_partners').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** Set when a deleted member's personal data has been purged (migration 0012). */
  purgedAt: timestamp('purged_at', { withTimezone: true }),
  /** Explore's search columns (migration 0010), computed by the database from the name and skills. */
  searchText: text('search_text').generatedAlwaysAs(
    sql`skillswap_profile_search_text(full_name, skills_offered, skills_wanted)`,
  ),
  skillsText: text('skills_text').generatedAlwaysAs(
    sql`skillswap_profile_skills_text(skills_offered, skills_wanted)`,
  ),
  /** The URL of the avatar, `/api/avatars/<hash>.webp`, computed by the database from `avatar_hash`. */
  avatarUrl: text('avatar_url').generatedAlwaysAs(sql`'/api/avatars/' || avatar_hash || '.webp'`),
  /** Explore's order (migration 0039): the rating shrunk towards a newcomer's, computed by the database. */
  exploreRank: doublePrecision('explore_rank').generatedAlwaysAs(
    sql`(rating::float8 * review_count + 8) / (review_count + 2)`,
  ),
});

/** The public_profiles view (migration 0000): visible members only, location already masked. */
export const publicProfiles = pgView('public_profiles', {
  id: uuid('id').notNull(),
  full_name: text('full_name'),
  avatar_url: text('avatar_url'),
  location: text('location'),
  bio: text('bio'),
  skills_offered: text('skills_offered').array().notNull(),
  skills_wanted: text('skills_wanted').array().notNull(),
  verified: boolean('verified').notNull(),
  rating: doublePrecision('rating').notNull(),
  search_text: text('search_text'),
  skills_text: text('skills_text'),
  skill_categories: text('skill_categories').array(),
  explore_rank: doublePrecision('explore_rank'),
}).existing();
