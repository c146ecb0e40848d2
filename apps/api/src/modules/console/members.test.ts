import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberDetail, MemberListItem } from '@skillswap/contracts/admin-members/schemas';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { verifyMemberCommand } from '../../cli/operator-commands.ts';
import { auditLog, billingAccounts } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { freshIp, signIn } from '../../test/auth-requests.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { bearer } from '../../test/mfa-requests.ts';
import { signUpMember } from '../../test/members.ts';
import { signUpStaffMember, type TestStaffMember } from '../../test/staff.ts';
import { createSwapKit, type KitMember } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { ledgerRoutes } from '@skillswap/contracts/ledger/routes';

describe(`console members on ${databaseKind}`, () => {
  const clock = createManualClock(new Date());
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let moderator: TestStaffMember;
  let admin: TestStaffMember;
  let adminAtAal1: string;
  let ada: KitMember;
  let ben: KitMember;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
    moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    admin = await signUpStaffMember(harness.app, harness.database, clock, 'admin');
    adminAtAal1 = (await signIn(harness.app, admin, { ip: freshIp() })).json<Session>().access_token;
    const kit = createSwapKit(harness.app, harness.database);
    ada = await kit.joinMember('Ada Quillfeather', { offers: 'Guitar', wants: 'Spanish' });
    ben = await kit.joinMember('Ben Okafor', { offers: 'Spanish', wants: 'Guitar' });
    await kit.requestSwap(ada, ben);
  });
  afterAll(() => harness.close());

  const call = (method: 'GET' | 'PUT', url: string, accessToken: string, payload?: object) =>
    harness.app.inject({ method, url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });
  const endpoints = () => [
    { method: 'GET' as const, url: '/api/admin/members?q=ada' },
    { method: 'GET' as const, url: `/api/admin/members/${ada.userId}` },
    { method: 'PUT' as const, url: `/api/admin/members/${ada.userId}/verified`, payload: { verified: true } },
    { method: 'PUT' as const, url: `/api/admin/members/${ben.userId}/role`, payload: { role: 'moderator' } },
    { method: 'PUT' as const, url: `/api/admin/members/${ben.userId}/plan`, payload: { plan: 'elite' } },
  ];

  it('M1: a member gets 403 forbidden and an admin at aal1 is asked to step up, on every members endpoint', async () => {
    const member = await signUpMember(harness.app);
    for (const endpoint of endpoints()) {
      const refused = await call(endpoint.method, endpoint.url, member.accessToken, endpoint.payload);
      expect(refused.statusCode, endpoint.url).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
      const stepUp = await call(endpoint.method, endpoint.url, adminAtAal1, endpoint.payload);
      expect(stepUp.statusCode, endpoint.url).toBe(403);
      expect(stepUp.json()).toMatchObject({ code: 'mfa_required' });
    }
  });

  it('M2: a moderator may search, read and set the badge, but not change roles or plans', async () => {
    const [search, detail, badge, role, plan] = endpoints();
    for (const endpoint of [search!, detail!, badge!]) {
      const answer = await call(endpoint.method, endpoint.url, moderator.accessToken, endpoint.payload);
      expect(answer.statusCode, endpoint.url).toBe(200);
    }
    const refused = await call(role!.method, role!.url, moderator.accessToken, role!.payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    const refusedPlan = await call(plan!.method, plan!.url, moderator.accessToken, plan!.payload);
    expect(refusedPlan.statusCode).toBe(403);
    expect(refusedPlan.json()).toMatchObject({ code: 'forbidden' });
    const benNow = await call('GET', `/api/admin/members/${ben.userId}`, admin.accessToken);
    expect(benNow.json<MemberDetail>().member).toMatchObject({ role: 'member', plan: 'free' });
  });

  it('M3: search finds members by part of the name or the e-mail, in any case, and wildcards are literal', async () => {
    const byName = await call('GET', '/api/admin/members?q=QUILLfeather', moderator.accessToken);
    expect(byName.json<{ members: MemberListItem[] }>().members.map((member) => member.id)).toEqual([
      ada.userId,
    ]);
    const byEmail = await call(
      'GET',
      `/api/admin/members?q=${encodeURIComponent(ben.email.slice(0, 12).toUpperCase())}`,
      moderator.accessToken,
    );
    const found = byEmail.json<{ members: MemberListItem[] }>().members;
    expect(found.map((member) => member.id)).toContain(ben.userId);
    expect(found.find((member) => member.id === ben.userId)).toMatchObject({
      email: ben.email,
      fullName: 'Ben Okafor',
    });
    const wildcard = await call('GET', '/api/admin/members?q=%25', moderator.accessToken);
    expect(wildcard.json<{ members: MemberListItem[] }>().members).toEqual([]);
    const tooLong = await call('GET', `/api/admin/members?q=${'a'.repeat(201)}`, moderator.accessToken);
    expect(tooLong.statusCode).toBe(400);
  });

  it('M4: a member’s page has the profile, swaps, SkillCoin statement and audit trail, and no secret', async () => {
    const answer = await call('GET', `/api/admin/members/${ada.userId}`, moderator.accessToken);
    expect(answer.statusCode).toBe(200);
    const detail = answer.json<MemberDetail>();
    expect(detail.member).toMatchObject({
      id: ada.userId,
      fullName: 'Ada Quillfeather',
      email: ada.email,
      role: 'member',
    });
    expect(detail.swaps).toEqual([
      expect.objectContaining({
        status: 'requested',
        requested: true,
        otherMember: { id: ben.userId, fullName: 'Ben Okafor' },
      }),
    ]);
    const balance = await inject(harness.app, ledgerRoutes.getBalance, { as: ada });
    expect(detail.ledger.balance).toBe(balance.json<{ balance: number }>().balance);
    expect(detail.ledger.entries.at(0)?.balanceAfter ?? 0).toBe(detail.ledger.balance);
    expect(detail.auditTrail.map((entry) => entry.event)).toContain('sign_up');
    for (const secret of ['password', 'hash', 'token', 'secret', ada.password]) {
      expect(answer.body.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    expect(
      (await call('GET', `/api/admin/members/${crypto.randomUUID()}`, moderator.accessToken)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/members/not-a-uuid', moderator.accessToken)).statusCode).toBe(400);
  });

  it('M5: the verified badge is set and removed from the console and by the CLI, each audited with who did it', async () => {
    const set = await call('PUT', `/api/admin/members/${ben.userId}/verified`, moderator.accessToken, {
      verified: true,
    });
    expect(set.json<MemberListItem>()).toMatchObject({ id: ben.userId, verified: true });
    const removed = await call('PUT', `/api/admin/members/${ben.userId}/verified`, moderator.accessToken, {
      verified: false,
    });
    expect(removed.json<MemberListItem>().verified).toBe(false);
    await verifyMemberCommand(harness.database, [ben.email], { print: () => {} });

    const trail = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, ben.userId), eq(auditLog.event, 'verified_badge_changed')))
      .orderBy(auditLog.id);
    expect(trail.map((entry) => [entry.actorId, entry.details])).toEqual([
      [moderator.userId, { verified: true, via: 'console' }],
      [moderator.userId, { verified: false, via: 'console' }],
      [null, { verified: true, via: 'cli' }],
    ]);
    const page = await call('GET', `/api/admin/members/${ben.userId}`, moderator.accessToken);
    const detail = page.json<MemberDetail>();
    expect(detail.member.verified).toBe(true);
    expect(detail.auditTrail.find((entry) => entry.actor?.id === moderator.userId)?.actor?.fullName).toBe(
      'Test moderator',
    );
    const unknown = await call(
      'PUT',
      `/api/admin/members/${crypto.randomUUID()}/verified`,
      moderator.accessToken,
      {
        verified: true,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('M6: an admin grants and removes a role, audited as done in the console; never their own', async () => {
    const granted = await call('PUT', `/api/admin/members/${ben.userId}/role`, admin.accessToken, {
      role: 'moderator',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<MemberListItem>().role).toBe('moderator');
    const removed = await call('PUT', `/api/admin/members/${ben.userId}/role`, admin.accessToken, {
      role: 'member',
    });
    expect(removed.json<MemberListItem>().role).toBe('member');
    const changes = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, ben.userId), eq(auditLog.event, 'role_changed')))
      .orderBy(auditLog.id);
    expect(changes.map((entry) => [entry.actorId, entry.details])).toEqual([
      [admin.userId, { from: 'member', to: 'moderator', via: 'console' }],
      [admin.userId, { from: 'moderator', to: 'member', via: 'console' }],
    ]);
    const own = await call('PUT', `/api/admin/members/${admin.userId}/role`, admin.accessToken, {
      role: 'member',
    });
    expect([own.statusCode, own.json<{ code: string }>().code]).toEqual([403, 'own_cause']);
    const nonsense = await call('PUT', `/api/admin/members/${ben.userId}/role`, admin.accessToken, {
      role: 'owner',
    });
    expect(nonsense.statusCode).toBe(400);
  });

  it('M7: an admin changes a member’s plan, audited with the admin; a Stripe subscriber is refused', async () => {
    const changed = await call('PUT', `/api/admin/members/${ada.userId}/plan`, admin.accessToken, {
      plan: 'elite',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<MemberListItem>().plan).toBe('elite');
    const same = await call('PUT', `/api/admin/members/${ada.userId}/plan`, admin.accessToken, {
      plan: 'elite',
    });
    expect(same.statusCode).toBe(200);
    const trail = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, ada.userId), eq(auditLog.event, 'plan_changed')));
    expect(trail.map((entry) => [entry.actorId, entry.details])).toEqual([
      [admin.userId, { from: 'free', to: 'elite', via: 'console' }],
    ]);

    await harness.database.db.insert(billingAccounts).values({
      memberId: ben.userId,
      stripeCustomerId: 'cus_console_test',
      stripeSubscriptionId: 'sub_console_test',
      status: 'active',
    });
    const refused = await call('PUT', `/api/admin/members/${ben.userId}/plan`, admin.accessToken, {
      plan: 'free',
    });
    expect(refused.statusCode).toBe(409);
    const unknown = await call('PUT', `/api/admin/members/${crypto.randomUUID()}/plan`, admin.accessToken, {
      plan: 'free',
    });
    expect(unknown.statusCode).toBe(404);
    const nonsense = await call('PUT', `/api/admin/members/${ada.userId}/plan`, admin.accessToken, {
      plan: 'gold',
    });
    expect(nonsense.statusCode).toBe(400);
  });
});
