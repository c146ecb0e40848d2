import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { setMemberRole, type StaffRole } from '../modules/auth/index.ts';
import { enrolVerifiedTotp } from './mfa-requests.ts';
import { signUpMember, type TestMember } from './members.ts';

/** A console user for tests: a member given the role as `admin:grant` does, with a second factor proven. */
export interface TestStaffMember extends TestMember {
  role: StaffRole;
  factorId: string;
  totpSecret: string;
}

/**
 * Signs a member up, gives them the role and enrols a TOTP factor through the real endpoints, so
 * `accessToken` and `authHeader` are an aal2 session the console accepts. For the step-up refusals, sign the
 * member in again with the password alone (`signIn` in auth-requests.ts): that session is at aal1.
 */
export async function signUpStaffMember(
  app: FastifyInstance,
  database: Database,
  clock: Clock,
  role: StaffRole,
): Promise<TestStaffMember> {
  const member = await signUpMember(app, { fullName: `Test ${role}` });
  await setMemberRole(database.db, { who: member.userId, role, actorId: null, via: 'cli' });
  const factor = await enrolVerifiedTotp(app, member, clock);
  return {
    ...member,
    role,
    factorId: factor.factorId,
    totpSecret: factor.secret,
    accessToken: factor.session.access_token,
    refreshToken: factor.session.refresh_token ?? member.refreshToken,
    authHeader: { authorization: `Bearer ${factor.session.access_token}` },
  };
}
