import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/index.ts';
import { claimDue, queueTable, renewLease, settleClaim } from '../queue/queue.repository.ts';

export interface ClaimedMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  attachments: MailAttachment[] | null;
  attempts: number;
  createdAt: Date;
  /** This claim; only its holder can record the outcome, so a worker that lost the row changes nothing. */
  claimId: string;
}

type ClaimedRow = {
  id: string | number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attachments: MailAttachment[] | string | null;
  attempts: number;
  created_at: string | Date;
  claim_id: string;
};

/** The outbox as a delivery queue (lib/queue); its columns carry the usual names. */
export const outboxQueue = queueTable('outbox');

const claimedColumns = [
  'id',
  'channel',
  'recipient',
  'subject',
  'body_text',
  'body_html',
  'attachments',
  'attempts',
  'created_at',
  'claim_id',
] as const;

/**
 * Claims the next due message for this worker and marks it `sending` under a lease of its own: a pending row
 * whose retry time has come, or a `sending` row whose holder let its lease run out (it crashed, or lost the
 * database for longer than the lease). Rows another worker is claiming are skipped (SKIP LOCKED).
 */
export async function claimNextMessage(
  db: DbOrTx,
  options: { now: Date; leaseMs: number },
): Promise<ClaimedMessage | null> {
  const [row] = await claimDue<ClaimedRow>(db, outboxQueue, {
    ...options,
    limit: 1,
    returning: claimedColumns,
  });
  if (!row) return null;
  return {
    id: Number(row.id),
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    bodyText: row.body_text,
    bodyHtml: row.body_html,
    attachments:
      typeof row.attachments === 'string'
        ? (JSON.parse(row.attachments) as MailAttachment[])
        : row.attachments,
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at),
    claimId: row.claim_id,
  };
}

/**
 * Extends the lease of a message still being sent; answers false when the claim is no longer this worker's.
 */
export const renewMessageLease = (db: DbOrTx, message: ClaimedMessage, leaseEnds: Date) =>
  renewLease(db, outboxQueue, message, leaseEnds);

/**
 * Marks a delivered message sent. The claim, not the lease time, decides: a worker whose lease ran out while
 * the database was away still records its delivery, unless another worker has claimed the row since.
 */
export async function markSent(db: DbOrTx, message: ClaimedMessage, now: Date, note: string | null = null) {
  return settleClaim(db, outboxQueue, message, {
    status: 'sent',
    set: sql`sent_at = ${now}, delivery_note = ${note}, waiting_for_server = false`,
  });
}

/**
 * Schedules another attempt after `retryAt`, or gives up (`failed`) when `retryAt` is null.
 * `isWaitingForServer` marks a failure to reach the server at all, retried as soon as it answers again.
 */
export async function markAttemptFailed(
  db: DbOrTx,
  message: ClaimedMessage,
  options: { error: string; retryAt: Date | null; isWaitingForServer: boolean },
) {
  await settleClaim(db, outboxQueue, message, {
    status: options.retryAt ? 'pending' : 'failed',
    retryAt: options.retryAt,
    set: sql`last_error = ${options.error.slice(0, 1000)},
      waiting_for_server = ${options.retryAt !== null && options.isWaitingForServer}`,
  });
}

/** Whether some message of `channel` waits out a back-off only because its server could not be reached. */
export async function hasMailWaitingForServer(
  db: DbOrTx,
  now: Date,
  channel: ClaimedMessage['channel'],
): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM outbox
    WHERE status = 'pending' AND waiting_for_server AND next_attempt_at > ${now} AND channel = ${channel}
    LIMIT 1`);
  return result.rows.length > 0;
}

/**
 * The server of `channel` answers again: its messages that waited for it are due now instead of at the end of
 * their back-off. E-mail and texts have different servers, so one coming back says nothing about the other.
 */
export async function bringForwardMailWaitingForServer(
  db: DbOrTx,
  now: Date,
  channel: ClaimedMessage['channel'],
): Promise<number> {
  const result = await db.execute(sql`
    UPDATE outbox SET next_attempt_at = ${now}, waiting_for_server = false
    WHERE status = 'pending' AND waiting_for_server AND next_attempt_at > ${now} AND channel = ${channel}
    RETURNING id`);
  return result.rows.length;
}
