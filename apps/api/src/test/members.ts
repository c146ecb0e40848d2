import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Session } from '@skillswap/contracts/auth';

export interface TestMember {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  authHeader: { authorization: string };
}

let counter = 0;

/** Signs a new member up through the real endpoint (API-client mode, so the refresh token is in the body). */
export async function signUpMember(
  app: FastifyInstance,
  overrides: { fullName?: string; email?: string; password?: string } = {},
): Promise<TestMember> {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}${randomBytes(3).toString('hex')}`;
  const email = overrides.email ?? `member-${suffix}@skillswap.test`;
  const password = overrides.password ?? `Swap-${randomBytes(9).toString('base64url')}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    // A distinct address per member keeps the sign-up rate limit from tripping in busy test files.
    remoteAddress: `10.${counter % 250}.${Math.floor(counter / 250) % 250}.${(counter % 200) + 1}`,
    payload: { fullName: overrides.fullName ?? `Test Member ${counter}`, email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Sign-up failed with ${response.statusCode}: ${response.body}`);
  }
  const session = response.json<Session>();
  return {
    userId: session.user.id,
    email,
    password,
    accessToken: session.access_token,
    refreshToken: session.refresh_token!,
    authHeader: { authorization: `Bearer ${session.access_token}` },
  };
}
