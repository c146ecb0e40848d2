import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { claimDueMessages, markAttemptFailed, markSent, type ClaimedMessage } from './outbox-queue.ts';
import { createLogTransport, createSmtpTransport, type MessageTransport } from './transports.ts';

export interface MailWorkerOptions {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** SMTP server for e-mail; without it e-mail goes to the log transport. */
  smtpUrl?: string;
  from: string;
  batchSize?: number;
  /** How long a claimed message is reserved for this worker. */
  leaseMs?: number;
  maxAttempts?: number;
}

export interface MailWorker {
  /** Delivers what is due now; answers how many were sent and how many failed this round. */
  runOnce(): Promise<{ sent: number; failed: number; claimed: number }>;
  close(): void;
}

const baseDelayMs = 30_000;
const maxDelayMs = 60 * 60 * 1000;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers pending outbox rows. Any number of workers (processes) can run at once: each claims rows with
 * SKIP LOCKED and a lease, and marks a row sent only while it still holds that lease.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, clock, logger } = options;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 120_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const logTransport = createLogTransport(logger);
  const email: MessageTransport = options.smtpUrl
    ? createSmtpTransport({ smtpUrl: options.smtpUrl, from: options.from })
    : logTransport;

  async function deliver(message: ClaimedMessage): Promise<boolean> {
    const transport = message.channel === 'sms' ? logTransport : email;
    try {
      const note = await transport.send(message);
      await markSent(db, message, clock.now(), note);
      return true;
    } catch (error) {
      const isFinal = message.attempts >= maxAttempts;
      const retryAt = isFinal ? null : new Date(clock.now().getTime() + retryDelayMs(message.attempts));
      const reason = error instanceof Error ? error.message : String(error);
      await markAttemptFailed(db, message, { error: reason, retryAt });
      logger.warn(
        { outboxId: message.id, attempts: message.attempts, retryAt, err: reason },
        isFinal ? 'message delivery failed for good' : 'message delivery failed; will retry',
      );
      return false;
    }
  }

  return {
    async runOnce() {
      const claimed = await claimDueMessages(db, { now: clock.now(), leaseMs, limit: batchSize });
      let sent = 0;
      // One at a time: an SMTP server that is down fails fast, and order is kept for each recipient.
      for (const message of claimed) if (await deliver(message)) sent += 1;
      return { sent, failed: claimed.length - sent, claimed: claimed.length };
    },
    close: () => email.close(),
  };
}
