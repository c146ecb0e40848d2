import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { backoffDelayMs, holdingLease, nextAttemptAt, type RetryPolicy } from '../queue/queue.ts';
import {
  bringForwardMailWaitingForServer,
  claimNextMessage,
  hasMailWaitingForServer,
  markAttemptFailed,
  markSent,
  renewMessageLease,
  type ClaimedMessage,
} from './outbox-queue.repository.ts';
import { createVonageSmsTransport, type SmsSettings } from './sms-transport.ts';
import {
  createLogTransport,
  createSmtpTransport,
  ServerUnreachableError,
  type MessageTransport,
} from './transports.ts';

export interface MailWorkerOptions {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** SMTP server for e-mail; without it e-mail goes to the log transport. */
  smtpUrl?: string;
  from: string;
  /** The SMS provider for texts (ADR 81); without it a text still queued goes to the log transport. */
  sms?: SmsSettings | null;
  /** The site's origin: e-mail going to the log transport has its links on the site logged (ADR 75). */
  publicUrl?: string;
  /** Most messages one round sends, one after another. */
  batchSize?: number;
  /** How long a claimed message is reserved for this worker; renewed while it is being sent. */
  leaseMs?: number;
  maxAttempts?: number;
  /**
   * How often, at most, an unreachable SMTP server (or SMS provider) is asked whether it is back while mail
   * waits for it.
   */
  probeIntervalMs?: number;
}

export interface MailRound {
  sent: number;
  failed: number;
  claimed: number;
}

export interface MailWorker {
  /**
   * Delivers what is due now, one message at a time; an aborted `signal` stops it before the next message.
   */
  runOnce(options?: { signal?: AbortSignal }): Promise<MailRound>;
  close(): void;
}

/** Exponential back-off from 30 s, capped at an hour; no jitter, so a message's retry time is known. */
const retryPolicy: RetryPolicy = { baseMs: 30_000, maxMs: 60 * 60 * 1000 };
/** How long the worker keeps trying to record an outcome while the database is away. */
const recordRetryMs = 60_000;
/** Failures that mean the server was not reached or went away, rather than an answer about this message. */
const unreachableCodes = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ECONNREFUSED']);

/** Exponential backoff: 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return backoffDelayMs(attempts, retryPolicy);
}

function isServerUnreachable(error: unknown): boolean {
  if (error instanceof ServerUnreachableError) return true;
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return responseCode === 421 || (typeof code === 'string' && unreachableCodes.has(code));
}

/** Runs a database write again, backing off, until it succeeds or `giveUpAfterMs` has passed. */
async function retryWhileDatabaseAway<T>(work: () => Promise<T>, giveUpAfterMs: number): Promise<T> {
  const startedAt = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (Date.now() - startedAt >= giveUpAfterMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** attempt)));
    }
  }
}

/**
 * Delivers pending outbox rows, one message per claim (ADR 54). Any number of workers (processes) can run at
 * once: each claims the next due row with SKIP LOCKED, marks it `sending` under a short lease it renews while
 * the SMTP server works, and records the outcome only while the claim is still its own. Every attempt at a
 * row carries the same Message-ID.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, clock, logger } = options;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const probeIntervalMs = options.probeIntervalMs ?? 30_000;
  const logTransport = createLogTransport(logger, options.publicUrl ? { publicUrl: options.publicUrl } : {});
  const email: MessageTransport = options.smtpUrl
    ? createSmtpTransport({ smtpUrl: options.smtpUrl, from: options.from })
    : logTransport;
  const transports: Record<ClaimedMessage['channel'], MessageTransport> = {
    email,
    sms: options.sms ? createVonageSmsTransport(options.sms) : logTransport,
  };
  const lastProbeAt: Record<ClaimedMessage['channel'], number> = {
    email: Number.NEGATIVE_INFINITY,
    sms: Number.NEGATIVE_INFINITY,
  };

  async function recordFailure(message: ClaimedMessage, error: unknown) {
    const retryAt = nextAttemptAt(message.attempts, clock.now(), { ...retryPolicy, maxAttempts });
    const isFinal = retryAt === null;
    const reason = error instanceof Error ? error.message : String(error);
    const isWaitingForServer = isServerUnreachable(error);
    await retryWhileDatabaseAway(
      () => markAttemptFailed(db, message, { error: reason, retryAt, isWaitingForServer }),
      recordRetryMs,
    );
    const details = { outboxId: message.id, attempts: message.attempts, retryAt, err: reason };
    if (isFinal) logger.error(details, 'message delivery failed for good; mail:requeue sends it again');
    else logger.warn(details, 'message delivery failed; will retry');
  }

  async function deliver(message: ClaimedMessage): Promise<boolean> {
    const transport = transports[message.channel];
    let note: string | null;
    try {
      const lease = {
        leaseMs,
        renew: () => renewMessageLease(db, message, new Date(clock.now().getTime() + leaseMs)),
        onLost: () => logger.warn({ outboxId: message.id }, 'mail worker lost its claim while sending'),
      };
      note = await holdingLease(lease, () => transport.send(message));
    } catch (error) {
      await recordFailure(message, error);
      return false;
    }
    // The server has the message: record that even through a database blip, or it would be sent again.
    const isRecorded = await retryWhileDatabaseAway(
      () => markSent(db, message, clock.now(), note),
      recordRetryMs,
    );
    if (!isRecorded) logger.warn({ outboxId: message.id }, 'a delivered message had been claimed again');
    return true;
  }

  /**
   * While messages wait for an unreachable server (SMTP, or the SMS provider), asks now and then whether it
   * is back; answers true when it is and those messages are due now.
   */
  async function probeServerForWaitingMail(channel: ClaimedMessage['channel']): Promise<boolean> {
    const transport = transports[channel];
    const now = clock.now();
    if (transport === logTransport || now.getTime() - lastProbeAt[channel] < probeIntervalMs) return false;
    lastProbeAt[channel] = now.getTime();
    if (!(await hasMailWaitingForServer(db, now, channel)) || !(await transport.isReachable())) return false;
    const count = await bringForwardMailWaitingForServer(db, clock.now(), channel);
    if (count > 0) logger.info({ count, channel }, 'server is back; sending the messages that waited for it');
    return count > 0;
  }

  async function sendDue(round: MailRound, signal: AbortSignal | undefined) {
    const channelsSent = new Set<ClaimedMessage['channel']>();
    while (round.claimed < batchSize && !signal?.aborted) {
      const message = await claimNextMessage(db, { now: clock.now(), leaseMs });
      if (!message) break;
      round.claimed += 1;
      if (await deliver(message)) {
        round.sent += 1;
        channelsSent.add(message.channel);
      } else {
        round.failed += 1;
      }
    }
    // A server took a message: what waited for that server need not wait out its back-off.
    for (const channel of channelsSent) {
      if (transports[channel] !== logTransport)
        await bringForwardMailWaitingForServer(db, clock.now(), channel);
    }
  }

  return {
    async runOnce({ signal } = {}) {
      const round: MailRound = { sent: 0, failed: 0, claimed: 0 };
      await sendDue(round, signal);
      if (round.claimed > 0) return round;
      const isEmailBack = await probeServerForWaitingMail('email');
      const isSmsBack = await probeServerForWaitingMail('sms');
      if (isEmailBack || isSmsBack) await sendDue(round, signal);
      return round;
    },
    close: () => {
      transports.email.close();
      transports.sms.close();
    },
  };
}
