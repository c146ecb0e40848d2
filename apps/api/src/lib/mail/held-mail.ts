import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queuedCondition } from '../queue/queue.repository.ts';
import { outboxQueue } from './outbox-queue.repository.ts';

/** Mail still to go out, by kind (channel and subject), for `mail:pending`. */
export interface PendingMailKind {
  channel: 'email' | 'sms';
  subject: string;
  count: number;
  oldest: Date;
  newest: Date;
}

export interface PendingMailSummary {
  pending: number;
  sending: number;
  held: number;
  oldest: Date | null;
  newest: Date | null;
  kinds: PendingMailKind[];
}

type KindRow = {
  channel: 'email' | 'sms';
  subject: string;
  status: 'pending' | 'sending' | 'held';
  count: number | string;
  oldest: string | Date;
  newest: string | Date;
};

/**
 * What waits in the outbox (pending, being sent, or held), optionally only what was queued before `before`;
 * the kinds are the pending and in-flight mail grouped by channel and subject, the most frequent first.
 */
export async function summarizePendingMail(db: DbOrTx, before: Date | null): Promise<PendingMailSummary> {
  const result = await db.execute<KindRow>(sql`
    SELECT channel, subject, status, count(*)::int AS count, min(created_at) AS oldest, max(created_at) AS newest
    FROM outbox
    WHERE status IN ('pending', 'sending', 'held') ${before ? sql`AND created_at < ${before}` : sql``}
    GROUP BY channel, subject, status`);
  const rows = result.rows.map((row) => ({
    ...row,
    count: Number(row.count),
    oldest: new Date(row.oldest),
    newest: new Date(row.newest),
  }));
  const total = (status: KindRow['status']) =>
    rows.filter((row) => row.status === status).reduce((sum, row) => sum + row.count, 0);
  const waiting = rows.filter((row) => row.status !== 'held');
  const kinds = new Map<string, PendingMailKind>();
  for (const row of waiting) {
    const key = `${row.channel}\u0000${row.subject}`;
    const kind = kinds.get(key);
    if (!kind) {
      kinds.set(key, {
        channel: row.channel,
        subject: row.subject,
        count: row.count,
        oldest: row.oldest,
        newest: row.newest,
      });
      continue;
    }
    kind.count += row.count;
    if (row.oldest < kind.oldest) kind.oldest = row.oldest;
    if (row.newest > kind.newest) kind.newest = row.newest;
  }
  const times = waiting.flatMap((row) => [row.oldest.getTime(), row.newest.getTime()]);
  return {
    pending: total('pending'),
    sending: total('sending'),
    held: total('held'),
    oldest: times.length ? new Date(Math.min(...times)) : null,
    newest: times.length ? new Date(Math.max(...times)) : null,
    kinds: [...kinds.values()].sort((a, b) => b.count - a.count || a.oldest.getTime() - b.oldest.getTime()),
  };
}

/**
 * Mail that can be taken out of the queue now: pending, or claimed by a worker whose lease has run out (a row
 * being sent at this moment is left alone: its worker still holds it).
 */
const isQueued = (now: Date) => queuedCondition(outboxQueue, now);

const sortedIds = (rows: Array<{ id: string | number }>) =>
  rows.map((row) => Number(row.id)).sort((a, b) => a - b);

/**
 * Holds queued mail created before `before`: the worker never claims it until it is released. Answers the
 * ids.
 */
export async function holdQueuedMail(db: DbOrTx, options: { before: Date; now: Date }): Promise<number[]> {
  const result = await db.execute<{ id: string | number }>(sql`
    UPDATE outbox SET status = 'held', locked_until = NULL, claim_id = NULL
    WHERE created_at < ${options.before} AND ${isQueued(options.now)}
    RETURNING id`);
  return sortedIds(result.rows);
}

/** Held mail (all of it, or what was created before `before`) goes back in the queue, due now. */
export async function releaseHeldMail(
  db: DbOrTx,
  options: { before: Date | null; now: Date },
): Promise<number[]> {
  const result = await db.execute<{ id: string | number }>(sql`
    UPDATE outbox SET status = 'pending', next_attempt_at = ${options.now}, waiting_for_server = false
    WHERE status = 'held' ${options.before ? sql`AND created_at < ${options.before}` : sql``}
    RETURNING id`);
  return sortedIds(result.rows);
}

/** Held or queued mail created before `before` is dropped: kept in the outbox, never sent. */
export async function dropUnsentMail(db: DbOrTx, options: { before: Date; now: Date }): Promise<number[]> {
  const result = await db.execute<{ id: string | number }>(sql`
    UPDATE outbox SET status = 'dropped', locked_until = NULL, claim_id = NULL, waiting_for_server = false,
      last_error = ${`dropped by an operator at ${options.now.toISOString()}`}
    WHERE created_at < ${options.before} AND (status = 'held' OR ${isQueued(options.now)})
    RETURNING id`);
  return sortedIds(result.rows);
}
