import { bigserial, boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContactStatus } from '@skillswap/contracts/contact/schemas';
import { users } from './users.ts';

/** Messages from the contact form (migration 0011); operators move them new → open → closed. */
export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  status: text('status').$type<ContactStatus>().notNull().default('new'),
  /** Sent by a signed-in member on Premium or above (migration 0057): first in the console's inbox. */
  isPriority: boolean('is_priority').notNull().default(false),
  /** The organisation the sender belonged to (migration 0097, ADR 142): its account manager sees it first. */
  organisationId: uuid('organisation_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
