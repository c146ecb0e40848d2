import { bigserial, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { swaps } from './swaps.ts';
import { users } from './users.ts';

/** Reviews after completed swaps (migration 0023). */
export const reviews = pgTable('reviews', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  swapId: uuid('swap_id')
    .notNull()
    .references(() => swaps.id, { onDelete: 'cascade' }),
  reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
  revieweeId: uuid('reviewee_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: smallint('rating').notNull(),
  comment: text('comment'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The reviewed member's one reply (migration 0054). */
  reply: text('reply'),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  /** Hidden by an operator after a report (migration 0053): shown to operators only. */
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  /** When the review became visible; null while double-blind hides it (migration 0064, ADR 92). */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  /** When a hidden review is published even if the other member never reviews. */
  publishDueAt: timestamp('publish_due_at', { withTimezone: true }),
});
