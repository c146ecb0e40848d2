import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberSuspension } from '@skillswap/contracts/admin-reports/schemas';
import type { ErrorBody } from '@skillswap/contracts/shared/errors';
import type { MyReport } from '@skillswap/contracts/moderation/schemas';
import { runOperatorCommand } from '../../cli/run-cli.ts';
import { auditLog, outbox, reports, users } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { freshIp, signIn } from '../../test/auth-requests.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { bearer } from '../../test/mfa-requests.ts';
import { signUpStaffMember, type TestStaffMember } from '../../test/staff.ts';
import { openDispute } from '../swap-lifecycle/disputes.test-helper.ts';
import { findBrokenPromises } from '../swap-lifecycle/ledger-invariants.test-helper.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { suspendMember } from './suspension.service.ts';

// Staff act only on members of a strictly lower role, and never in their own cause (ADR 80). Each refusal is
// checked to have changed nothing.
describe(`console actions by rank and own cause on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-12T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let admin: TestStaffMember;
  let otherAdmin: TestStaffMember;
  let moderator: TestStaffMember;
  let otherModerator: TestStaffMember;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    admin = await signUpStaffMember(harness.app, harness.database, clock, 'admin');
    otherAdmin = await signUpStaffMember(harness.app, harness.database, clock, 'admin');
    moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    otherModerator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
  });
  afterAll(async () => {
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
    await harness.close();
  });

  const call = (method: 'POST' | 'PUT', url: string, token: string, payload: object = {}) =>
    harness.app.inject({ method, url, headers: bearer(token), payload });
  const suspend = (actor: TestStaffMember, memberId: string) =>
    call('POST', `/api/admin/members/${memberId}/suspend`, actor.accessToken, { reason: 'Probe' });
  const unsuspend = (actor: TestStaffMember, memberId: string) =>
    call('POST', `/api/admin/members/${memberId}/unsuspend`, actor.accessToken);
  const isSuspended = async (memberId: string) => {
    const [row] = await harness.database.db
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, memberId));
    return row!.suspendedAt !== null;
  };
  const refusal = (response: Awaited<ReturnType<typeof call>>) => ({
    status: response.statusCode,
    code: response.json<ErrorBody>().code,
  });

  it('T46: a moderator cannot suspend an admin or another moderator; an admin cannot suspend an admin', async () => {
    for (const [actor, target] of [
      [moderator, admin],
      [moderator, otherModerator],
      [admin, otherAdmin],
    ] as const) {
      expect(refusal(await suspend(actor, target.userId))).toEqual({ status: 403, code: 'staff_rank' });
      expect(await isSuspended(target.userId)).toBe(false);
    }
    // The admin can still reach the console: nobody locked them out.
    expect((await signIn(harness.app, admin, { ip: freshIp() })).statusCode).toBe(200);
    const suspended = await harness.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'member_suspended'));
    expect(suspended).toEqual([]);
  });

  it('T46: nobody suspends or lifts their own suspension; lower roles are acted on as before', async () => {
    for (const actor of [moderator, admin]) {
      expect(refusal(await suspend(actor, actor.userId))).toEqual({ status: 403, code: 'own_cause' });
      expect(await isSuspended(actor.userId)).toBe(false);
    }
    const member = await kit.joinMember('Lower Rank');
    expect((await suspend(moderator, member.userId)).json<MemberSuspension>().isSuspended).toBe(true);
    expect(refusal(await unsuspend(otherModerator, otherModerator.userId))).toEqual({
      status: 403,
      code: 'own_cause',
    });
    expect((await unsuspend(otherModerator, member.userId)).json<MemberSuspension>().isSuspended).toBe(false);

    // An admin may suspend a moderator, and a moderator may not lift it.
    const target = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    expect((await suspend(admin, target.userId)).statusCode).toBe(200);
    expect(refusal(await unsuspend(moderator, target.userId))).toEqual({ status: 403, code: 'staff_rank' });
    expect(await isSuspended(target.userId)).toBe(true);
    expect((await unsuspend(admin, target.userId)).json<MemberSuspension>().isSuspended).toBe(false);
  });

  it('T47: member:unsuspend lifts a suspension the console may not, audited as done on the server machine', async () => {
    // A suspension from the server's machine (as before the rank rule, a moderator could leave behind).
    await suspendMember(harness.database.db, {
      memberId: otherAdmin.userId,
      actorId: null,
      reason: 'Locked out by a moderator',
      now: clock.now(),
      publicUrl: harness.config.PUBLIC_URL,
    });
    expect(refusal(await unsuspend(admin, otherAdmin.userId))).toEqual({ status: 403, code: 'staff_rank' });
    expect((await signIn(harness.app, otherAdmin, { ip: freshIp() })).json<ErrorBody>().code).toBe(
      'account_suspended',
    );

    const printed: string[] = [];
    const context = {
      database: harness.database,
      config: harness.config,
      output: { print: (line: string) => printed.push(line) },
    };
    const outcome = await runOperatorCommand(
      'member:unsuspend',
      [otherAdmin.email.toUpperCase(), '--reason', 'Suspended by mistake'],
      context,
    );
    expect(outcome).toEqual({ exitCode: 0 });
    expect(printed.at(-1)).toBe(
      `Test admin (${otherAdmin.email}) is no longer suspended: they can sign in again and their profile is back as it was.`,
    );
    expect(await isSuspended(otherAdmin.userId)).toBe(false);
    expect((await signIn(harness.app, otherAdmin, { ip: freshIp() })).statusCode).toBe(200);
    const [audit] = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, otherAdmin.userId), eq(auditLog.event, 'member_unsuspended')));
    expect({ actorId: audit!.actorId, details: audit!.details }).toEqual({
      actorId: null,
      details: { reason: 'Suspended by mistake', via: 'cli' },
    });
    const [mail] = await harness.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, otherAdmin.email))
      .orderBy(desc(outbox.id));
    expect(mail!.subject).not.toContain('suspended');

    expect(await runOperatorCommand('member:unsuspend', [otherAdmin.userId], context)).toEqual({
      exitCode: 0,
    });
    expect(printed.at(-1)).toContain('is not suspended; nothing changed.');
    expect(await runOperatorCommand('member:unsuspend', [], context)).toMatchObject({ exitCode: 2 });
    expect(await runOperatorCommand('member:unsuspend', ['x@y.z', '--why'], context)).toMatchObject({
      exitCode: 2,
    });
    expect(await runOperatorCommand('member:unsuspend', ['nobody@skillswap.test'], context)).toMatchObject({
      exitCode: 1,
      error: 'No active member with e-mail or id "nobody@skillswap.test"',
    });
  });

  async function reportAbout(reporter: KitMember | TestStaffMember, targetId: string) {
    const created = await call('POST', '/api/reports', reporter.accessToken, {
      targetKind: 'member',
      targetId,
      reason: 'harassment',
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<MyReport>().id;
  }
  const reportStatus = async (id: string) =>
    (await harness.database.db.select().from(reports).where(eq(reports.id, id)))[0]!.status;

  it('T48: a moderator cannot dismiss a report about themselves, nor close one they filed', async () => {
    const accuser = await kit.joinMember('Ada Accuser');
    const aboutModerator = await reportAbout(accuser, moderator.userId);
    for (const action of ['dismiss', 'warn', 'suspend']) {
      const response = await call(
        'POST',
        `/api/admin/reports/${aboutModerator}/${action}`,
        moderator.accessToken,
      );
      expect(refusal(response)).toEqual({ status: 403, code: 'own_cause' });
    }
    expect(await reportStatus(aboutModerator)).toBe('open');
    expect(await isSuspended(moderator.userId)).toBe(false);

    const target = await kit.joinMember('Tess Target');
    const byModerator = await reportAbout(moderator, target.userId);
    const own = await call('POST', `/api/admin/reports/${byModerator}/suspend`, moderator.accessToken);
    expect(refusal(own)).toEqual({ status: 403, code: 'own_cause' });
    expect(await isSuspended(target.userId)).toBe(false);
    // A colleague handles both.
    expect(
      (await call('POST', `/api/admin/reports/${byModerator}/dismiss`, otherModerator.accessToken))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/admin/reports/${aboutModerator}/dismiss`, otherModerator.accessToken))
        .statusCode,
    ).toBe(200);
  });

  it('T48: a report about an admin cannot be turned into a warning or a suspension by a moderator', async () => {
    const accuser = await kit.joinMember('Ari Accuser');
    const aboutAdmin = await reportAbout(accuser, admin.userId);
    for (const action of ['warn', 'suspend']) {
      const response = await call(
        'POST',
        `/api/admin/reports/${aboutAdmin}/${action}`,
        moderator.accessToken,
      );
      expect(refusal(response)).toEqual({ status: 403, code: 'staff_rank' });
    }
    expect(await reportStatus(aboutAdmin)).toBe('open');
    expect(await isSuspended(admin.userId)).toBe(false);
  });

  it('T49: a moderator cannot resolve a dispute they are a party to; the hold and balances stay', async () => {
    const profile = await call('PUT', '/api/me/profile', moderator.accessToken, {
      full_name: 'Test moderator',
      bio: 'Moderates and teaches.',
      skills_offered: ['Spanish'],
      skills_wanted: ['Guitar'],
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const partner = await kit.joinMember('Pat Partner');
    const asParty = { ...moderator, fullName: 'Test moderator' };
    const swapId = await openDispute(kit, partner, asParty, { hoursOffered: 2, hoursRequested: 1 });
    const before = [await kit.balanceOf(partner), await kit.balanceOf(asParty)];

    const resolve = (actor: TestStaffMember) =>
      call('POST', `/api/admin/disputes/${swapId}/resolve`, actor.accessToken, {
        outcome: 'settled',
        requesterHours: 0,
        recipientHours: 2,
        note: 'Settled in my own favour.',
      });
    expect(refusal(await resolve(moderator))).toEqual({ status: 403, code: 'own_cause' });
    // A fellow moderator does not settle a colleague's dispute either; an admin may.
    expect(refusal(await resolve(otherModerator))).toEqual({ status: 403, code: 'staff_rank' });
    expect((await kit.getSwap(partner, swapId)).json<{ status: string }>().status).toBe('disputed');
    expect([await kit.balanceOf(partner), await kit.balanceOf(asParty)]).toEqual(before);
    expect((await resolve(admin)).statusCode).toBe(200);
  });

  it('T50: console changes to a person follow the same rule: badge, role and plan', async () => {
    const verify = (actor: TestStaffMember, memberId: string) =>
      call('PUT', `/api/admin/members/${memberId}/verified`, actor.accessToken, { verified: true });
    expect(refusal(await verify(moderator, admin.userId))).toEqual({ status: 403, code: 'staff_rank' });
    expect(refusal(await verify(moderator, moderator.userId))).toEqual({ status: 403, code: 'own_cause' });
    const role = (actor: TestStaffMember, memberId: string, to: string) =>
      call('PUT', `/api/admin/members/${memberId}/role`, actor.accessToken, { role: to });
    expect(refusal(await role(admin, otherAdmin.userId, 'member'))).toEqual({
      status: 403,
      code: 'staff_rank',
    });
    expect(refusal(await role(admin, admin.userId, 'member'))).toEqual({ status: 403, code: 'own_cause' });
    const plan = (actor: TestStaffMember, memberId: string) =>
      call('PUT', `/api/admin/members/${memberId}/plan`, actor.accessToken, { plan: 'elite' });
    expect(refusal(await plan(admin, admin.userId))).toEqual({ status: 403, code: 'own_cause' });
    expect(refusal(await plan(admin, otherAdmin.userId))).toEqual({ status: 403, code: 'staff_rank' });
    const roles = await harness.database.db.select({ id: users.id, role: users.role }).from(users);
    expect(roles.find((row) => row.id === otherAdmin.userId)?.role).toBe('admin');
    expect(roles.find((row) => row.id === admin.userId)?.role).toBe('admin');
    // Lower roles: as before.
    expect((await verify(moderator, (await kit.joinMember('Vera Verified')).userId)).statusCode).toBe(200);
    expect((await role(admin, moderator.userId, 'moderator')).statusCode).toBe(200);
  });
});
