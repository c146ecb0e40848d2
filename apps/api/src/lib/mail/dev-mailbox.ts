import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/index.ts';
import { renderMailboxPage, type MailboxMessage } from './dev-mailbox-page.ts';

const mailboxPath = '/dev/mailbox';
const mailboxLimit = 200;

type MailboxRow = {
  id: string | number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body_text: string;
  status: string;
  created_at: string | Date;
  attachments: MailAttachment[] | string | null;
};

async function listMailbox(db: DbOrTx, limit: number): Promise<MailboxMessage[]> {
  const result = await db.execute<MailboxRow>(sql`
    SELECT id, channel, recipient, subject, body_text, status, created_at, attachments FROM outbox
    ORDER BY id DESC LIMIT ${limit}`);
  return result.rows.map((row) => {
    const attachments =
      typeof row.attachments === 'string'
        ? (JSON.parse(row.attachments) as MailAttachment[])
        : (row.attachments ?? []);
    return {
      id: Number(row.id),
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      bodyText: row.body_text,
      status: row.status,
      createdAt: new Date(row.created_at),
      attachmentNames: attachments.map((file) => file.filename),
    };
  });
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.replace(/^::ffff:/i, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || bare === '0:0:0:0:0:0:0:1';
}

/** Every address a forwarding header names (X-Forwarded-For, X-Real-IP, Forwarded's for=). */
function forwardedAddresses(request: FastifyRequest): string[] {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const listed = `${header('x-forwarded-for')},${header('x-real-ip')}`.split(',');
  const forwarded = [...header('forwarded').matchAll(/for=("?)\[?([^\]";,]*)\]?(?::\d+)?\1/gi)].map(
    (match) => match[2] ?? '',
  );
  return [...listed, ...forwarded].map((entry) => entry.trim()).filter((entry) => entry !== '');
}

/** The forwarding headers whose addresses are checked one by one; a local proxy (a dev server) sets them. */
const checkedForwardingHeaders = new Set(['x-forwarded-for', 'x-real-ip', 'forwarded']);

/**
 * Any other header a proxy or CDN uses to name the client or the host it was asked for: CF-Connecting-IP,
 * True-Client-IP, X-Client-IP, X-Cluster-Client-IP, Fastly-Client-IP, X-Original-Forwarded-For,
 * X-Forwarded-Host, X-Envoy-External-Address and the like. Matched by shape rather than a closed list, so a
 * header nobody listed still counts: its presence alone says the request came through something.
 */
const clientAddressHeader = /ip$|addr|forwarded-(for|host)$|^x-forwarded$/i;

function hasUncheckedClientHeader(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some(
    (name) => !checkedForwardingHeaders.has(name.toLowerCase()) && clientAddressHeader.test(name),
  );
}

/** The host name of a Host header (`[::1]:3000` gives `[::1]`), lower-cased; null when it is not one. */
function hostNameOf(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  try {
    return new URL(`http://${hostHeader}/`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether the Host header names this install: a loopback name or `PUBLIC_URL`'s host, any port. A page of
 * another site whose name was made to resolve to 127.0.0.1 (DNS rebinding) sends its own name and is refused.
 */
export function isHostOfThisInstall(request: FastifyRequest, publicUrl: string): boolean {
  const host = hostNameOf(request.headers.host);
  if (host === null) return false;
  return ['localhost', '127.0.0.1', '[::1]', hostNameOf(new URL(publicUrl).host)].includes(host);
}

/**
 * Whether the request comes from this computer: its socket, the client address Fastify settled on
 * (TRUST_PROXY) and every hop a forwarding header names are all loopback, and no other client-address header
 * is present. A local proxy passing on a request from elsewhere names that client in a header, so the request
 * is refused whatever TRUST_PROXY says.
 */
export function isFromThisComputer(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackAddress(request.ip) &&
    forwardedAddresses(request).every(isLoopbackAddress) &&
    !hasUncheckedClientHeader(request)
  );
}

/**
 * `GET /dev/mailbox`: a read-only page listing the outbox, newest first, for a local install whose mail goes
 * to the log (ADR 75). Anywhere else (an SMTP server configured, a client that is not this computer, a Host
 * that is not this install's) it answers the same 404 as a path with no route. A page rather than API: kept
 * out of the contracts and the OpenAPI document.
 */
export async function devMailboxRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  app.get(mailboxPath, { schema: { hide: true } }, async (request, reply) => {
    if (
      config.MAIL_TRANSPORT !== 'log' ||
      !isFromThisComputer(request) ||
      !isHostOfThisInstall(request, config.PUBLIC_URL)
    ) {
      return reply
        .status(404)
        .send({ code: errorCodes.notFound, message: `No route for GET ${mailboxPath}` });
    }
    const messages = await listMailbox(database.db, mailboxLimit);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(renderMailboxPage(messages, mailboxLimit));
  });
}
