import {
  boolean,
  doublePrecision,
  integer,
  numeric,
  pgTable,
  pgView,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PlanTier } from '@skillswap/contracts/plans';
import { users } from './users.ts';

export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  avatarUrl: text('avatar_url'),
  bio: text('bio'),
  locationStreet: text('location_street'),
  locationCity: text('location_city'),
  locationRegion: text('location_region'),
  locationCountry: text('location_country'),
  skillsOffered: text('skills_offered').array().notNull().default([]),
  skillsWanted: text('skills_wanted').array().notNull().default([]),
  /** Explore categories of both skill lists by the taxonomy, kept by the skill-set refresh (migration 0039). */
  skillCategories: text('skill_categories').array().notNull().default([]),
  verified: boolean('verified').notNull().default(false),
  rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
  /** Reviews received; with `rating`, Explore's order (explore_rank, generated, migration 0039). */
  reviewCount: integer('review_count').notNull().default(0),
  plan: text('plan').$type<PlanTier>().notNull().default('free'),
  showEmail: boolean('show_email').notNull().default(false),
  showLocationDetail: text('show_location_detail')
    .$type<'full' | 'city' | 'hidden'>()
    .notNull()
    .default('city'),
  profileVisibility: text('profile_visibility').$type<'public' | 'private'>().notNull().default('public'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
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
}).existing();
