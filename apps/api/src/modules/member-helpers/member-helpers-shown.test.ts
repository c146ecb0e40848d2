import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '@skillswap/contracts/admin-reports/schemas';
import type { BoardPage, BoardPost, BoardPostDetail } from '@skillswap/contracts/board/schemas';
import type {
  DirectConversationList,
  DirectMessage,
  DirectThread,
} from '@skillswap/contracts/direct-messages/schemas';
import { actingForHeader } from '@skillswap/contracts/shared/http';
import type { MessageThread, SwapMessage } from '@skillswap/contracts/swap-lifecycle/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { bearer } from '../../test/mfa-requests.ts';
import type { TestMember } from '../../test/members.ts';
import { signUpStaffMember, type TestStaffMember } from '../../test/staff.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { adminReportRoutes } from '@skillswap/contracts/admin-reports/routes';

// ADR 198: what a helper made for a member shows "by <helper> for <member>" wherever it is read: a board post
// on the board and on its page to every member who may read it, a reported direct message or post to the
// moderator reviewing the report. A direct conversation answers with its member's time zone, so a helper
// reads the times in the member's zone and their own conversations in theirs. ADR 202: a swap message a
// helper wrote names the helper to both swap members and to the moderator of a report on it.
describe(`what a helper made, shown on the board and to moderators, on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-04-14T10:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let moderator: TestStaffMember;
  let ana: TestMember;
  let ben: TestMember;
  let carl: TestMember;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    ana = await kit.joinMember('Ana Helped', { plan: 'elite', offers: 'Knitting', wants: 'Guitar' });
    ben = await kit.joinMember('Ben Helper', { plan: 'elite' });
    carl = await kit.joinMember('Carl Reader', { plan: 'elite', offers: 'Guitar', wants: 'Knitting' });
    await ok(ana, 'PUT', '/api/me/time-zone', { payload: { timeZone: 'Europe/Lisbon' } });
    await ok(ben, 'PUT', '/api/me/time-zone', { payload: { timeZone: 'America/Chicago' } });
    await ok(ana, 'POST', '/api/me/helpers', { payload: { helperId: ben.userId, consent: true } });
  });
  afterAll(() => harness.close());

  const call = (
    member: TestMember,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { payload?: object; actingFor?: TestMember } = {},
  ) => {
    clock.advance(1_000);
    return harness.app.inject({
      method,
      url,
      headers: {
        ...member.authHeader,
        ...(options.actingFor ? { [actingForHeader]: options.actingFor.userId } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  };
  async function ok<T>(...args: Parameters<typeof call>): Promise<T> {
    const response = await call(...args);
    expect(response.statusCode, `${args[1]} ${args[2]}: ${response.body}`).toBeLessThan(300);
    return response.json<T>();
  }
  const boardPost = (title: string) => ({
    kind: 'need',
    title,
    description: 'Someone patient, please.',
    skill: 'Guitar',
    hours: 1,
    isOnline: true,
    lifetimeDays: 7,
  });
  const queue = async (kind: string) =>
    (
      await inject(harness.app, adminReportRoutes.listReports, {
        unchecked: true,
        query: { kind },
        headers: bearer(moderator.accessToken),
      })
    ).json<{ reports: AdminReport[] }>().reports;

  it('names the helper on a post they made, to a third member on the board and on its page', async () => {
    const byBen = (
      await ok<{ data: BoardPost }>(ben, 'POST', '/api/board/posts', {
        actingFor: ana,
        payload: boardPost('Guitar for a beginner, made by a helper'),
      })
    ).data;
    expect(byBen).toMatchObject({
      author: { id: ana.userId, fullName: 'Ana Helped' },
      helper: { id: ben.userId, name: 'Ben Helper' },
    });
    const byAna = (
      await ok<{ data: BoardPost }>(ana, 'POST', '/api/board/posts', {
        payload: boardPost('Guitar for a beginner, made by Ana'),
      })
    ).data;
    expect(byAna.helper).toBeNull();

    const page = await ok<BoardPostDetail>(carl, 'GET', `/api/board/posts/${byBen.id}`);
    expect(page.data).toMatchObject({ author: { fullName: 'Ana Helped' }, helper: { name: 'Ben Helper' } });
    expect((await ok<BoardPostDetail>(carl, 'GET', `/api/board/posts/${byAna.id}`)).data.helper).toBeNull();
    const board = await ok<BoardPage>(carl, 'GET', '/api/board/posts?q=guitar%20for%20a%20beginner');
    expect(board.items.map((item) => [item.title, item.helper?.name ?? null]).sort()).toEqual([
      ['Guitar for a beginner, made by Ana', null],
      ['Guitar for a beginner, made by a helper', 'Ben Helper'],
    ]);
    // Ana reads her own posts with the helper named too.
    const mine = await ok<BoardPage>(ana, 'GET', '/api/board/posts?mine=true');
    expect(mine.items.find((item) => item.id === byBen.id)?.helper).toEqual({
      id: ben.userId,
      name: 'Ben Helper',
    });

    // Carl reports the helper's post: the moderator reads who made it for Ana.
    const reported = await call(carl, 'POST', '/api/reports', {
      payload: { targetKind: 'post', targetId: byBen.id, reason: 'spam_or_scam' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const [item] = await queue('post');
    expect(item).toMatchObject({
      targetId: byBen.id,
      reportedMember: { id: ana.userId, fullName: 'Ana Helped' },
      helper: { id: ben.userId, fullName: 'Ben Helper' },
    });
  });

  it('shows the moderator the helper of a reported direct message, and none on one the member wrote', async () => {
    const opened = await ok<DirectThread>(carl, 'POST', '/api/direct-messages', {
      payload: { recipientId: ana.userId, body: 'Hello Ana, shall we swap guitar for knitting?' },
    });
    const conversationId = opened.conversation.id;
    const byBen = await ok<DirectMessage>(ben, 'POST', `/api/direct-messages/${conversationId}/messages`, {
      actingFor: ana,
      payload: { body: 'Ana says: buy my course at a discount.' },
    });
    const byAna = await ok<DirectMessage>(ana, 'POST', `/api/direct-messages/${conversationId}/messages`, {
      payload: { body: 'Ana again: write to me on another site.' },
    });
    for (const message of [byBen, byAna]) {
      const reported = await call(carl, 'POST', '/api/reports', {
        payload: { targetKind: 'direct_message', targetId: String(message.id), reason: 'spam_or_scam' },
      });
      expect(reported.statusCode, reported.body).toBe(201);
    }
    const reports = await queue('direct_message');
    expect(
      reports.map((report) => [
        report.content,
        report.reportedMember?.fullName,
        report.helper?.fullName ?? null,
      ]),
    ).toEqual([
      ['Ana again: write to me on another site.', 'Ana Helped', null],
      ['Ana says: buy my course at a discount.', 'Ana Helped', 'Ben Helper'],
    ]);
    expect(reports[1]!.helper?.id).toBe(ben.userId);
  });

  it('names the helper on a swap message they wrote, to both swap members and to the moderator', async () => {
    const swap = await ok<{ data: { id: string } }>(carl, 'POST', '/api/swap-requests', {
      payload: { targetId: ana.userId, offeredSkill: 'Guitar', requestedSkill: 'Knitting', message: '' },
    });
    const messagesUrl = `/api/swaps/${swap.data.id}/messages`;
    const byBen = await ok<SwapMessage>(ben, 'POST', messagesUrl, {
      actingFor: ana,
      payload: { body: 'Ana says: Tuesdays suit her best.' },
    });
    expect(byBen).toMatchObject({
      sender: { id: ana.userId, fullName: 'Ana Helped' },
      helper: { id: ben.userId, name: 'Ben Helper' },
      isMine: true,
    });
    const byAna = await ok<SwapMessage>(ana, 'POST', messagesUrl, {
      payload: { body: 'Ana again: and bring your own needles.' },
    });
    expect(byAna.helper).toBeNull();
    const byCarl = await ok<SwapMessage>(carl, 'POST', messagesUrl, { payload: { body: 'Tuesday it is.' } });
    expect(byCarl.helper).toBeNull();

    const shown = (thread: MessageThread) =>
      thread.items.map((message) => [message.body, message.sender.fullName, message.helper?.name ?? null]);
    const expected = [
      ['Ana says: Tuesdays suit her best.', 'Ana Helped', 'Ben Helper'],
      ['Ana again: and bring your own needles.', 'Ana Helped', null],
      ['Tuesday it is.', 'Carl Reader', null],
    ];
    // The other member, the member herself and her helper acting for her all read who wrote it.
    expect(shown(await ok<MessageThread>(carl, 'GET', messagesUrl))).toEqual(expected);
    expect(shown(await ok<MessageThread>(ana, 'GET', messagesUrl))).toEqual(expected);
    expect(shown(await ok<MessageThread>(ben, 'GET', messagesUrl, { actingFor: ana }))).toEqual(expected);
    expect((await ok<MessageThread>(carl, 'GET', messagesUrl)).items[0]!.helper?.id).toBe(ben.userId);

    for (const message of [byBen, byAna]) {
      const reported = await call(carl, 'POST', '/api/reports', {
        payload: { targetKind: 'message', targetId: message.id, reason: 'spam_or_scam' },
      });
      expect(reported.statusCode, reported.body).toBe(201);
    }
    const reports = await queue('message');
    expect(
      reports.map((report) => [
        report.content,
        report.reportedMember?.fullName,
        report.helper?.fullName ?? null,
      ]),
    ).toEqual([
      ['Ana again: and bring your own needles.', 'Ana Helped', null],
      ['Ana says: Tuesdays suit her best.', 'Ana Helped', 'Ben Helper'],
    ]);
    expect(reports[1]!.helper?.id).toBe(ben.userId);
  });

  it("answers conversations with their member's time zone: the helper reads Ana's in hers, their own in theirs", async () => {
    const anas = await ok<DirectConversationList>(ben, 'GET', '/api/direct-messages', { actingFor: ana });
    expect(anas.timeZone).toBe('Europe/Lisbon');
    const conversationId = anas.items[0]!.id;
    const forAna = await ok<DirectThread>(ben, 'GET', `/api/direct-messages/${conversationId}`, {
      actingFor: ana,
    });
    expect(forAna.timeZone).toBe('Europe/Lisbon');
    expect((await ok<DirectThread>(carl, 'GET', `/api/direct-messages/${conversationId}`)).timeZone).toBe(
      'UTC',
    );

    const own = await ok<DirectThread>(ben, 'POST', '/api/direct-messages', {
      payload: { recipientId: carl.userId, body: 'Hi Carl, Ben here for myself.' },
    });
    expect(own.timeZone).toBe('America/Chicago');
    expect((await ok<DirectConversationList>(ben, 'GET', '/api/direct-messages')).timeZone).toBe(
      'America/Chicago',
    );
    expect((await ok<DirectThread>(ben, 'GET', `/api/direct-messages/${own.conversation.id}`)).timeZone).toBe(
      'America/Chicago',
    );
  });
});
