import type { FastifyBaseLogger } from 'fastify';
import { webhookHeaders } from '@skillswap/contracts/webhooks/schemas';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { englishOf } from '../../lib/errors.ts';
import { nextAttemptAt } from '../../lib/queue/queue.ts';
import { decryptSecret } from '../../lib/secret-box.ts';
import { resolveWebhookTarget, type AddressPolicy } from './webhook-address.ts';
import {
  claimDueDeliveries,
  recordAttempt,
  type AttemptOutcome,
  type ClaimedDelivery,
} from './webhook-delivery.repository.ts';
import { postToWebhook } from './webhook-post.ts';
import { signWebhook } from './webhook-signature.ts';

export interface WebhookWorkerOptions {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  authSecret: string;
  addressPolicy: AddressPolicy;
  batchSize?: number;
  /** The first retry waits this long; each next one twice as long, up to an hour (ADR 100). */
  retryBaseMs?: number;
  timeoutMs?: number;
  leaseMs?: number;
}

const maxRetryDelayMs = 60 * 60 * 1000;

/** The body POSTed for an event: the same bytes for every attempt, so the event id never changes. */
export function webhookBody(
  delivery: Pick<ClaimedDelivery, 'eventId' | 'eventType' | 'eventCreatedAt' | 'accountId' | 'payload'>,
) {
  return JSON.stringify({
    id: delivery.eventId,
    type: delivery.eventType,
    createdAt: delivery.eventCreatedAt.toISOString(),
    accountId: delivery.accountId,
    data: delivery.payload,
  });
}

/**
 * Sends due webhook deliveries: claims a batch (SKIP LOCKED, so any number of server processes share the
 * work), POSTs each signed body once, and records every attempt with its status code and latency. A receiver
 * that answers anything but 2xx, or cannot be reached, is retried with back-off until 24 hours
 * after the event.
 */
export function createWebhookWorker(options: WebhookWorkerOptions) {
  const batchSize = options.batchSize ?? 50;
  const retryBaseMs = options.retryBaseMs ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const leaseMs = options.leaseMs ?? Math.max(60_000, timeoutMs * 3);

  async function send(
    delivery: ClaimedDelivery,
  ): Promise<Omit<AttemptOutcome, 'result'> & { isOk: boolean }> {
    const at = options.clock.now();
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    // Resolved and checked once; the POST connects to the address checked (no second lookup to rebind).
    const checked = await resolveWebhookTarget(delivery.url, options.addressPolicy);
    if ('refusal' in checked) {
      const error = englishOf(checked.refusal);
      return { at, statusCode: null, latencyMs: elapsed(), error, isOk: false };
    }
    const body = webhookBody(delivery);
    const timestamp = Math.floor(at.getTime() / 1000);
    const secret = decryptSecret(options.authSecret, 'webhook-secret', delivery.secretEncrypted);
    try {
      const status = await postToWebhook(checked.target, {
        body,
        timeoutMs,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'SkillSwap-Webhooks/1',
          [webhookHeaders.eventId]: delivery.eventId,
          [webhookHeaders.timestamp]: String(timestamp),
          [webhookHeaders.signature]: signWebhook(secret, { id: delivery.eventId, timestamp, body }),
        },
      });
      const isOk = status >= 200 && status < 300;
      return { at, statusCode: status, latencyMs: elapsed(), error: null, isOk };
    } catch (error) {
      const message = (error as { code?: string }).code ?? (error as Error).name ?? 'request failed';
      return { at, statusCode: null, latencyMs: elapsed(), error: message, isOk: false };
    }
  }

  async function deliver(delivery: ClaimedDelivery) {
    const attempt = await send(delivery);
    const retryAt = nextAttemptAt(
      delivery.attempts,
      attempt.at,
      { baseMs: retryBaseMs, maxMs: maxRetryDelayMs },
      { giveUpAt: delivery.giveUpAt },
    );
    const result: AttemptOutcome['result'] = attempt.isOk
      ? { kind: 'delivered' }
      : retryAt
        ? { kind: 'retry', at: retryAt }
        : { kind: 'failed' };
    await recordAttempt(options.db, delivery, { ...attempt, result });
    if (result.kind === 'failed') {
      options.logger.warn(
        { deliveryId: delivery.id, eventId: delivery.eventId },
        'webhook delivery gave up after 24 hours',
      );
    }
  }

  return {
    /** One batch; answers how many deliveries it claimed (a full batch means more may be due). */
    async runOnce(run: { signal?: AbortSignal } = {}): Promise<{ claimed: number }> {
      if (run.signal?.aborted) return { claimed: 0 };
      const claimed = await claimDueDeliveries(options.db, {
        now: options.clock.now(),
        leaseMs,
        limit: batchSize,
      });
      await Promise.all(claimed.map((delivery) => deliver(delivery)));
      return { claimed: claimed.length };
    },
  };
}
