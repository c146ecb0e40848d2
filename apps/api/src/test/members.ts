import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Session } from '@skillswap/contracts/auth/schemas';

export interface TestMember {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  authHeader: { authorization: string };
}

let counter = 0;

/**
 * Signs a new member up through the real endpoint (API-client mode, so the refresh token is in the body) and,
 * unless `verified: false`, verifies their address through the real link mailed to them.
 */
export async function signUpMember(
  app: FastifyInstance,
  overrides: { fullName?: string; email?: string; password?: string; verified?: boolean } = {},
): Promise<TestMember> {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}${randomBytes(3).toString('hex')}`;
  const email = overrides.email ?? `member-${suffix}@skillswap.test`;
  const password = overrides.password ?? `Swap-${randomBytes(9).toString('base64url')}`;
  // A distinct address per member keeps the sign-up and verification limits from tripping in busy test files.
  const remoteAddress = `10.${counter % 250}.${Math.floor(counter / 250) % 250}.${(counter % 200) + 1}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress,
    payload: { fullName: overrides.fullName ?? `Test Member ${counter}`, email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Sign-up failed with ${response.statusCode}: ${response.body}`);
  }
  const session = response.json<Session>();
  if (overrides.verified !== false) await verifyEmailByMailedLink(app, email, { ip: remoteAddress });
  return {
    userId: session.user.id,
    email,
    password,
    accessToken: session.access_token,
    refreshToken: session.refresh_token!,
    authHeader: { authorization: `Bearer ${session.access_token}` },
  };
}

/**
 * The token of the newest verification link mailed to `email`, read from the outbox as the mail worker would.
 */
export async function readVerificationToken(app: FastifyInstance, email: string): Promise<string> {
  const result = await app.deps.database.db.execute<{ body_text: string }>(sql`
    SELECT body_text FROM outbox WHERE recipient = ${email} AND subject LIKE 'Verify your e-mail address%'
    ORDER BY id DESC LIMIT 1`);
  const token = /\/verify-email\?token=([\w-]+)/.exec(result.rows[0]?.body_text ?? '')?.[1];
  if (!token) throw new Error(`No verification mail for ${email}`);
  return token;
}

/** Follows the verification link mailed to `email` through the real endpoint, as the page it opens does. */
export async function verifyEmailByMailedLink(
  app: FastifyInstance,
  email: string,
  options: { ip?: string } = {},
): Promise<void> {
  const token = await readVerificationToken(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: { token },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Verification failed with ${response.statusCode}: ${response.body}`);
  }
}
