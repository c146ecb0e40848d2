import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedMessage } from './outbox-queue.repository.ts';

/** Sends one message somewhere; throws when it could not, so the worker retries later. */
export interface MessageTransport {
  /** Answers a note stored with the sent message, e.g. "delivered to log". */
  send(message: ClaimedMessage): Promise<string | null>;
  /** Whether the server answers now; asked while mail waits for an unreachable server. */
  isReachable(): Promise<boolean>;
  close(): void;
}

/**
 * The server or provider was not reached (or answered that it is down): the message waits until it is back.
 */
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

/**
 * Real e-mail over SMTP (nodemailer); the worker's lease outlives these timeouts and is renewed while
 * sending.
 */
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

/** The links on the site (`publicUrl`) that a message's text carries, each once, in the order they appear. */
export function findSiteLinks(text: string, publicUrl: string): string[] {
  const origin = new URL(publicUrl).origin;
  const links = (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ''));
  return [...new Set(links.filter((link) => link === origin || link.startsWith(`${origin}/`)))];
}

/**
 * With no SMTP server (development), and for a text queued before its provider was taken away: the message is
 * logged and counted as sent. With `publicUrl`, an e-mail's log line carries the links on the site that its
 * text holds (verification, password reset, e-mail change), since the log is the only mailbox a local install
 * has (ADR 75); the whole message stays readable in the outbox and at /dev/mailbox. A text's body is never
 * logged: it carries a one-time code and no link.
 */
export function createLogTransport(
  logger: FastifyBaseLogger,
  options: { publicUrl?: string } = {},
): MessageTransport {
  return {
    send(message) {
      const where = `outbox row ${message.id}, readable at /dev/mailbox`;
      if (message.channel === 'sms' || !options.publicUrl) {
        logger.info(
          { outboxId: message.id, channel: message.channel, to: message.recipient, subject: message.subject },
          `${message.channel === 'sms' ? 'SMS' : 'E-mail'} delivered to log (body in outbox row ${message.id})`,
        );
        return Promise.resolve('delivered to log');
      }
      const links = findSiteLinks(message.bodyText, options.publicUrl);
      logger.info(
        {
          outboxId: message.id,
          channel: message.channel,
          to: message.recipient,
          subject: message.subject,
          links,
        },
        `E-mail "${message.subject}" to ${message.recipient} delivered to log (${where})` +
          (links.length > 0 ? `. Links: ${links.join(' ')}` : ''),
      );
      return Promise.resolve('delivered to log');
    },
    isReachable: () => Promise.resolve(true),
    close: () => undefined,
  };
}
