import { bigserial, boolean, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BookingStatus, WorkshopStatus } from '@skillswap/contracts/workshops/schemas';
import { communities } from './communities.ts';
import { users } from './users.ts';

/** Workshops (migration 0066): one host, many seats, a price per seat in SkillCoin. */
export const workshops = pgTable('workshops', {
  id: uuid('id').primaryKey().defaultRandom(),
  hostId: uuid('host_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  skill: text('skill').notNull(),
  description: text('description').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  timeZone: text('time_zone').notNull(),
  placeKind: text('place_kind').$type<'online' | 'in_person'>().notNull(),
  place: text('place').notNull(),
  seats: integer('seats').notNull(),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  isElite: boolean('is_elite').notNull().default(false),
  /** A community workshop (migration 0093): only the community's active members see and book it. */
  communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
  status: text('status').$type<WorkshopStatus>().notNull().default('scheduled'),
  cancelReason: text('cancel_reason'),
  attendanceMarkedAt: timestamp('attendance_marked_at', { withTimezone: true }),
  reminded24hAt: timestamp('reminded_24h_at', { withTimezone: true }),
  reminded1hAt: timestamp('reminded_1h_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const workshopBookings = pgTable('workshop_bookings', {
  id: uuid('id').primaryKey().defaultRandom(),
  workshopId: uuid('workshop_id')
    .notNull()
    .references(() => workshops.id, { onDelete: 'cascade' }),
  learnerId: uuid('learner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  arrival: bigserial('arrival', { mode: 'number' }).notNull(),
  status: text('status').$type<BookingStatus>().notNull(),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  isFreeSeat: boolean('is_free_seat').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  seatedAt: timestamp('seated_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  disputedAt: timestamp('disputed_at', { withTimezone: true }),
  disputeReason: text('dispute_reason'),
  /**
   * An operator's decision on the dispute (migration 0092): refunded from the host, or the settlement upheld.
   */
  disputeDecidedAt: timestamp('dispute_decided_at', { withTimezone: true }),
  disputeOutcome: text('dispute_outcome').$type<'refunded' | 'upheld'>(),
  disputeNote: text('dispute_note'),
  disputeDecidedBy: uuid('dispute_decided_by').references(() => users.id, { onDelete: 'set null' }),
});
