import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@skillswap/contracts/admin-audit/schemas';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { recordAuditEvent } from '../../lib/audit.ts';
import { createManualClock } from '../../lib/clock.ts';
import { freshIp, signIn } from '../../test/auth-requests.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { bearer } from '../../test/mfa-requests.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { signUpStaffMember, type TestStaffMember } from '../../test/staff.ts';
import { inject } from '../../test/inject.ts';
import { adminMemberRoutes } from '@skillswap/contracts/admin-members/routes';

describe(`console audit log on ${databaseKind}`, () => {
  const clock = createManualClock(new Date());
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let moderator: TestStaffMember;
  let zed: TestMember;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
    moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    zed = await signUpMember(harness.app, { fullName: 'Zed Auditable' });
  });
  afterAll(() => harness.close());

  const list = (accessToken: string, query = '') =>
    harness.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: bearer(accessToken) });

  it('A1: a member gets 403, an admin at aal1 is asked to step up, a moderator reads it', async () => {
    const member = await signUpMember(harness.app);
    expect((await list(member.accessToken)).json()).toMatchObject({ code: 'forbidden' });
    const admin = await signUpStaffMember(harness.app, harness.database, clock, 'admin');
    const aal1 = (await signIn(harness.app, admin, { ip: freshIp() })).json<Session>().access_token;
    const stepUp = await list(aal1);
    expect(stepUp.statusCode).toBe(403);
    expect(stepUp.json()).toMatchObject({ code: 'mfa_required' });
    const read = await list(moderator.accessToken);
    expect(read.statusCode).toBe(200);
    expect(read.json<AuditPage>().eventTypes).toContain('role_changed');
  });

  it('A2: filters by actor, member, type and date find the operator’s badge change', async () => {
    const set = await inject(harness.app, adminMemberRoutes.setVerified, {
      params: { memberId: zed.userId },
      headers: bearer(moderator.accessToken),
      body: { verified: true },
    });
    expect(set.statusCode).toBe(200);
    const today = clock.now().toISOString().slice(0, 10);
    const byActor = await list(moderator.accessToken, `?actor=${encodeURIComponent('TEST MODERATOR')}`);
    const entries = byActor.json<AuditPage>().entries;
    expect(entries.map((entry) => entry.event)).toContain('verified_badge_changed');
    expect(entries.every((entry) => entry.actor?.id === moderator.userId)).toBe(true);

    const byMember = await list(
      moderator.accessToken,
      `?member=${encodeURIComponent(zed.email)}&event=verified_badge_changed&from=${today}&to=${today}`,
    );
    expect(byMember.json<AuditPage>().entries).toEqual([
      expect.objectContaining({
        event: 'verified_badge_changed',
        member: { id: zed.userId, fullName: 'Zed Auditable' },
        actor: { id: moderator.userId, fullName: 'Test moderator' },
        details: { verified: true, via: 'console' },
      }),
    ]);
    const yesterday = new Date(clock.now().getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const before = await list(
      moderator.accessToken,
      `?member=${encodeURIComponent(zed.email)}&to=${yesterday}`,
    );
    expect(before.json<AuditPage>().entries).toEqual([]);
    expect((await list(moderator.accessToken, '?from=yesterday')).statusCode).toBe(400);
    expect((await list(moderator.accessToken, '?event=DROP%20TABLE')).statusCode).toBe(400);
  });

  it('A3: pages of 50, newest first, without gaps or repeats', async () => {
    for (let index = 0; index < 55; index++) {
      await recordAuditEvent(harness.database.db, {
        event: 'sign_in',
        userId: zed.userId,
        details: { attempt: index },
      });
    }
    const query = `?member=${encodeURIComponent(zed.email)}&event=sign_in`;
    const first = (await list(moderator.accessToken, query)).json<AuditPage>();
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]!.details).toEqual({ attempt: 54 });
    expect(first.nextBefore).not.toBeNull();
    const second = (
      await list(moderator.accessToken, `${query}&before=${first.nextBefore}`)
    ).json<AuditPage>();
    expect(second.nextBefore).toBeNull();
    const attempts = [...first.entries, ...second.entries].map((entry) => entry.details.attempt);
    expect(attempts).toEqual(Array.from({ length: 55 }, (_, index) => 54 - index));
  });

  it('A4: names the members whose ids an entry’s details carry, so the console never shows a bare id', async () => {
    const ann = await signUpMember(harness.app, { fullName: 'Ann Reported' });
    const swapId = '6f1c2a4e-0b7d-4c1e-9a55-2d3f4e5a6b7c';
    await recordAuditEvent(harness.database.db, {
      event: 'report_resolved',
      userId: zed.userId,
      actorId: moderator.userId,
      details: { reportedId: ann.userId, swapId, alsoAbout: [ann.userId.toUpperCase()] },
    });
    const page = (
      await list(moderator.accessToken, `?member=${encodeURIComponent(zed.email)}&event=report_resolved`)
    ).json<AuditPage>();
    expect(page.entries[0]!.details).toMatchObject({ reportedId: ann.userId, swapId });
    expect(page.names).toEqual({ [ann.userId]: 'Ann Reported' });
  });
});
