import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedMessage } from './outbox-queue.ts';

/** Sends one message somewhere; throws when it could not, so the worker retries later. */
export interface MessageTransport {
  /** Answers a note stored with the sent message, e.g. "delivered to log". */
  send(message: ClaimedMessage): Promise<string | null>;
  close(): void;
}

/** Real e-mail over SMTP (nodemailer), with timeouts well inside the worker's lease. */
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
        headers: { 'X-SkillSwap-Outbox-Id': String(message.id) },
      });
      return null;
    },
    close: () => transporter.close(),
  };
}

/**
 * With no SMTP server (development) and for SMS until a provider is configured: the message is logged and
 * counted as sent. Its text stays readable in the outbox table; the log holds no body, since bodies may
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
    close: () => undefined,
  };
}
