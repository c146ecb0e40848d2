import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export interface FailedMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
}

type FailedRow = {
  id: string | number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  created_at: string | Date;
};

/** Messages the worker gave up on, oldest first, for an operator to look at and requeue. */
export async function listFailedMessages(db: DbOrTx, limit: number): Promise<FailedMessage[]> {
  const result = await db.execute<FailedRow>(sql`
    SELECT id, channel, recipient, subject, attempts, last_error, created_at FROM outbox
    WHERE status = 'failed' ORDER BY id LIMIT ${limit}`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
  }));
}

/**
 * Puts failed messages (one by id, or all) back in the queue, due now and with a fresh set of attempts; they
 * keep their id, so they go out with the Message-ID they always had. Answers the ids requeued.
 */
export async function requeueFailedMessages(
  db: DbOrTx,
  which: { id: number } | 'all',
  now: Date,
): Promise<number[]> {
  const result = await db.execute<{ id: string | number }>(sql`
    UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ${now}, locked_until = NULL,
      claim_id = NULL, waiting_for_server = false
    WHERE status = 'failed' ${which === 'all' ? sql`` : sql`AND id = ${which.id}`}
    RETURNING id`);
  return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
