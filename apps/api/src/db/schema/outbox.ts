import { bigserial, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with a mail, e.g. a calendar invitation (migration 0050). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').$type<'email' | 'sms'>().notNull().default('email'),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  bodyText: text('body_text').notNull(),
  bodyHtml: text('body_html'),
  status: text('status')
    .$type<'pending' | 'sending' | 'sent' | 'failed' | 'held' | 'dropped'>()
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  /** Set at each claim; only the holder of this claim may record the outcome. */
  claimId: uuid('claim_id'),
  /** The last attempt found the SMTP server unreachable: retried as soon as it answers again. */
  waitingForServer: boolean('waiting_for_server').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** How a sent message went out when worth knowing, e.g. "delivered to log" (migration 0013). */
  deliveryNote: text('delivery_note'),
  attachments: jsonb('attachments').$type<MailAttachment[]>(),
});
