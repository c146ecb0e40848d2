import { bigint, bigserial, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notifications } from './notifications.ts';
import { users } from './users.ts';

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** The site's VAPID key pair, made on first use (migration 0072). */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  id: smallint('id').primaryKey().default(1),
  publicKey: text('public_key').notNull(),
  privateKeyEncrypted: text('private_key_encrypted').notNull(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});

/** A device that receives push (migration 0072). */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  deviceLabel: text('device_label').notNull().default(''),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  lastPushedAt: timestampTz('last_pushed_at'),
});

/** Push categories switched off and quiet hours (migration 0072). */
export const pushPreferences = pgTable('push_preferences', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabledCategories: text('disabled_categories').array().notNull().default([]),
  quietStartMinute: smallint('quiet_start_minute'),
  quietEndMinute: smallint('quiet_end_minute'),
  quietTimeZone: text('quiet_time_zone'),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** One push of one notification to one device (migration 0073). */
export const pushDeliveries = pgTable('push_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  notificationId: bigint('notification_id', { mode: 'number' })
    .notNull()
    .references(() => notifications.id, { onDelete: 'cascade' }),
  subscriptionId: uuid('subscription_id')
    .notNull()
    .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
  status: text('status')
    .$type<'pending' | 'sending' | 'sent' | 'failed' | 'dropped'>()
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
  lockedUntil: timestampTz('locked_until'),
  claimId: uuid('claim_id'),
  lastError: text('last_error'),
  note: text('note'),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  sentAt: timestampTz('sent_at'),
});
