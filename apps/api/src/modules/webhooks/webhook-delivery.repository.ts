import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@skillswap/contracts/webhooks/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { claimDueStatement, queueTable, settleStatement } from '../../lib/queue/queue.repository.ts';

/** Webhook deliveries as a delivery queue (lib/queue); their columns carry the usual names. */
export const deliveryQueue = queueTable('webhook_deliveries');
const claimedColumns = ['id', 'claim_id', 'attempts', 'give_up_at', 'endpoint_id', 'event_id'] as const;

export interface ClaimedDelivery {
  id: number;
  claimId: string;
  attempts: number;
  giveUpAt: Date;
  endpointId: string;
  url: string;
  secretEncrypted: string;
  eventId: string;
  eventType: WebhookEventType;
  accountId: string;
  payload: Record<string, unknown>;
  eventCreatedAt: Date;
}

type ClaimedRow = {
  id: string | number;
  claim_id: string;
  attempts: number;
  give_up_at: string | Date;
  endpoint_id: string;
  url: string;
  secret_encrypted: string;
  event_id: string;
  type: WebhookEventType;
  account_id: string;
  payload: Record<string, unknown> | string;
  created_at: string | Date;
};

/**
 * Claims up to `limit` due deliveries for this worker under a lease of its own: pending rows whose time has
 * come, or `sending` rows whose holder let the lease run out (it crashed). Rows another worker is claiming
 * are skipped (SKIP LOCKED), so two server processes never send the same delivery at once.
 */
export async function claimDueDeliveries(
  db: DbOrTx,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedDelivery[]> {
  const result = await db.execute<ClaimedRow>(sql`
    WITH claimed AS (${claimDueStatement(deliveryQueue, { ...options, returning: claimedColumns })})
    SELECT claimed.*, e.url, e.secret_encrypted, ev.type, ev.account_id, ev.payload, ev.created_at
    FROM claimed
    JOIN webhook_endpoints e ON e.id = claimed.endpoint_id
    JOIN webhook_events ev ON ev.id = claimed.event_id
    ORDER BY claimed.id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    claimId: row.claim_id,
    attempts: Number(row.attempts),
    giveUpAt: new Date(row.give_up_at),
    endpointId: row.endpoint_id,
    url: row.url,
    secretEncrypted: row.secret_encrypted,
    eventId: row.event_id,
    eventType: row.type,
    accountId: row.account_id,
    payload:
      typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload,
    eventCreatedAt: new Date(row.created_at),
  }));
}

export interface AttemptOutcome {
  at: Date;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  /** Delivered; or the next try; or null to give up (marked failed). */
  result: { kind: 'delivered' } | { kind: 'retry'; at: Date } | { kind: 'failed' };
}

/**
 * Logs the attempt and records its outcome, only while the claim is still this worker's: a worker whose lease
 * ran out and was overtaken changes nothing (its attempt is still logged). A delivery to an endpoint brings
 * the endpoint's other waiting retries forward: the receiver is back, so they need not wait
 * out their back-off.
 */
export async function recordAttempt(db: DbOrTx, delivery: ClaimedDelivery, outcome: AttemptOutcome) {
  const { result } = outcome;
  const settle = settleStatement(deliveryQueue, delivery, {
    status: result.kind === 'retry' ? 'pending' : result.kind,
    retryAt: result.kind === 'retry' ? result.at : null,
    set: sql`delivered_at = ${result.kind === 'delivered' ? outcome.at : null}`,
  });
  await db.execute(sql`
    WITH attempt AS (
      INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, latency_ms, error)
      VALUES (${delivery.id}, ${outcome.at}, ${outcome.statusCode}, ${outcome.latencyMs},
        ${outcome.error?.slice(0, 500) ?? null})
    )
    ${settle}`);
  if (result.kind !== 'delivered') return;
  await db.execute(sql`
    UPDATE webhook_deliveries SET next_attempt_at = ${outcome.at}
    WHERE endpoint_id = ${delivery.endpointId} AND status = 'pending' AND next_attempt_at > ${outcome.at}`);
}
