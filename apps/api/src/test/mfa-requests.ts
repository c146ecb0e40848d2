import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Session } from '@skillswap/contracts/auth/schemas';
import type { TestMember } from './members.ts';
import type { Clock } from '../lib/clock.ts';

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The code an authenticator app shows for `secret` at `at`. */
export function totpCodeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });
}

export function enrol(app: FastifyInstance, accessToken: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/factors',
    headers: bearer(accessToken),
    payload: body,
  });
}

export function challenge(app: FastifyInstance, accessToken: string, factorId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/auth/factors/${factorId}/challenge`,
    headers: bearer(accessToken),
    payload: {},
  });
}

export function verify(
  app: FastifyInstance,
  accessToken: string,
  factorId: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/auth/factors/${factorId}/verify`,
    headers: bearer(accessToken),
    payload: body,
  });
}

/** Challenges and verifies with a code; answers the raw response. */
export async function challengeAndVerify(
  app: FastifyInstance,
  accessToken: string,
  factorId: string,
  code: string,
) {
  const started = await challenge(app, accessToken, factorId);
  if (started.statusCode !== 200) return started;
  return verify(app, accessToken, factorId, { challenge_id: started.json<{ id: string }>().id, code });
}

/**
 * Enrols and verifies a TOTP factor for the member, as the settings page does; answers the factor, its
 * secret and the new aal2 session. Given a clock, the code is the one of the moment it is sent: on a loaded
 * machine the enrolment can outlast the code's window.
 */
export async function enrolVerifiedTotp(
  app: FastifyInstance,
  member: TestMember,
  now: Date | Clock,
  name = 'Phone app',
) {
  const enrolled = await enrol(app, member.accessToken, { friendly_name: name, factor_type: 'totp' });
  if (enrolled.statusCode !== 200) throw new Error(`Enrolment failed: ${enrolled.body}`);
  const { id, totp } = enrolled.json<{ id: string; totp: { secret: string } }>();
  const at = now instanceof Date ? now : now.now();
  const verified = await challengeAndVerify(app, member.accessToken, id, totpCodeAt(totp.secret, at));
  if (verified.statusCode !== 200) throw new Error(`Verification failed: ${verified.body}`);
  return { factorId: id, secret: totp.secret, session: verified.json<Session>() };
}
