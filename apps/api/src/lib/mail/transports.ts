import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedMessage } from './outbox-queue.ts';

/** Sends one message somewhere; throws when it could not, so the worker retries later. */
export interface MessageTransport {
  /** Answers a note stored with the sent message, e.g. "delivered to log". */
  send(message: ClaimedMessage): Promise<string | null>;
  /** Whether the server answers now; asked while mail waits for an unreachable server. */
  isReachable(): Promise<boolean>;
  close(): void;
}

/** The server or provider was not reached (or answered that it is down): the message waits until it is back. */
export class ServerUnreachableError extends Error {
  override name = 'ServerUnreachableError';
}

/**
 * The Message-ID of an outbox row: the same on every attempt, so a resend after a crash between the SMTP
 * server's acceptance and the row being marked sent is recognisable as the same message (ADR 54). The row's
 * creation time keeps ids apart when a restored or recreated database reuses row numbers.
 */
export function messageIdFor(message: Pick<ClaimedMessage, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'skillswap.invalid';
  return `<outbox-${message.id}-${message.createdAt.getTime().toString(36)}@${domain}>`;
}

/** Real e-mail over SMTP (nodemailer); the worker's lease outlives these timeouts and is renewed while sending. */
export function createSmtpTransport(options: { smtpUrl: string; from: string }): MessageTransport {
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: options.from,
        to: message.recipient,
        subject: message.subject,
        text: message.bodyText,
        ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: file.content,
              })),
            }
          : {}),
        messageId: messageIdFor(message, options.from),
        headers: {
          'X-SkillSwap-Outbox-Id': String(message.id),
          'X-SkillSwap-Attempt': String(message.attempts),
        },
      });
      return null;
    },
    isReachable: async () => {
      try {
        return await transporter.verify();
      } catch {
        return false;
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * With no SMTP server (development), and for a text queued before its provider was taken away: the message is
 * logged and counted as sent. Its text stays readable in the outbox table; the log holds no body, since bodies may
 * carry one-time codes.
 */
export function createLogTransport(logger: FastifyBaseLogger): MessageTransport {
  return {
    send(message) {
      logger.info(
        { outboxId: message.id, channel: message.channel, to: message.recipient, subject: message.subject },
        `${message.channel === 'sms' ? 'SMS' : 'E-mail'} delivered to log (body in outbox row ${message.id})`,
      );
      return Promise.resolve('delivered to log');
    },
    isReachable: () => Promise.resolve(true),
    close: () => undefined,
  };
}
