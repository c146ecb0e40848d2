import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import type { Access, Endpoint } from '@skillswap/contracts/shared/endpoint';
import { allEndpoints } from '@skillswap/contracts/endpoints';
import { tokenScopes } from '@skillswap/contracts/personal-tokens/schemas';
import { fillPath } from '@skillswap/contracts/shared/route';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { freshIp, signIn } from '../../test/auth-requests.ts';
import { databaseKind } from '../../test/database.ts';
import { bearer, enrolVerifiedTotp } from '../../test/mfa-requests.ts';
import { signUpMember } from '../../test/members.ts';
import { signUpStaffMember } from '../../test/staff.ts';
import { createToken, setPlan } from './personal-tokens/personal-tokens.test-helper.ts';

// Generated from every endpoint definition in `@skillswap/contracts`: a new endpoint is covered the moment it
// is defined, with no list to keep (ADR 77). The access check runs before the body is read, so a request
// needs only its address: every path parameter gets a fresh id and no body is sent.

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const withAccess = (...accesses: Access[]) =>
  allEndpoints.filter((endpoint) => accesses.includes(endpoint.access));
const staffEndpoints = withAccess('moderator', 'admin');
const adminEndpoints = withAccess('admin');
const moderatorEndpoints = withAccess('moderator');
const pastSecondFactor = withAccess('member', 'optional').filter((endpoint) => !endpoint.beforeSecondFactor);

function sampleUrl(endpoint: Endpoint): string {
  const names = [...endpoint.path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1]!);
  return fillPath(endpoint.path, Object.fromEntries(names.map((name) => [name, randomUUID()])));
}

interface Answer {
  key: string;
  status: number;
  code: string | undefined;
}

describe(`every endpoint's access, checked from its definition, on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-20T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  const tokens = {} as Record<
    'member' | 'moderator' | 'moderatorAal1' | 'adminAal1' | 'memberAal1' | 'unverified' | 'personal',
    string
  >;

  beforeAll(async () => {
    harness = await createTestApp({ clock, config: { METRICS_TOKEN: 'metrics-token-for-the-access-test' } });
    const { app, database } = harness;
    tokens.member = (await signUpMember(app)).accessToken;
    tokens.unverified = (await signUpMember(app, { verified: false })).accessToken;
    const moderator = await signUpStaffMember(app, database, clock, 'moderator');
    tokens.moderator = moderator.accessToken;
    const admin = await signUpStaffMember(app, database, clock, 'admin');
    const passwordOnly = async (who: { email: string; password: string }) =>
      (await signIn(app, who, { ip: freshIp() })).json<Session>().access_token;
    tokens.moderatorAal1 = await passwordOnly(moderator);
    tokens.adminAal1 = await passwordOnly(admin);
    const withFactor = await signUpMember(app);
    await enrolVerifiedTotp(app, withFactor, clock.now());
    tokens.memberAal1 = await passwordOnly(withFactor);
    const enterprise = await signUpMember(app);
    await setPlan(database, enterprise, 'enterprise');
    tokens.personal = (await createToken(app, enterprise, tokenScopes, 'Every scope')).token;
  }, 120_000); // seven callers, three with a second factor: more set-up than one hook's usual minute
  afterAll(() => harness?.close());

  async function call(endpoints: Endpoint[], token?: string): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (const endpoint of endpoints) {
      const response = await harness.app.inject({
        method: endpoint.method,
        url: sampleUrl(endpoint),
        headers: token ? bearer(token) : {},
      });
      const isJson = String(response.headers['content-type']).includes('json');
      const code = isJson ? response.json<{ code?: string }>().code : undefined;
      answers.push({ key: keyOf(endpoint), status: response.statusCode, code });
    }
    return answers;
  }
  const refusedWith = (answers: Answer[], status: number, code: string) =>
    answers.filter((answer) => answer.status !== status || answer.code !== code).map(({ key }) => key);
  /** Let past the access check: anything but its refusals, and never a handler that found no caller (500). */
  const letIn = (answers: Answer[]) =>
    answers.filter(
      ({ status, code }) =>
        [401, 500].includes(status) ||
        code === 'forbidden' ||
        code === 'mfa_required' ||
        code === 'insufficient_scope',
    );

  it('covers every endpoint the contracts define, the console all 22 of them', () => {
    expect(allEndpoints.length).toBeGreaterThan(100);
    expect(staffEndpoints.length).toBeGreaterThanOrEqual(22);
    expect(adminEndpoints.length).toBeGreaterThan(0);
  });

  it('refuses a visitor with 401 wherever the endpoint needs a caller', async () => {
    const needsCaller = withAccess('member', 'moderator', 'admin', 'metrics');
    expect(refusedWith(await call(needsCaller), 401, 'unauthorized')).toEqual([]);
    // Operator commands are refused too; a test server holds no data folder, so they answer as if absent.
    expect(refusedWith(await call(withAccess('operator')), 404, 'not_found')).toEqual([]);
    // Public and optional endpoints let the visitor in.
    expect(letIn(await call(withAccess('public', 'optional')))).toEqual([]);
  });

  it('refuses a member with 403 forbidden on every console endpoint', async () => {
    expect(refusedWith(await call(staffEndpoints, tokens.member), 403, 'forbidden')).toEqual([]);
  });

  it('refuses a moderator with 403 forbidden on every admin endpoint, and lets them into the rest', async () => {
    expect(refusedWith(await call(adminEndpoints, tokens.moderator), 403, 'forbidden')).toEqual([]);
    expect(letIn(await call(moderatorEndpoints, tokens.moderator))).toEqual([]);
  });

  it('asks staff signed in at aal1 to step up (403 mfa_required) on every endpoint of their role', async () => {
    expect(refusedWith(await call(moderatorEndpoints, tokens.moderatorAal1), 403, 'mfa_required')).toEqual(
      [],
    );
    expect(refusedWith(await call(staffEndpoints, tokens.adminAal1), 403, 'mfa_required')).toEqual([]);
  });

  it('asks a member with a second factor at aal1 to pass it everywhere but the sign-in steps', async () => {
    expect(refusedWith(await call(pastSecondFactor, tokens.memberAal1), 403, 'mfa_required')).toEqual([]);
    const signInSteps = allEndpoints.filter((endpoint) => endpoint.beforeSecondFactor);
    expect(signInSteps.map(keyOf)).toContain('POST /api/auth/factors/:factorId/verify');
    expect(letIn(await call(signInSteps, tokens.memberAal1))).toEqual([]);
  });

  it('refuses a member whose address is unverified (403 email_unverified) where the endpoint needs one', async () => {
    const needsVerified = allEndpoints.filter((endpoint) => endpoint.needsVerifiedEmail);
    expect(needsVerified.length).toBeGreaterThan(0);
    expect(refusedWith(await call(needsVerified, tokens.unverified), 403, 'email_unverified')).toEqual([]);
  });

  it('refuses a Free member (403 plan_required) where the endpoint serves a paid feature (ADR 84)', async () => {
    const paidFeatures = allEndpoints.filter((endpoint) => endpoint.planFeature);
    expect(paidFeatures.length).toBeGreaterThan(0);
    expect(refusedWith(await call(paidFeatures, tokens.member), 403, 'plan_required')).toEqual([]);
  });

  it('refuses a personal access token with 401 on every endpoint that takes a caller and declares no scope', async () => {
    const unscoped = allEndpoints.filter((endpoint) => !endpoint.tokenScope);
    const takesCaller = unscoped.filter(({ access }) => access !== 'public' && access !== 'operator');
    expect(refusedWith(await call(takesCaller, tokens.personal), 401, 'unauthorized')).toEqual([]);
    // Operator commands take the operator's token only; public endpoints read no credentials at all.
    expect(refusedWith(await call(withAccess('operator'), tokens.personal), 404, 'not_found')).toEqual([]);
    expect(letIn(await call(withAccess('public'), tokens.personal))).toEqual([]);
    // The same token, with every scope, is let in wherever a scope is declared.
    expect(
      letIn(
        await call(
          allEndpoints.filter((endpoint) => endpoint.tokenScope),
          tokens.personal,
        ),
      ),
    ).toEqual([]);
  });
});
