import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVerification, MyVerification } from '@skillswap/contracts/verification/schemas';
import { auditLog, notifications, outbox } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { signUpStaffMember, type TestStaffMember } from '../../test/staff.ts';
import { setPlan } from '../auth/personal-tokens/personal-tokens.test-helper.ts';

const asking = {
  note: 'I teach guitar at the Lyon conservatory; my staff page shows my name.',
  linkUrl: 'https://example.org/staff/ana',
};

describe(`identity verification for the verified badge on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-27T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let moderator: TestStaffMember;
  let ana: TestMember;
  let ben: TestMember;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    ana = await signUpMember(harness.app, { fullName: 'Ana Asks' });
    ben = await signUpMember(harness.app, { fullName: 'Ben Declined' });
    // A console session needs a second factor enrolled through the real endpoints: slow on a loaded machine.
  }, 60_000);
  afterAll(() => harness.close());

  const call = (member: TestMember, method: 'GET' | 'POST', url: string, payload?: object) =>
    harness.app.inject({ method, url, headers: member.authHeader, ...(payload ? { payload } : {}) });
  const mine = async (member: TestMember) =>
    (await call(member, 'GET', '/api/me/identity-verification')).json<MyVerification>();
  const queue = async () =>
    (await call(moderator, 'GET', '/api/admin/identity-verifications')).json<{ items: AdminVerification[] }>()
      .items;
  const profileVerified = async (member: TestMember) =>
    (await call(member, 'GET', `/api/profiles/${member.userId}`)).json<{ verified: boolean }>().verified;
  const mailsTo = (email: string) =>
    harness.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id));

  it('refuses a Free member with 403 plan_required naming Premium, and stores nothing', async () => {
    const answer = await call(ana, 'POST', '/api/me/identity-verification', asking);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'plan_required', plan: 'premium' });
    expect(await queue()).toEqual([]);
  });

  it('takes a Premium member’s note and https link, one open request at a time, and refuses bad input', async () => {
    await setPlan(harness.database, ana, 'premium');
    const plain = await call(ana, 'POST', '/api/me/identity-verification', {
      ...asking,
      linkUrl: 'http://x.org',
    });
    expect(plain.statusCode).toBe(400);
    const short = await call(ana, 'POST', '/api/me/identity-verification', { ...asking, note: 'me' });
    expect(short.statusCode).toBe(400);
    const created = await call(ana, 'POST', '/api/me/identity-verification', asking);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<MyVerification>()).toMatchObject({
      verified: false,
      latest: { status: 'pending', ...asking },
    });
    const again = await call(ana, 'POST', '/api/me/identity-verification', asking);
    expect(again.statusCode).toBe(409);
    clock.advance(12 * 60_000);
    expect(await queue()).toEqual([
      expect.objectContaining({
        status: 'pending',
        note: asking.note,
        member: expect.objectContaining({ id: ana.userId, plan: 'premium' }) as unknown,
        waitedMinutes: 12,
      }),
    ]);
  });

  it('refuses a member and a moderator acting in their own cause', async () => {
    const [request] = await queue();
    const byMember = await call(ben, 'POST', `/api/admin/identity-verifications/${request!.id}/approve`, {
      note: 'ok',
    });
    expect(byMember.statusCode).toBe(403);
    await setPlan(harness.database, moderator, 'premium');
    const own = await call(moderator, 'POST', '/api/me/identity-verification', asking);
    expect(own.statusCode).toBe(201);
    const ownRequest = (await queue()).find((item) => item.member.id === moderator.userId)!;
    const ownDecision = await call(
      moderator,
      'POST',
      `/api/admin/identity-verifications/${ownRequest.id}/approve`,
      {
        note: 'Looks like me',
      },
    );
    expect(ownDecision.statusCode).toBe(403);
    expect(ownDecision.json()).toMatchObject({ code: 'own_cause' });
    expect((await queue()).find((item) => item.id === ownRequest.id)?.status).toBe('pending');
  });

  it('approves with a note: the badge shows, the member is told in the app and by mail, the moderator audited', async () => {
    const request = (await queue()).find((item) => item.member.id === ana.userId)!;
    const empty = await call(moderator, 'POST', `/api/admin/identity-verifications/${request.id}/approve`, {
      note: '',
    });
    expect(empty.statusCode).toBe(400);
    const approved = await call(
      moderator,
      'POST',
      `/api/admin/identity-verifications/${request.id}/approve`,
      {
        note: 'Checked the staff page.',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decisionNote: 'Checked the staff page.' });
    expect(await profileVerified(ana)).toBe(true);
    expect(await mine(ana)).toMatchObject({ verified: true, latest: { status: 'approved' } });
    const twice = await call(moderator, 'POST', `/api/admin/identity-verifications/${request.id}/decline`, {
      note: 'no',
    });
    expect(twice.statusCode).toBe(409);
    const told = await harness.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, ana.userId), eq(notifications.type, 'identity_verification')));
    expect(told).toHaveLength(1);
    const [mail] = await mailsTo(ana.email);
    expect(mail?.subject).toBe('Your identity is verified: your profile shows the badge');
    expect(mail?.bodyText).toContain('Checked the staff page.');
    const audit = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, ana.userId), eq(auditLog.event, 'identity_verification_decided')));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: moderator.userId,
        details: expect.objectContaining({ decision: 'approved' }) as unknown,
      }),
    ]);
    expect((await call(ana, 'POST', '/api/me/identity-verification', asking)).statusCode).toBe(409);
  });

  it('removes the badge when the plan lapses and shows it again when a paid plan returns', async () => {
    await setPlan(harness.database, ana, 'free');
    expect(await profileVerified(ana)).toBe(false);
    await setPlan(harness.database, ana, 'elite');
    expect(await profileVerified(ana)).toBe(true);
  });

  it('declines with a note: no badge, the member is told why and may ask again', async () => {
    await setPlan(harness.database, ben, 'premium');
    expect((await call(ben, 'POST', '/api/me/identity-verification', asking)).statusCode).toBe(201);
    const request = (await queue()).find((item) => item.member.id === ben.userId)!;
    const declined = await call(
      moderator,
      'POST',
      `/api/admin/identity-verifications/${request.id}/decline`,
      {
        note: 'The page does not name you.',
      },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await profileVerified(ben)).toBe(false);
    expect(await mine(ben)).toMatchObject({
      verified: false,
      latest: { status: 'declined', decisionNote: 'The page does not name you.' },
    });
    const [mail] = await mailsTo(ben.email);
    expect(mail?.subject).toBe('Your identity verification was declined');
    expect((await call(ben, 'POST', '/api/me/identity-verification', asking)).statusCode).toBe(201);
    const unknown = await call(
      moderator,
      'POST',
      '/api/admin/identity-verifications/00000000-0000-4000-8000-000000000000/approve',
      {
        note: 'x',
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
