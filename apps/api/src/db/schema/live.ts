import { bigint, bigserial, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The last event number given to each member (migration 0045, ADR 65). */
export const liveEventCounters = pgTable('live_event_counters', {
  memberId: uuid('member_id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

/** Events for a member's open streams, written by triggers and numbered at commit; kept a bounded time. */
export const liveEvents = pgTable('live_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: uuid('member_id').notNull(),
  seq: bigint('seq', { mode: 'number' }),
  kind: text('kind').$type<'message' | 'notification' | 'swap' | 'community'>().notNull(),
  swapId: uuid('swap_id'),
  /** The community of a `community` event: an announcement posted, pinned or unpinned (migration 0110). */
  communityId: uuid('community_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per transaction that queued events, while it commits; its deferred trigger numbers them. */
export const liveCommitMarks = pgTable('live_commit_marks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
});
