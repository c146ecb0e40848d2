import { date, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AgeBand, Gender } from '@skillswap/contracts/impact/schemas';
import { communities } from './communities.ts';
import { users } from './users.ts';

/**
 * How a community, or the install (scope `install`), values an hour of exchange (migration 0116, ADR 174).
 */
export const impactSettings = pgTable('impact_settings', {
  /** `install`, or the community's id. */
  scope: text('scope').primaryKey(),
  communityId: uuid('community_id')
    .unique()
    .references(() => communities.id, { onDelete: 'cascade' }),
  valuePerHour: numeric('value_per_hour', { precision: 10, scale: 2, mode: 'number' }),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  source: text('source').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A read-only link to one community report (migration 0116): only the token's SHA-256 is kept. */
export const impactLinks = pgTable('impact_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  communityId: uuid('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  periodFrom: date('period_from', { mode: 'string' }).notNull(),
  periodTo: date('period_to', { mode: 'string' }).notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** What a member tells for reports only (migration 0116): never shown, counted in breakdowns of 5 or more. */
export const memberReportingDetails = pgTable('member_reporting_details', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ageBand: text('age_band').$type<AgeBand>(),
  gender: text('gender').$type<Gender>(),
  postcodeArea: text('postcode_area'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
