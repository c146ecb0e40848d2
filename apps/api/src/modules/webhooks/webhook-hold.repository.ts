import { sql } from 'drizzle-orm';
import { webhookRetryWindowHours } from '@skillswap/contracts/webhooks/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { queuedCondition } from '../../lib/queue/queue.repository.ts';
import { deliveryQueue } from './webhook-delivery.repository.ts';

const retryWindowMs = webhookRetryWindowHours * 60 * 60 * 1000;

/** Deliveries still to be made, by event type, for `webhooks:pending`. */
export interface PendingWebhookSummary {
  pending: number;
  sending: number;
  held: number;
  oldest: Date | null;
  newest: Date | null;
  types: Array<{ type: string; count: number }>;
}

type SummaryRow = {
  type: string;
  status: 'pending' | 'sending' | 'held';
  count: number | string;
  oldest: string | Date;
  newest: string | Date;
};

/**
 * What waits to be delivered (pending, being sent, held), optionally only what was queued before `before`.
 */
export async function summarizePendingWebhooks(
  db: DbOrTx,
  before: Date | null,
): Promise<PendingWebhookSummary> {
  const result = await db.execute<SummaryRow>(sql`
    SELECT ev.type, d.status, count(*)::int AS count, min(d.created_at) AS oldest, max(d.created_at) AS newest
    FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
    WHERE d.status IN ('pending', 'sending', 'held') ${before ? sql`AND d.created_at < ${before}` : sql``}
    GROUP BY ev.type, d.status`);
  const rows = result.rows.map((row) => ({ ...row, count: Number(row.count) }));
  const total = (status: SummaryRow['status']) =>
    rows.filter((row) => row.status === status).reduce((sum, row) => sum + row.count, 0);
  const waiting = rows.filter((row) => row.status !== 'held');
  const types = new Map<string, number>();
  for (const row of waiting) types.set(row.type, (types.get(row.type) ?? 0) + row.count);
  const times = waiting.flatMap((row) => [new Date(row.oldest).getTime(), new Date(row.newest).getTime()]);
  return {
    pending: total('pending'),
    sending: total('sending'),
    held: total('held'),
    oldest: times.length ? new Date(Math.min(...times)) : null,
    newest: times.length ? new Date(Math.max(...times)) : null,
    types: [...types].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count),
  };
}

/**
 * Pending, or claimed by a worker whose lease has run out; a delivery being made right now stays its
 * worker's.
 */
const isQueued = (now: Date) => queuedCondition(deliveryQueue, now);

const sortedIds = (rows: Array<{ id: string | number }>) =>
  rows.map((row) => Number(row.id)).sort((a, b) => a - b);

/** Holds queued deliveries created before `before`: the worker never claims them until released. */
export async function holdQueuedWebhooks(
  db: DbOrTx,
  options: { before: Date; now: Date },
): Promise<number[]> {
  const result = await db.execute<{ id: string | number }>(sql`
    UPDATE webhook_deliveries SET status = 'held', locked_until = NULL, claim_id = NULL
    WHERE created_at < ${options.before} AND ${isQueued(options.now)}
    RETURNING id`);
  return sortedIds(result.rows);
}

/**
 * Held deliveries (all, or those created before `before`) go back in the queue, due now, with a fresh retry
 * window: the time they spent held was not the receiver's to lose.
 */
export async function releaseHeldWebhooks(
  db: DbOrTx,
  options: { before: Date | null; now: Date },
): Promise<number[]> {
  const giveUpAt = new Date(options.now.getTime() + retryWindowMs);
  const result = await db.execute<{ id: string | number }>(sql`
    UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = ${options.now},
      give_up_at = GREATEST(give_up_at, ${giveUpAt})
    WHERE status = 'held' ${options.before ? sql`AND created_at < ${options.before}` : sql``}
    RETURNING id`);
  return sortedIds(result.rows);
}

/**
 * Held or queued deliveries created before `before` are never attempted: they end as `failed` with no
 * attempt, which is what the endpoint's owner sees in the delivery log, and from where they may
 * still redeliver one.
 */
export async function dropUnsentWebhooks(
  db: DbOrTx,
  options: { before: Date; now: Date },
): Promise<number[]> {
  const result = await db.execute<{ id: string | number }>(sql`
    UPDATE webhook_deliveries SET status = 'failed', locked_until = NULL, claim_id = NULL
    WHERE created_at < ${options.before} AND (status = 'held' OR ${isQueued(options.now)})
    RETURNING id`);
  return sortedIds(result.rows);
}
