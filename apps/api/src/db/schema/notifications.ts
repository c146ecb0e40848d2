import { bigserial, boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MessageEmailMode, NotificationType } from '@skillswap/contracts/notifications/schemas';
import { swaps } from './swaps.ts';
import { users } from './users.ts';

/** In-app notifications (migration 0024). */
export const notifications = pgTable('notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').$type<NotificationType>().notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  swapId: uuid('swap_id').references(() => swaps.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * A chat message's grouped mail is still to be sent once the delay has passed, if still unread
   * (migration 0107).
   */
  emailPending: boolean('email_pending').notNull().default(false),
});

/** Which notification types a member does not want by e-mail. */
export const notificationPreferences = pgTable('notification_preferences', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailDisabled: text('email_disabled').array().notNull().default([]),
  /** How chat messages are mailed (migration 0107). */
  messageEmail: text('message_email').$type<MessageEmailMode>().notNull().default('grouped'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
