import {
  bigserial,
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WebhookEventType } from '@skillswap/contracts/webhooks/schemas';
import { users } from './users.ts';

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** An Enterprise account's webhook endpoints (migration 0068, ADR 100). */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Set when the endpoint is an organisation's (migration 0090, ADR 131); null for the account's own. */
  communityId: uuid('community_id'),
  url: text('url').notNull(),
  eventTypes: text('event_types').array().$type<WebhookEventType[]>().notNull(),
  secretEncrypted: text('secret_encrypted').notNull(),
  secretLastCharacters: text('secret_last_characters').notNull(),
  createdAt: timestampTz('created_at').notNull(),
});

export const webhookEvents = pgTable('webhook_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type').$type<WebhookEventType>().notNull(),
  accountId: uuid('account_id').references(() => users.id, { onDelete: 'cascade' }),
  scopeCommunityId: uuid('scope_community_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestampTz('created_at').notNull(),
});

export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eventId: uuid('event_id')
    .notNull()
    .references(() => webhookEvents.id, { onDelete: 'cascade' }),
  endpointId: uuid('endpoint_id')
    .notNull()
    .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  status: text('status')
    .$type<'pending' | 'sending' | 'delivered' | 'failed' | 'held'>()
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestampTz('next_attempt_at').notNull(),
  lockedUntil: timestampTz('locked_until'),
  claimId: uuid('claim_id'),
  giveUpAt: timestampTz('give_up_at').notNull(),
  deliveredAt: timestampTz('delivered_at'),
  createdAt: timestampTz('created_at').notNull(),
});

export const webhookAttempts = pgTable('webhook_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deliveryId: bigint('delivery_id', { mode: 'number' })
    .notNull()
    .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
  attemptedAt: timestampTz('attempted_at').notNull(),
  statusCode: integer('status_code'),
  latencyMs: integer('latency_ms').notNull(),
  error: text('error'),
});

/** One row per minute: did a database round trip work, and how long it took (migration 0070, ADR 101). */
export const statusProbes = pgTable('status_probes', {
  minute: timestampTz('minute').primaryKey(),
  isOk: boolean('is_ok').notNull(),
  latencyMs: integer('latency_ms').notNull(),
});
