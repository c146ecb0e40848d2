import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export interface ClaimedMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  attempts: number;
  /** The lease this worker holds; finishing checks it, so a worker whose lease ran out changes nothing. */
  lockedUntil: Date;
}

type ClaimedRow = {
  id: string | number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attempts: number;
  locked_until: string | Date;
};

/**
 * Claims up to `limit` due messages for this worker: rows another worker holds are skipped (SKIP LOCKED),
 * and each claimed row gets a lease so no other worker takes it until the lease runs out.
 */
export async function claimDueMessages(
  db: DbOrTx,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedMessage[]> {
  const leaseEnds = new Date(options.now.getTime() + options.leaseMs);
  const result = await db.execute<ClaimedRow>(sql`
    UPDATE outbox SET locked_until = ${leaseEnds}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM outbox
      WHERE status = 'pending' AND next_attempt_at <= ${options.now}
        AND (locked_until IS NULL OR locked_until <= ${options.now})
      ORDER BY next_attempt_at, id
      LIMIT ${options.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, channel, recipient, subject, body_text, body_html, attempts, locked_until`);
  return result.rows
    .map((row) => ({
      id: Number(row.id),
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      bodyText: row.body_text,
      bodyHtml: row.body_html,
      attempts: Number(row.attempts),
      lockedUntil: new Date(row.locked_until),
    }))
    .sort((a, b) => a.id - b.id);
}

/** Marks a delivered message sent; only the lease holder can, and only once. */
export async function markSent(db: DbOrTx, message: ClaimedMessage, now: Date, note: string | null = null) {
  const result = await db.execute(sql`
    UPDATE outbox SET status = 'sent', sent_at = ${now}, locked_until = NULL, delivery_note = ${note}
    WHERE id = ${message.id} AND status = 'pending' AND locked_until = ${message.lockedUntil}
    RETURNING id`);
  return result.rows.length === 1;
}

/** Schedules another attempt after `retryAt`, or gives up (`failed`) when `retryAt` is null. */
export async function markAttemptFailed(
  db: DbOrTx,
  message: ClaimedMessage,
  options: { error: string; retryAt: Date | null },
) {
  await db.execute(sql`
    UPDATE outbox SET
      status = ${options.retryAt ? 'pending' : 'failed'},
      next_attempt_at = coalesce(${options.retryAt}::timestamptz, next_attempt_at),
      locked_until = NULL,
      last_error = ${options.error.slice(0, 1000)}
    WHERE id = ${message.id} AND status = 'pending' AND locked_until = ${message.lockedUntil}`);
}
