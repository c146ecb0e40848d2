import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport, MemberSuspension } from '@skillswap/contracts/admin-reports/schemas';
import type { DirectConversationList, DirectThread } from '@skillswap/contracts/direct-messages/schemas';
import type { ErrorBody } from '@skillswap/contracts/shared/errors';
import type { MatchList } from '@skillswap/contracts/matches/schemas';
import type { MyReport } from '@skillswap/contracts/moderation/schemas';
import type { MessageThread } from '@skillswap/contracts/swap-lifecycle/schemas';
import { auditLog, outbox, swaps } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { freshIp, refresh, signIn } from '../../test/auth-requests.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { bearer } from '../../test/mfa-requests.ts';
import { signUpStaffMember, type TestStaffMember } from '../../test/staff.ts';
import { findBrokenPromises } from '../swap-lifecycle/ledger-invariants.test-helper.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { publishOverdueReviews } from '../reviews/index.ts';

describe(`reports and suspension on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-10T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let moderator: TestStaffMember;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
  });
  afterAll(async () => {
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
    await harness.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const report = (member: KitMember, payload: object) =>
    call('POST', '/api/reports', member.accessToken, payload);
  const myReports = async (member: KitMember) =>
    (await call('GET', '/api/reports/mine', member.accessToken)).json<{ reports: MyReport[] }>().reports;
  const queue = async (query = '') =>
    (await call('GET', `/api/admin/reports${query}`, moderator.accessToken)).json<{
      reports: AdminReport[];
    }>().reports;
  const mailsTo = async (email: string) =>
    harness.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id));

  it('R1: every console endpoint refuses a member (403), asks an aal1 moderator to step up, lets a moderator in', async () => {
    const member = await kit.joinMember('Mia Member');
    const target = await kit.joinMember('Tom Target');
    const created = await report(member, {
      targetKind: 'member',
      targetId: target.userId,
      reason: 'spam_or_scam',
    });
    expect(created.statusCode).toBe(201);
    const reportId = created.json<MyReport>().id;
    const aal1 = await signIn(harness.app, moderator, { ip: freshIp() });
    expect(aal1.statusCode).toBe(200);
    const aal1Token = aal1.json<{ access_token: string }>().access_token;
    const endpoints: ['GET' | 'POST', string, object | undefined][] = [
      ['GET', '/api/admin/reports', undefined],
      ['POST', `/api/admin/reports/${reportId}/dismiss`, {}],
      ['POST', `/api/admin/reports/${reportId}/hide`, {}],
      ['POST', `/api/admin/reports/${reportId}/warn`, {}],
      ['POST', `/api/admin/reports/${reportId}/suspend`, {}],
      ['POST', `/api/admin/members/${target.userId}/suspend`, { reason: 'Spam' }],
      ['POST', `/api/admin/members/${target.userId}/unsuspend`, {}],
    ];
    for (const [method, url, payload] of endpoints) {
      const asMember = await call(method, url, member.accessToken, payload);
      expect([url, asMember.statusCode, asMember.json<ErrorBody>().code]).toEqual([url, 403, 'forbidden']);
      const asAal1 = await call(method, url, aal1Token, payload);
      expect([url, asAal1.statusCode, asAal1.json<ErrorBody>().code]).toEqual([url, 403, 'mfa_required']);
    }
    // The moderator at aal2 may use each (the report is open until the first action closes it).
    expect((await call('GET', '/api/admin/reports', moderator.accessToken)).statusCode).toBe(200);
    const warned = await call('POST', `/api/admin/reports/${reportId}/warn`, moderator.accessToken, {
      note: 'No advertising in messages.',
    });
    expect(warned.statusCode).toBe(200);
    expect(warned.json<AdminReport>()).toMatchObject({ status: 'actioned', action: 'warned' });
    for (const action of ['dismiss', 'hide', 'warn', 'suspend']) {
      const again = await call('POST', `/api/admin/reports/${reportId}/${action}`, moderator.accessToken, {});
      expect(again.statusCode).toBe(409);
    }
    const [warning] = await mailsTo(target.email);
    expect(warning!.subject).toBe('A warning from SkillSwap');
    expect(warning!.bodyText).toContain('No advertising in messages.');
    expect(warning!.bodyHtml).toContain('<p>');
    const suspended = await call(
      'POST',
      `/api/admin/members/${target.userId}/suspend`,
      moderator.accessToken,
      {
        reason: 'Spam',
      },
    );
    expect(suspended.json<MemberSuspension>()).toMatchObject({ isSuspended: true });
    const lifted = await call(
      'POST',
      `/api/admin/members/${target.userId}/unsuspend`,
      moderator.accessToken,
      {},
    );
    expect(lifted.json<MemberSuspension>()).toMatchObject({ isSuspended: false, suspendedAt: null });
    expect(
      (
        await call('POST', `/api/admin/members/${crypto.randomUUID()}/suspend`, moderator.accessToken, {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('R2: a suspension ends sign-in and sessions, hides the member, withdraws requests and cancels swaps with holds released', async () => {
    const suspect = await kit.joinMember('Sam Suspect', { offers: 'Spanish', wants: 'Guitar' });
    const partner = await kit.joinMember('Pat Partner', { offers: 'Guitar', wants: 'Spanish' });
    const requester = await kit.joinMember('Rue Requester', { offers: 'Guitar', wants: 'Spanish' });
    // An accepted swap with a SkillCoin hold (the requester learns more hours than they teach) and
    // a pending request.
    const acceptedId = await kit.requestSwap(partner, suspect, { hoursOffered: 1, hoursRequested: 3 });
    await kit.actOk(suspect, acceptedId, 'accept');
    const pendingId = await kit.requestSwap(requester, suspect);
    const holdsOf = async (swapId: string) =>
      Number(
        (
          await harness.database.db.execute<{ total: string }>(
            sql`SELECT count(*) AS total FROM ledger_holds WHERE swap_id = ${swapId} AND released_at IS NULL`,
          )
        ).rows[0]!.total,
      );
    expect(await holdsOf(acceptedId)).toBe(1);
    const listed = async () => {
      const page = (await call('GET', '/api/profiles?limit=50')).json<{ items: { id: string }[] }>();
      return page.items.map((item) => item.id);
    };
    const matchesOf = async (member: KitMember) =>
      (await call('GET', '/api/matches', member.accessToken))
        .json<MatchList>()
        .items.map((m) => m.profile.id);
    expect(await listed()).toContain(suspect.userId);
    expect((await call('GET', `/api/profiles/${suspect.userId}`)).statusCode).toBe(200);
    const outsider = await kit.joinMember('Olly Outsider', { offers: 'Guitar', wants: 'Spanish' });
    expect(await matchesOf(outsider)).toContain(suspect.userId);

    const answer = await call('POST', `/api/admin/members/${suspect.userId}/suspend`, moderator.accessToken, {
      reason: 'Harassment of several members',
    });
    expect(answer.statusCode).toBe(200);

    // Sign-in is refused with a clear message; the old access and refresh tokens no longer work.
    const refused = await signIn(harness.app, suspect, { ip: freshIp() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_suspended' });
    expect(refused.json<ErrorBody>().message).toContain('suspended');
    const wrongPassword = await signIn(
      harness.app,
      { ...suspect, password: 'Wrong-password-1' },
      { ip: freshIp() },
    );
    expect(wrongPassword.json()).toMatchObject({ code: 'invalid_credentials' });
    expect((await call('GET', '/api/auth/user', suspect.accessToken)).statusCode).toBe(401);
    expect((await refresh(harness.app, suspect.refreshToken, { ip: freshIp() })).statusCode).not.toBe(200);

    // Hidden from Explore, matches and the public profile.
    expect(await listed()).not.toContain(suspect.userId);
    expect((await call('GET', `/api/profiles/${suspect.userId}`)).statusCode).toBe(404);
    expect(await matchesOf(outsider)).not.toContain(suspect.userId);

    // The pending request is withdrawn, the accepted swap cancelled, the hold released; both others told.
    const statusOf = async (swapId: string) =>
      (await harness.database.db.select({ status: swaps.status }).from(swaps).where(eq(swaps.id, swapId)))[0]!
        .status;
    expect(await statusOf(pendingId)).toBe('cancelled');
    expect(await statusOf(acceptedId)).toBe('cancelled');
    expect(await holdsOf(acceptedId)).toBe(0);
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
    expect((await kit.balanceOf(partner)).available).toBe((await kit.balanceOf(partner)).balance);

    // The member gets a mail (text and HTML), and the operator is in the audit log.
    const [mail] = await mailsTo(suspect.email);
    expect(mail!.subject).toBe('Your SkillSwap account has been suspended');
    expect(mail!.bodyText).toContain('SkillSwap');
    expect(mail!.bodyHtml).toContain('SkillSwap');
    const [audit] = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, suspect.userId), eq(auditLog.event, 'member_suspended')));
    expect(audit!.actorId).toBe(moderator.userId);

    // Unsuspending restores sign-in and visibility, not the cancelled swaps.
    const lifted = await call(
      'POST',
      `/api/admin/members/${suspect.userId}/unsuspend`,
      moderator.accessToken,
      {},
    );
    expect(lifted.statusCode).toBe(200);
    expect((await signIn(harness.app, suspect, { ip: freshIp() })).statusCode).toBe(200);
    expect(await listed()).toContain(suspect.userId);
    expect((await call('GET', `/api/profiles/${suspect.userId}`)).statusCode).toBe(200);
    expect(await statusOf(acceptedId)).toBe('cancelled');
    const [unaudit] = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, suspect.userId), eq(auditLog.event, 'member_unsuspended')));
    expect(unaudit!.actorId).toBe(moderator.userId);
  });

  it('R3: the reporter sees "received", then only whether action was taken; one open report per target', async () => {
    const reporter = await kit.joinMember('Rita Reporter');
    const other = await kit.joinMember('Otto Other');
    const payload = {
      targetKind: 'member',
      targetId: other.userId,
      reason: 'fake_profile',
      details: 'Stock photo',
    };
    const first = await report(reporter, payload);
    expect(first.statusCode).toBe(201);
    expect(first.json<MyReport>()).toMatchObject({ outcome: 'received', targetName: 'Otto Other' });
    expect((await report(reporter, payload)).statusCode).toBe(409);
    expect((await report(reporter, { ...payload, targetId: reporter.userId })).statusCode).toBe(404);
    expect((await report(reporter, { ...payload, reason: 'rude' })).statusCode).toBe(400);
    expect((await report(reporter, { ...payload, details: 'x'.repeat(1001) })).statusCode).toBe(400);

    const inQueue = await queue('?status=open&reason=fake_profile&kind=member');
    const item = inQueue.find((entry) => entry.reporter?.id === reporter.userId)!;
    expect(item).toMatchObject({ details: 'Stock photo', reportedMember: { id: other.userId } });
    expect(await queue('?status=open&reason=harassment')).not.toContainEqual(
      expect.objectContaining({ id: item.id }),
    );

    const suspended = await call('POST', `/api/admin/reports/${item.id}/suspend`, moderator.accessToken, {});
    expect(suspended.json<AdminReport>()).toMatchObject({
      action: 'suspended',
      resolvedBy: 'Test moderator',
    });
    const [mine] = await myReports(reporter);
    expect(mine!.outcome).toBe('action_taken');
    expect(Object.keys(mine!).sort()).toEqual([
      'createdAt',
      'id',
      'outcome',
      'reason',
      'resolvedAt',
      'targetKind',
      'targetName',
    ]);
    expect(JSON.stringify(mine)).not.toContain('suspend');
    // A new report may be opened once the first is closed; a dismissal reads as "no action".
    const second = await report(reporter, { ...payload, reason: 'other' });
    expect(second.statusCode).toBe(201);
    await call('POST', `/api/admin/reports/${second.json<MyReport>().id}/dismiss`, moderator.accessToken, {});
    const secondId = second.json<MyReport>().id;
    expect((await myReports(reporter)).find((entry) => entry.id === secondId)!.outcome).toBe('no_action');
    const notices = await harness.database.db.execute<{ title: string; body: string }>(
      sql`SELECT title, body FROM notifications WHERE member_id = ${reporter.userId} AND type = 'report_outcome' ORDER BY id`,
    );
    expect(notices.rows.map((row) => row.body)).toEqual([
      'Thank you for your report. We looked into it and took action.',
      'Thank you for your report. We looked into it and took no action this time.',
    ]);
    // Every report about Otto, open or closed, and nobody else's: what the card's "other reports" opens.
    const aboutOtto = await queue(`?member=${other.userId}`);
    expect(aboutOtto.map((entry) => entry.id).sort()).toEqual([item.id, secondId].sort());
    expect(aboutOtto.every((entry) => entry.otherReportsAboutMember === 1)).toBe(true);
    expect((await call('GET', '/api/admin/reports?member=nobody', moderator.accessToken)).statusCode).toBe(
      400,
    );
  });

  it('R4: a reported message can be hidden from both members; only the thread members may report it', async () => {
    const ana = await kit.joinMember('Ana Asker');
    const ben = await kit.joinMember('Ben Bother', { offers: 'Spanish', wants: 'Guitar' });
    const swapId = await kit.requestSwap(ana, ben);
    const sent = await call('POST', `/api/swaps/${swapId}/messages`, ben.accessToken, {
      body: 'Send me your bank login',
    });
    expect(sent.statusCode).toBe(201);
    const thread = async (member: KitMember) =>
      (await call('GET', `/api/swaps/${swapId}/messages`, member.accessToken)).json<MessageThread>().items;
    const messageId = (await thread(ana))[0]!.id;
    const stranger = await kit.joinMember('Stan Stranger');
    const payload = { targetKind: 'message', targetId: messageId, reason: 'spam_or_scam' };
    expect((await report(stranger, payload)).statusCode).toBe(404);
    expect((await report(ben, payload)).statusCode).toBe(404);
    const created = await report(ana, payload);
    expect(created.statusCode).toBe(201);
    const [item] = await queue('?kind=message&status=open');
    expect(item).toMatchObject({ content: 'Send me your bank login', swapId, isContentHidden: false });
    const hidden = await call('POST', `/api/admin/reports/${item!.id}/hide`, moderator.accessToken, {});
    expect(hidden.json<AdminReport>()).toMatchObject({
      isContentHidden: true,
      content: 'Send me your bank login',
    });
    expect(await thread(ana)).toEqual([]);
    expect(await thread(ben)).toEqual([]);
    // A member report cannot be "hidden".
    const memberReport = await report(ana, {
      targetKind: 'member',
      targetId: ben.userId,
      reason: 'harassment',
    });
    const refused = await call(
      'POST',
      `/api/admin/reports/${memberReport.json<MyReport>().id}/hide`,
      moderator.accessToken,
      {},
    );
    expect(refused.statusCode).toBe(409);
  });

  it('R5b: a single direct message is reported by the member who received it; hiding it takes it from both', async () => {
    const eli = await kit.joinMember('Eli Opener', { plan: 'elite' });
    const rosa = await kit.joinMember('Rosa Receiver');
    const opened = await call('POST', '/api/direct-messages', eli.accessToken, {
      recipientId: rosa.userId,
      body: 'Pay me in gift cards first',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const conversation = opened.json<DirectThread>().conversation.id;
    const replied = await call('POST', `/api/direct-messages/${conversation}/messages`, rosa.accessToken, {
      body: 'No, thank you.',
    });
    expect(replied.statusCode).toBe(201);
    const thread = async (member: KitMember) =>
      (await call('GET', `/api/direct-messages/${conversation}`, member.accessToken)).json<DirectThread>()
        .items;
    const [first, reply] = await thread(rosa);
    const payload = { targetKind: 'direct_message', targetId: first!.id, reason: 'spam_or_scam' };
    // Not by someone outside the conversation, nor by its sender, nor about one's own message.
    expect((await report(await kit.joinMember('Stan Outside'), payload)).statusCode).toBe(404);
    expect((await report(eli, payload)).statusCode).toBe(404);
    expect((await report(rosa, { ...payload, targetId: reply!.id })).statusCode).toBe(404);
    expect((await report(rosa, { ...payload, targetId: 'not-a-number' })).statusCode).toBe(400);
    const created = await report(rosa, payload);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<MyReport>().targetName).toBe('A direct message by Eli Opener');

    const [item] = await queue('?kind=direct_message&status=open');
    expect(item).toMatchObject({
      targetKind: 'direct_message',
      content: 'Pay me in gift cards first',
      reportedMember: { fullName: 'Eli Opener' },
      isContentHidden: false,
    });
    const hidden = await call('POST', `/api/admin/reports/${item!.id}/hide`, moderator.accessToken, {});
    expect(hidden.json<AdminReport>()).toMatchObject({ isContentHidden: true });
    expect((await thread(rosa)).map((message) => message.body)).toEqual(['No, thank you.']);
    expect((await thread(eli)).map((message) => message.body)).toEqual(['No, thank you.']);
    const inbox = await call('GET', '/api/direct-messages', eli.accessToken);
    expect(inbox.json<DirectConversationList>().items[0]!.lastMessage?.preview).toBe('No, thank you.');
  });

  it('R6: a reported review can be hidden from its public list; its author cannot report it', async () => {
    const teacher = await kit.joinMember('Tess Teacher', { offers: 'Spanish', wants: 'Guitar' });
    const learner = await kit.joinMember('Lou Learner');
    const swapId = await kit.requestSwap(learner, teacher, { hoursOffered: 1, hoursRequested: 1 });
    await kit.actOk(teacher, swapId, 'accept');
    const hours = { requesterHours: 1, recipientHours: 1 };
    await kit.actOk(learner, swapId, 'confirm', hours);
    await kit.actOk(teacher, swapId, 'confirm', hours);
    const left = await call('POST', `/api/swaps/${swapId}/review`, learner.accessToken, {
      rating: 1,
      comment: 'Terrible person, avoid (insults)',
    });
    expect(left.statusCode).toBe(201);
    // The 14 double-blind days are over (ADR 92): the job publishes the review.
    await publishOverdueReviews(harness.database.db, new Date('2100-01-01'));
    const reviewsOfTeacher = async () =>
      (await call('GET', `/api/profiles/${teacher.userId}/reviews`)).json<{
        items: { id: string }[];
        total: number;
      }>();
    const [written] = (await reviewsOfTeacher()).items;
    const payload = { targetKind: 'review', targetId: written!.id, reason: 'inappropriate_content' };
    expect((await report(learner, payload)).statusCode).toBe(404);
    const created = await report(teacher, payload);
    expect(created.statusCode).toBe(201);
    const reportId = created.json<MyReport>().id;
    const [item] = (await queue('?kind=review')).filter((entry) => entry.id === reportId);
    expect(item).toMatchObject({
      content: 'Terrible person, avoid (insults)',
      reportedMember: { id: learner.userId },
    });
    const hidden = await call('POST', `/api/admin/reports/${reportId}/hide`, moderator.accessToken, {});
    expect(hidden.json<AdminReport>()).toMatchObject({ isContentHidden: true, action: 'hidden' });
    const after = await reviewsOfTeacher();
    expect(after.items).toEqual([]);
    expect(after.total).toBe(0);
    // The hidden review no longer counts in the teacher's rating.
    const reputation = await call('GET', `/api/profiles/${teacher.userId}/reputation`);
    expect(reputation.json<{ rating: number }>().rating).toBe(0);
  });

  it('R5: reports are rate limited', async () => {
    const eager = await kit.joinMember('Eve Eager');
    const target = await kit.joinMember('Tia Target');
    const payload = { targetKind: 'member', targetId: target.userId, reason: 'other' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await report(eager, payload)).statusCode);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, 10)).toEqual(Array(9).fill(409));
    expect(statuses[10]).toBe(429);
  });
});
