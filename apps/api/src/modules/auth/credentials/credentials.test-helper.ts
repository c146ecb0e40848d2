import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { freshIp } from '../../../test/auth-requests.ts';

export interface QueuedMail {
  id: number;
  subject: string;
  text: string;
  html: string | null;
}

/** The mails queued for an address, oldest first (the outbox is what the mail worker delivers). */
export async function listMailTo(database: Database, to: string): Promise<QueuedMail[]> {
  const result = await database.db.execute<{
    id: number;
    subject: string;
    body_text: string;
    body_html: string | null;
  }>(
    `SELECT id, subject, body_text, body_html FROM outbox WHERE lower(recipient) = lower('${to.replaceAll("'", "''")}') ORDER BY id`,
  );
  return result.rows.map((row) => ({
    id: Number(row.id),
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
  }));
}

/** The token of the newest link to `page` (e.g. `/reset-password`) mailed to an address. */
export async function readLinkToken(database: Database, to: string, page: string): Promise<string> {
  const mails = await listMailTo(database, to);
  for (const mail of mails.reverse()) {
    const match = new RegExp(`${page}#token=([A-Za-z0-9_-]{43})`).exec(mail.text);
    if (match) return match[1]!;
  }
  throw new Error(`No ${page} link was mailed to ${to}`);
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  options: { token?: string; ip?: string; method?: 'POST' | 'PUT' | 'DELETE' } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: options.method ?? 'POST',
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    payload,
  });
}

export const requestReset = (app: FastifyInstance, email: string, ip?: string) =>
  post(app, '/api/auth/recover', { email }, { ...(ip ? { ip } : {}) });

export const resetPassword = (app: FastifyInstance, token: string, password: string) =>
  post(app, '/api/auth/password/reset', { token, password });
