import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardPost } from '@skillswap/contracts/board/schemas';
import type { DirectMessage, DirectThread } from '@skillswap/contracts/direct-messages/schemas';
import { actingForHeader } from '@skillswap/contracts/shared/http';
import { languages } from '@skillswap/contracts/shared/i18n';
import {
  helperMayDo,
  recordedHelperActions,
  type HelperActionList,
  type HelperAppointment,
} from '@skillswap/contracts/member-helpers/schemas';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import type { SwapSessions } from '@skillswap/contracts/sessions/schemas';
import { notificationCatalogues } from '../../lib/i18n/notification-translator.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { bearer, createToken, setPlan } from '../auth/personal-tokens/personal-tokens.test-helper.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { actionPhrases } from './member-helpers.service.ts';

// ADR 195: a member's helper acts for them in direct messages, the sessions of their swaps and on the board,
// as in swaps (ADR 179): what they do is the member's, written down, audited and told to the member in their
// language; a direct message names the helper who wrote it. The member's settings stay theirs, a token never
// acts, and an appointment the member agreed to before these were on the consent screen does not reach them
// until they agree again.

describe('what a helper action is called', () => {
  it('names every recorded action, in every language of the notification catalogues', () => {
    const catalogues = notificationCatalogues();
    expect(Object.keys(actionPhrases).sort()).toEqual([...recordedHelperActions].sort());
    const missing = languages.flatMap((language) =>
      Object.values(actionPhrases)
        .filter((phrase) => !catalogues[language][phrase.key])
        .map((phrase) => `${language}: ${phrase.key}`),
    );
    expect(missing).toEqual([]);
  });
});

describe(`helpers in direct messages, sessions and the board on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-03-20T12:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (
    member: TestMember,
    method: Method,
    url: string,
    options: { payload?: object; actingFor?: TestMember } = {},
  ) => {
    // A second between calls, so what helpers did lists in the order they did it.
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
  const ok = async <T>(...args: Parameters<typeof call>) => {
    const response = await call(...args);
    expect(response.statusCode, `${args[1]} ${args[2]}: ${response.body}`).toBeLessThan(300);
    return response.statusCode === 204 ? (undefined as T) : response.json<T>();
  };
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await harness.database.db.execute<{ n: string | number }>(query)).rows[0]!.n);
  const helperActionsOf = async (member: TestMember) =>
    (await ok<HelperActionList>(member, 'GET', '/api/me/helper-actions')).items.map((item) => item.action);
  const latestNotice = async (member: TestMember) =>
    (await ok<NotificationPage>(member, 'GET', '/api/notifications')).items[0]!;
  const helperAudit = async (memberId: string) =>
    (
      await harness.database.db.execute<{ actor_id: string; details: Record<string, unknown> }>(
        sql`SELECT actor_id, details FROM audit_log WHERE user_id = ${memberId} AND event = 'helper_action'
          ORDER BY id`,
      )
    ).rows;
  const boardPost = (title: string) => ({
    kind: 'need',
    title,
    description: 'Someone patient, please.',
    skill: 'Guitar',
    hours: 1,
    isOnline: true,
    lifetimeDays: 7,
  });
  const online = { kind: 'online', url: 'https://meet.example.org/ana' };

  let ana: TestMember;
  let ben: TestMember;
  let carl: TestMember;
  let conversationId: string;
  let swapId: string;

  beforeAll(async () => {
    ana = await kit.joinMember('Ana Helped', { plan: 'elite', offers: 'Knitting', wants: 'Guitar' });
    ben = await kit.joinMember('Ben Helper');
    carl = await kit.joinMember('Carl Counterpart', { plan: 'elite', offers: 'Guitar', wants: 'Knitting' });
    // Ana reads SkillSwap in French, in Lisbon.
    await ok(ana, 'PUT', '/api/me/language', { payload: { language: 'fr' } });
    await ok(ana, 'PUT', '/api/me/time-zone', { payload: { timeZone: 'Europe/Lisbon' } });
    const appointed = await ok<HelperAppointment>(ana, 'POST', '/api/me/helpers', {
      payload: { helperId: ben.userId, consent: true },
    });
    expect(appointed.consentedTo).toEqual([...helperMayDo]);

    const opened = await ok<DirectThread>(carl, 'POST', '/api/direct-messages', {
      payload: { recipientId: ana.userId, body: 'Hello Ana, fancy a chat about knitting?' },
    });
    conversationId = opened.conversation.id;
    const requested = await ok<{ data: { id: string } }>(ana, 'POST', '/api/swap-requests', {
      payload: { targetId: carl.userId, offeredSkill: 'Knitting', requestedSkill: 'Guitar', message: '' },
    });
    swapId = requested.data.id;
    await kit.actOk(carl, swapId, 'accept');
  });

  it('writes in a direct conversation for the member: the message is hers, names the helper, is recorded and told', async () => {
    const inbox = await ok<{ items: Array<{ id: string }> }>(ben, 'GET', '/api/direct-messages', {
      actingFor: ana,
    });
    expect(inbox.items.map((item) => item.id)).toEqual([conversationId]);

    const sent = await call(ben, 'POST', `/api/direct-messages/${conversationId}/messages`, {
      actingFor: ana,
      payload: { body: 'Ana says: yes, on Saturday.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<DirectMessage>()).toMatchObject({
      sender: { id: ana.userId, fullName: 'Ana Helped' },
      helper: { id: ben.userId, name: 'Ben Helper' },
      isMine: true,
    });
    // Carl reads it from Ana, written by Ben; Ana's own messages name no helper.
    const thread = await ok<DirectThread>(carl, 'GET', `/api/direct-messages/${conversationId}`);
    expect(thread.items.map((item) => [item.sender.fullName, item.helper?.name ?? null, item.body])).toEqual([
      ['Carl Counterpart', null, 'Hello Ana, fancy a chat about knitting?'],
      ['Ana Helped', 'Ben Helper', 'Ana says: yes, on Saturday.'],
    ]);
    // Marking the thread read is not an action written down.
    await ok(ben, 'POST', `/api/direct-messages/${conversationId}/read`, { actingFor: ana });

    expect(await helperActionsOf(ana)).toEqual(['replyDirect']);
    expect((await helperAudit(ana.userId)).at(-1)).toEqual({
      actor_id: ben.userId,
      details: { action: 'replyDirect', swapId: null, conversationId },
    });
    expect(await latestNotice(ana)).toMatchObject({
      type: 'helper_activity',
      title: 'Ben Helper a agi pour vous',
      body: 'Ce que Ben Helper a fait pour vous : message direct envoyé.',
      link: `/messages/direct/${conversationId}`,
    });

    // A first message for her (she is Elite) opens a conversation that is hers.
    const dee = await kit.joinMember('Dee Reader');
    const first = await call(ben, 'POST', '/api/direct-messages', {
      actingFor: ana,
      payload: { recipientId: dee.userId, body: 'Ana would like to learn from you.' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const opened = first.json<DirectThread>();
    expect(opened.conversation).toMatchObject({ isOpener: true, partner: { id: dee.userId } });
    expect((await latestNotice(ana)).link).toBe(`/messages/direct/${opened.conversation.id}`);
    expect(await helperActionsOf(ana)).toEqual(['openDirectConversation', 'replyDirect']);
  });

  it('proposes and cancels a session for the member, in her time zone, and shows it on the swap', async () => {
    const proposed = await call(ben, 'POST', `/api/swaps/${swapId}/sessions`, {
      actingFor: ana,
      payload: {
        teacherId: ana.userId,
        slots: [{ date: '2026-03-30', startTime: '10:00', durationMinutes: 60 }],
        place: online,
      },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const answer = proposed.json<SwapSessions>();
    expect(answer.timeZone).toBe('Europe/Lisbon');
    // 10:00 in Lisbon on 30 March (summer time) is 09:00 UTC: Ana's zone, not Ben's (UTC).
    expect(answer.sessions[0]).toMatchObject({
      proposedById: ana.userId,
      slots: [{ startsAt: '2026-03-30T09:00:00.000Z' }],
    });
    const sessionId = answer.sessions[0]!.id;
    const carls = await ok<SwapSessions>(carl, 'GET', `/api/swaps/${swapId}/sessions`);
    expect(carls.sessions.map((session) => [session.proposedById, session.canPick])).toEqual([
      [ana.userId, true],
    ]);

    await ok(ben, 'POST', `/api/swaps/${swapId}/sessions/${sessionId}/cancel`, {
      actingFor: ana,
      payload: { reason: 'Ana is away that week.' },
    });
    for (const viewer of [carl, ana]) {
      const onSwap = await ok<HelperActionList>(viewer, 'GET', `/api/swaps/${swapId}/helper-actions`);
      expect(onSwap.items.map((item) => [item.action, item.helper.name, item.member.name])).toEqual([
        ['cancelSession', 'Ben Helper', 'Ana Helped'],
        ['proposeSession', 'Ben Helper', 'Ana Helped'],
      ]);
    }
    expect(await latestNotice(ana)).toMatchObject({
      body: 'Ce que Ben Helper a fait pour vous : séance annulée.',
      link: `/swaps/${swapId}`,
    });
    expect((await helperAudit(ana.userId)).at(-1)).toEqual({
      actor_id: ben.userId,
      details: { action: 'cancelSession', swapId },
    });
  });

  it('posts on the board and answers a post for the member, each recorded and told', async () => {
    const created = await call(ben, 'POST', '/api/board/posts', {
      actingFor: ana,
      payload: boardPost('Guitar lesson for a beginner'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json<{ data: BoardPost }>().data;
    expect(post.author.id).toBe(ana.userId);
    const mine = await ok<{ items: BoardPost[] }>(ana, 'GET', '/api/board/posts?mine=true');
    expect(mine.items.map((item) => item.title)).toContain('Guitar lesson for a beginner');
    expect(await latestNotice(ana)).toMatchObject({
      body: 'Ce que Ben Helper a fait pour vous : annonce publiée sur le tableau.',
      link: `/board/${post.id}`,
    });
    const closed = await ok<{ data: BoardPost }>(ben, 'POST', `/api/board/posts/${post.id}/close`, {
      actingFor: ana,
    });
    expect(closed.data.status).toBe('closed');

    // Carl's need, answered for Ana: the swap request it becomes is hers, and Carl sees who sent it.
    const carlsPost = (
      await ok<{ data: BoardPost }>(carl, 'POST', '/api/board/posts', {
        payload: { ...boardPost('Help with my website'), skill: 'JS' },
      })
    ).data;
    const answered = await call(ben, 'POST', `/api/board/posts/${carlsPost.id}/responses`, {
      actingFor: ana,
      payload: { message: 'Ana knits every winter.' },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const newSwap = answered.json<{ data: { id: string } }>().data.id;
    expect(JSON.stringify((await kit.getSwap(carl, newSwap)).json())).toContain(ana.userId);
    const onSwap = await ok<HelperActionList>(carl, 'GET', `/api/swaps/${newSwap}/helper-actions`);
    expect(onSwap.items.map((item) => item.action)).toEqual(['respondToBoardPost']);
    expect((await helperActionsOf(ana)).slice(0, 3)).toEqual([
      'respondToBoardPost',
      'closeBoardPost',
      'createBoardPost',
    ]);
    expect((await helperAudit(ana.userId)).slice(-3).map((row) => row.details)).toEqual([
      { action: 'createBoardPost', swapId: null, postId: post.id },
      { action: 'closeBoardPost', swapId: null, postId: post.id },
      { action: 'respondToBoardPost', swapId: newSwap },
    ]);
  });

  it('refuses the helper the member’s message, time zone, availability and calendar settings, changing nothing', async () => {
    const attempts: Array<[Method, string, object | undefined]> = [
      ['GET', '/api/me/direct-message-settings', undefined],
      ['PUT', '/api/me/direct-message-settings', { allowsFirstMessages: false }],
      ['GET', '/api/me/time-zone', undefined],
      ['PUT', '/api/me/time-zone', { timeZone: 'America/New_York' }],
      ['GET', '/api/me/availability', undefined],
      ['PUT', '/api/me/availability', { ranges: [{ weekday: 1, start: '09:00', end: '12:00' }] }],
      ['GET', '/api/me/calendar-feed', undefined],
      ['POST', '/api/me/calendar-feed', undefined],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(ben, method, url, { actingFor: ana, ...(payload ? { payload } : {}) });
      expect([method, url, response.statusCode, response.json<{ code: string }>().code]).toEqual([
        method,
        url,
        403,
        'helper_not_allowed',
      ]);
    }
    expect(await ok(ana, 'GET', '/api/me/direct-message-settings')).toEqual({ allowsFirstMessages: true });
    expect(await ok(ana, 'GET', '/api/me/time-zone')).toEqual({ timeZone: 'Europe/Lisbon', isSet: true });
    expect(await ok<{ ranges: unknown[] }>(ana, 'GET', '/api/me/availability')).toMatchObject({ ranges: [] });
    expect(await ok(ana, 'GET', '/api/me/calendar-feed')).toMatchObject({ isActive: false });
  });

  it('never lets a personal access token act for the member, even where tokens are taken', async () => {
    await setPlan(harness.database, ben, 'enterprise');
    const { token } = await createToken(harness.app, ben, ['board:write', 'messages:write']);
    const posts = await count(sql`SELECT count(*) AS n FROM board_posts WHERE author_id = ${ana.userId}`);
    const messages = await count(sql`SELECT count(*) AS n FROM direct_messages`);
    const attempts: Array<[string, object]> = [
      ['/api/board/posts', boardPost('Posted by a token')],
      [`/api/direct-messages/${conversationId}/messages`, { body: 'Sent by a token' }],
      [`/api/swaps/${swapId}/sessions`, { teacherId: ana.userId, slots: [], place: online }],
    ];
    for (const [url, payload] of attempts) {
      const response = await harness.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), [actingForHeader]: ana.userId },
        payload,
      });
      expect([url, response.statusCode, response.json<{ code: string }>().code]).toEqual([
        url,
        403,
        'helper_not_allowed',
      ]);
    }
    expect(await count(sql`SELECT count(*) AS n FROM board_posts WHERE author_id = ${ana.userId}`)).toBe(
      posts,
    );
    expect(await count(sql`SELECT count(*) AS n FROM direct_messages`)).toBe(messages);
  });

  it('keeps an appointment agreed before ADR 195 to its four lines until the member agrees again', async () => {
    await harness.database.db.execute(
      sql`UPDATE member_helpers SET consented_to = '{browse,message,swaps,hours}'
        WHERE member_id = ${ana.userId} AND helper_id = ${ben.userId} AND revoked_at IS NULL`,
    );
    const refused = await call(ben, 'POST', `/api/direct-messages/${conversationId}/messages`, {
      actingFor: ana,
      payload: { body: 'Not agreed yet' },
    });
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([403, 'helper_not_allowed']);
    expect((await call(ben, 'GET', '/api/board/posts?mine=true', { actingFor: ana })).statusCode).toBe(200);
    expect(
      (await call(ben, 'POST', '/api/board/posts', { actingFor: ana, payload: boardPost('Not agreed') }))
        .statusCode,
    ).toBe(403);
    // What she agreed to before still works.
    await ok(ben, 'POST', `/api/swaps/${swapId}/messages`, {
      actingFor: ana,
      payload: { body: 'Ana asks: next week?' },
    });

    const again = await call(ana, 'POST', '/api/me/helpers', {
      payload: { helperId: ben.userId, consent: true },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<HelperAppointment>().consentedTo).toEqual([...helperMayDo]);
    expect((await latestNotice(ben)).title).toBe('Ana Helped agreed to more help from you');
    const audit = await harness.database.db.execute<{ event: string }>(
      sql`SELECT event FROM audit_log WHERE user_id = ${ana.userId} ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0]!.event).toBe('helper_consent_widened');
    // Agreeing once more changes nothing.
    expect(
      (await call(ana, 'POST', '/api/me/helpers', { payload: { helperId: ben.userId, consent: true } }))
        .statusCode,
    ).toBe(409);
    await ok(ben, 'POST', `/api/direct-messages/${conversationId}/messages`, {
      actingFor: ana,
      payload: { body: 'Agreed now' },
    });
  });

  it('refuses a helper whose appointment ended, in messages, sessions and the board, changing nothing', async () => {
    const mine = await ok<{ helpers: HelperAppointment[] }>(ana, 'GET', '/api/me/helpers');
    await ok(ana, 'DELETE', `/api/helpers/${mine.helpers[0]!.id}`);
    const before = {
      messages: await count(sql`SELECT count(*) AS n FROM direct_messages`),
      sessions: await count(sql`SELECT count(*) AS n FROM swap_sessions WHERE swap_id = ${swapId}`),
      posts: await count(sql`SELECT count(*) AS n FROM board_posts WHERE author_id = ${ana.userId}`),
      actions: (await helperActionsOf(ana)).length,
    };
    const attempts: Array<[Method, string, object | undefined]> = [
      ['GET', '/api/direct-messages', undefined],
      ['POST', `/api/direct-messages/${conversationId}/messages`, { body: 'After the end' }],
      [
        'POST',
        `/api/swaps/${swapId}/sessions`,
        {
          teacherId: ana.userId,
          slots: [{ date: '2026-04-02', startTime: '10:00', durationMinutes: 60 }],
          place: online,
        },
      ],
      ['POST', '/api/board/posts', boardPost('After the end')],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(ben, method, url, { actingFor: ana, ...(payload ? { payload } : {}) });
      expect([method, url, response.statusCode, response.json<{ code: string }>().code]).toEqual([
        method,
        url,
        403,
        'helper_not_allowed',
      ]);
    }
    expect({
      messages: await count(sql`SELECT count(*) AS n FROM direct_messages`),
      sessions: await count(sql`SELECT count(*) AS n FROM swap_sessions WHERE swap_id = ${swapId}`),
      posts: await count(sql`SELECT count(*) AS n FROM board_posts WHERE author_id = ${ana.userId}`),
      actions: (await helperActionsOf(ana)).length,
    }).toEqual(before);
  });
});
