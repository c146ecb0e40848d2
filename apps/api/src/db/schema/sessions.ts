import {
  bigserial,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SessionStatus } from '@skillswap/contracts/sessions/schemas';
import { swaps } from './swaps.ts';
import { users } from './users.ts';

/** Each member's IANA time zone (migration 0050). */
export const memberTimeZones = pgTable('member_time_zones', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sessions inside a swap (migration 0050). */
export const swapSessions = pgTable('swap_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  swapId: uuid('swap_id')
    .notNull()
    .references(() => swaps.id, { onDelete: 'cascade' }),
  teacherId: uuid('teacher_id')
    .notNull()
    .references(() => users.id),
  proposedBy: uuid('proposed_by')
    .notNull()
    .references(() => users.id),
  status: text('status').$type<SessionStatus>().notNull().default('proposed'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  durationMinutes: integer('duration_minutes'),
  placeKind: text('place_kind').$type<'online' | 'in_person'>().notNull(),
  place: text('place').notNull(),
  note: text('note'),
  sequence: integer('sequence').notNull().default(0),
  reminded24hAt: timestamp('reminded_24h_at', { withTimezone: true }),
  reminded1hAt: timestamp('reminded_1h_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The proposed times of a session not yet scheduled. */
export const swapSessionSlots = pgTable('swap_session_slots', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => swapSessions.id, { onDelete: 'cascade' }),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
});

/** Swaps whose members were asked to confirm hours after their last session. */
export const swapSessionPrompts = pgTable('swap_session_prompts', {
  swapId: uuid('swap_id')
    .primaryKey()
    .references(() => swaps.id, { onDelete: 'cascade' }),
  promptedAt: timestamp('prompted_at', { withTimezone: true }).notNull(),
});

/** Private calendar feeds: the hash of each member's feed secret. */
export const calendarFeeds = pgTable('calendar_feeds', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's weekly availability in their own zone (migration 0077, ADR 110). */
export const memberAvailability = pgTable(
  'member_availability',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.weekday, table.startMinute] })],
);

/** The parts of the week a member's availability covers, for Explore's filter (migration 0077). */
export const memberAvailabilityParts = pgTable(
  'member_availability_parts',
  {
    partCode: smallint('part_code').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.partCode, table.memberId] })],
);
