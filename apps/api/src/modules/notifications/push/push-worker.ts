import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { pushCategoryOf, type PushPayload } from '@skillswap/contracts/notifications/push';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { nextAttemptAt } from '../../../lib/queue/queue.ts';
import { isAllowedPushEndpoint } from './push-endpoint.ts';
import { claimNextPush, dropSubscription, recordPushOutcome, type ClaimedPush } from './push.repository.ts';
import { quietHoursEnd } from './quiet-hours.ts';
import { getVapidKeys } from './vapid-keys.ts';

/** How a push request goes out; tests may pass their own. Answers the push service's HTTP status. */
export type PushTransport = (request: {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer | null;
}) => Promise<number>;

/** The real transport: one POST, no redirects followed (threat T73), 10 s at most. */
export const fetchPushTransport: PushTransport = async (request) => {
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers: request.headers,
    ...(request.body ? { body: new Uint8Array(request.body) } : {}),
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return response.status;
};

export interface PushWorkerOptions {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  authSecret: string;
  /** The VAPID subject: a mailto: address push services can write to about this sender. */
  subject: string;
  allowedHosts: string;
  transport?: PushTransport;
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
}

/** How long a push stays worth delivering at the push service while the device is off (TTL header). */
export const pushTtlSeconds = 24 * 60 * 60;
const retryBaseMs = 30_000;

/**
 * Messages and the last reminder before a session are urgent; the rest can wait for a device's next wake-up.
 */
export const urgencyOf = (type: PushPayload['type']): 'high' | 'normal' =>
  type === 'message_received' || type === 'session_reminder' ? 'high' : 'normal';

/**
 * Sends queued pushes (ADR 105): each claimed by one process under a lease, encrypted for its device
 * (aes128gcm, RFC 8291) and signed with the site's VAPID key. 404/410 from the push service forget the
 * device; 429 and 5xx are retried with backoff; a push in the member's quiet hours waits until they end; one
 * whose notification was read meanwhile, or whose category was switched off, is dropped.
 */
export function createPushWorker(options: PushWorkerOptions) {
  const { db, clock, logger } = options;
  const transport = options.transport ?? fetchPushTransport;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 6;

  async function deliver(push: ClaimedPush): Promise<void> {
    const now = clock.now();
    const category = pushCategoryOf[push.type];
    if (push.isRead) {
      await recordPushOutcome(db, push, { status: 'dropped', note: 'read in the app', error: null }, now);
      return;
    }
    if (!category || push.disabledCategories.includes(category)) {
      await recordPushOutcome(db, push, { status: 'dropped', note: 'category off', error: null }, now);
      return;
    }
    const resumeAt = push.quietHours ? quietHoursEnd(now, push.quietHours) : null;
    if (resumeAt) {
      await recordPushOutcome(
        db,
        push,
        { status: 'pending', nextAttemptAt: resumeAt, note: 'quiet hours', error: null, isDeferral: true },
        now,
      );
      return;
    }
    if (!isAllowedPushEndpoint(push.endpoint, options.allowedHosts)) {
      await recordPushOutcome(db, push, { status: 'failed', note: 'endpoint not allowed', error: null }, now);
      return;
    }
    const keys = await getVapidKeys(db, options.authSecret);
    const payload: PushPayload = {
      notificationId: String(push.notificationId),
      type: push.type,
      title: push.title,
      body: push.body,
      link: push.link,
    };
    const request = webpush.generateRequestDetails(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: pushTtlSeconds,
        urgency: urgencyOf(push.type),
        contentEncoding: 'aes128gcm',
      },
    );
    let status: number;
    try {
      status = await transport({
        endpoint: request.endpoint,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: request.body,
      });
    } catch (error) {
      await retryOrFail(push, `push service unreachable: ${(error as Error).message}`);
      return;
    }
    const done = clock.now();
    if (status >= 200 && status < 300) {
      await recordPushOutcome(db, push, { status: 'sent' }, done);
    } else if (status === 404 || status === 410) {
      logger.info(
        { subscriptionId: push.subscriptionId, status },
        'push subscription expired; device forgotten',
      );
      await dropSubscription(db, push.subscriptionId);
    } else if (status === 429 || status >= 500) {
      await retryOrFail(push, `push service answered ${status}`);
    } else {
      await recordPushOutcome(
        db,
        push,
        { status: 'failed', note: null, error: `push service answered ${status}` },
        done,
      );
    }
  }

  async function retryOrFail(push: ClaimedPush, error: string) {
    const now = clock.now();
    const retryAt = nextAttemptAt(push.attempts, now, { baseMs: retryBaseMs, maxAttempts });
    if (!retryAt) {
      await recordPushOutcome(db, push, { status: 'failed', note: null, error }, now);
      return;
    }
    await recordPushOutcome(
      db,
      push,
      { status: 'pending', nextAttemptAt: retryAt, note: null, error, isDeferral: false },
      now,
    );
  }

  return {
    /** Sends due pushes one after another; answers how many it claimed (a full batch means more are due). */
    async runOnce(): Promise<{ claimed: number }> {
      let claimed = 0;
      while (claimed < batchSize) {
        const push = await claimNextPush(db, { now: clock.now(), leaseMs });
        if (!push) break;
        claimed += 1;
        try {
          await deliver(push);
        } catch (error) {
          logger.error({ err: error, pushId: push.id }, 'push delivery failed');
          await retryOrFail(push, (error as Error).message).catch(() => undefined);
        }
      }
      return { claimed };
    },
  };
}

/** The VAPID subject from MAIL_FROM ("SkillSwap <no-reply@example.com>" → mailto:no-reply@example.com). */
export function vapidSubject(mailFrom: string, supportEmail: string): string {
  const address =
    /<([^>]+)>/.exec(mailFrom)?.[1] ?? (mailFrom.includes('@') ? mailFrom.trim() : supportEmail);
  return `mailto:${address}`;
}
