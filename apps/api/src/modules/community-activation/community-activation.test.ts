import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivationQueue,
  Nudge,
  NudgePage,
  SuggestionList,
} from '@skillswap/contracts/community-activation/schemas';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import type { BoardPost } from '@skillswap/contracts/board/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// ADR 173: the coordinators' activation queue, suggestions and nudges.

const day = 24 * 60 * 60 * 1000;

describe(`the activation queue on ${databaseKind}`, () => {
  const start = new Date('2026-05-01T09:00:00Z');
  const clock = createManualClock(start);
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  type Method = 'GET' | 'POST';
  // The clock moves by days, past an access token's lifetime: each member signs in again once per move.
  let epoch = 0;
  const sessions = new Map<string, { epoch: number; headers: Record<string, string> }>();
  const headersOf = async (member: TestMember) => {
    const session = sessions.get(member.userId);
    if (session?.epoch === epoch) return session.headers;
    const headers = epoch === 0 ? member.authHeader : (await kit.signInAgain(member)).authHeader;
    sessions.set(member.userId, { epoch, headers });
    return headers;
  };
  const call = async (member: TestMember, method: Method, url: string, payload?: object) =>
    harness.app.inject({ method, url, headers: await headersOf(member), ...(payload ? { payload } : {}) });
  const ok = async <T>(member: TestMember, method: Method, url: string, payload?: object) => {
    const response = await call(member, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json<T>();
  };
  const at = (days: number) => {
    clock.set(new Date(start.getTime() + days * day));
    epoch += 1;
  };
  const nudgeCount = async () =>
    Number(
      (await harness.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM activation_nudges`))
        .rows[0]!.n,
    );
  const names = (list: { items: { member: { fullName: string } }[] }) =>
    list.items.map((item) => item.member.fullName);

  let owner: TestMember;
  let cora: TestMember;
  let ana: TestMember;
  let ben: TestMember;
  let cyd: TestMember;
  let dee: TestMember;
  let eve: TestMember;
  let requestId: string;
  let postId: string;
  const queue = (member: TestMember = cora) =>
    ok<ActivationQueue>(member, 'GET', '/api/communities/meadow/activation');

  beforeAll(async () => {
    owner = await kit.joinMember('Olga Meadow');
    await ok(owner, 'POST', '/api/communities', {
      name: 'Meadow',
      description: '',
      isOnline: false,
      city: 'Porto',
      visibility: 'public',
      joinRule: 'open',
    });
    const [joined0, joined1, joined2, joined3, joined4, joined5] = await Promise.all(
      ['Cora Meadow', 'Ana Meadow', 'Ben Meadow', 'Cyd Meadow', 'Dee Meadow', 'Eve Meadow'].map((name) =>
        kit.joinMember(name),
      ),
    );
    [cora, ana, ben, cyd, dee, eve] = [joined0!, joined1!, joined2!, joined3!, joined4!, joined5!];
    for (const member of [cora, ana, ben, cyd, dee, eve]) {
      await ok(member, 'POST', '/api/communities/meadow/join', {});
      clock.advance(1000);
    }
    await ok(owner, 'POST', `/api/communities/meadow/members/${cora.userId}/role`, { role: 'coordinator' });
    at(1);
    await ok(cora, 'POST', '/api/communities/meadow/recorded-exchanges', {
      teacherIds: [ana.userId],
      learnerIds: [ben.userId],
      hours: 1,
      category: 'Cooking',
      happenedOn: '2026-05-02',
    });
    at(10);
    const requested = await ok<{ data: { id: string } }>(cyd, 'POST', '/api/swap-requests', {
      targetId: dee.userId,
      offeredSkill: 'Guitar',
      requestedSkill: 'Spanish',
      message: '',
    });
    requestId = requested.data.id;
    const posted = await ok<{ data: BoardPost }>(eve, 'POST', '/api/board/posts', {
      kind: 'need',
      title: 'Someone to fix a bicycle chain',
      description: 'An hour would do.',
      skill: 'Python',
      hours: 1,
      isOnline: false,
      city: 'Porto',
      lifetimeDays: 30,
      community: 'meadow',
    });
    postId = posted.data.id;
  });

  it('lists who never exchanged after 14 days, requests and posts unanswered for 3 days, and nobody too early', async () => {
    at(12);
    const early = await queue();
    expect(early.neverExchanged).toEqual({ total: 0, items: [] });
    expect(early.unansweredRequests.total).toBe(0);
    expect(early.unansweredPosts.total).toBe(0);

    at(15);
    const due = await queue();
    // Coordinators and the owner are not in the queue; Ana and Ben exchanged on day 1.
    expect(names(due.neverExchanged)).toEqual(['Cyd Meadow', 'Dee Meadow', 'Eve Meadow']);
    expect(due.neverExchanged.total).toBe(3);
    expect(due.neverExchanged.items[0]).toMatchObject({ lastExchangeAt: null, lastNudge: null });
    expect(due.unansweredRequests).toMatchObject({
      total: 1,
      items: [
        {
          swapId: requestId,
          requester: { id: cyd.userId, fullName: 'Cyd Meadow' },
          recipient: { id: dee.userId, fullName: 'Dee Meadow' },
          lastNudge: null,
        },
      ],
    });
    expect(due.unansweredPosts).toMatchObject({
      total: 1,
      items: [{ postId, author: { fullName: 'Eve Meadow' }, title: 'Someone to fix a bicycle chain' }],
    });
    expect(due.dormant.total).toBe(0);
    // Nobody joined 30 days ago yet: no share to show.
    expect(due.firstExchange).toEqual({ joined: 0, exchangedWithin: 0, share: null });
  });

  it('is for coordinators only: a member gets 403 and a private community 404 to outsiders', async () => {
    expect((await call(ana, 'GET', '/api/communities/meadow/activation')).statusCode).toBe(403);
    expect((await call(ana, 'GET', '/api/communities/meadow/activation/nudges')).statusCode).toBe(403);
    expect(
      (await call(ana, 'GET', `/api/communities/meadow/activation/members/${cyd.userId}/suggestions`))
        .statusCode,
    ).toBe(403);
    const outsider = await kit.joinMember('Otto Outside');
    expect((await call(outsider, 'GET', '/api/communities/meadow/activation')).statusCode).toBe(403);
    expect((await call(outsider, 'GET', '/api/communities/nowhere-at-all/activation')).statusCode).toBe(404);
    expect((await queue(owner)).neverExchanged.total).toBe(3);
  });

  it('suggests a board post of the community, never the member’s own, with its link', async () => {
    const forCyd = await ok<SuggestionList>(
      cora,
      'GET',
      `/api/communities/meadow/activation/members/${cyd.userId}/suggestions`,
    );
    expect(forCyd.items).toContainEqual(
      expect.objectContaining({ kind: 'post', id: postId, link: `/board/${postId}` }),
    );
    const forEve = await ok<SuggestionList>(
      cora,
      'GET',
      `/api/communities/meadow/activation/members/${eve.userId}/suggestions`,
    );
    expect(forEve.items.filter((item) => item.kind === 'post')).toEqual([]);
    const stranger = await kit.joinMember('Sid Stranger');
    const notMember = await call(
      cora,
      'GET',
      `/api/communities/meadow/activation/members/${stranger.userId}/suggestions`,
    );
    expect(notMember.statusCode).toBe(404);
  });

  it('sends a nudge with a suggestion: the member is told, it is audited, and not sent twice in a week', async () => {
    at(15.5);
    const nudge = await ok<Nudge>(cora, 'POST', '/api/communities/meadow/activation/nudges', {
      reason: 'never_exchanged',
      memberId: cyd.userId,
      message: 'Eve needs a hand with her bicycle: could you help?',
      suggestion: { kind: 'post', id: postId },
    });
    expect(nudge).toMatchObject({
      reason: 'never_exchanged',
      member: { id: cyd.userId, fullName: 'Cyd Meadow' },
      sentBy: { id: cora.userId, fullName: 'Cora Meadow' },
      suggestion: { kind: 'post', label: 'Someone to fix a bicycle chain', link: `/board/${postId}` },
      outcome: 'waiting',
    });
    const told = await ok<NotificationPage>(cyd, 'GET', '/api/notifications');
    expect(told.items.find((item) => item.type === 'community_nudge')).toMatchObject({
      title: 'Cora Meadow from Meadow wrote to you',
      body: 'Eve needs a hand with her bicycle: could you help?',
      link: `/board/${postId}`,
    });
    const audited = await harness.database.db.execute<{ actor_id: string }>(
      sql`SELECT actor_id FROM audit_log WHERE event = 'activation_nudge_sent'`,
    );
    expect(audited.rows.map((row) => row.actor_id)).toEqual([cora.userId]);

    const again = await call(owner, 'POST', '/api/communities/meadow/activation/nudges', {
      reason: 'never_exchanged',
      memberId: cyd.userId,
      message: 'A second try',
    });
    expect(again.statusCode).toBe(409);
    expect(await nudgeCount()).toBe(1);

    const shown = await queue();
    expect(shown.neverExchanged.items.find((item) => item.member.id === cyd.userId)?.lastNudge).toMatchObject(
      {
        id: nudge.id,
        sentBy: { fullName: 'Cora Meadow' },
        outcome: 'waiting',
      },
    );
  });

  it('refuses every nudge outside its bounds and changes nothing', async () => {
    const stranger = await kit.joinMember('Stan Stranger');
    const elsewhere = await kit.joinMember('Fay Elsewhere');
    await ok(elsewhere, 'POST', '/api/communities', {
      name: 'Elsewhere',
      description: '',
      isOnline: true,
      visibility: 'public',
      joinRule: 'open',
    });
    const send = (member: TestMember, payload: object, slug = 'meadow') =>
      call(member, 'POST', `/api/communities/${slug}/activation/nudges`, {
        reason: 'never_exchanged',
        memberId: eve.userId,
        message: 'Hello',
        ...payload,
      });
    const before = await nudgeCount();
    const cases: [TestMember, object, number, string?][] = [
      [ana, {}, 403],
      [elsewhere, {}, 403],
      // A coordinator of another community cannot reach Meadow's members through their own.
      [elsewhere, {}, 404, 'elsewhere'],
      [cora, { memberId: stranger.userId }, 404],
      [cora, { memberId: cora.userId }, 400],
      [cora, { message: '' }, 400],
      [cora, { message: 'Hi\u0000there' }, 400],
      [cora, { message: 'x'.repeat(1001) }, 400],
      [cora, { reason: 'bored' }, 400],
      [cora, { subjectId: postId }, 400],
      [cora, { reason: 'unanswered_post', subjectId: null }, 400],
      // The request is Dee's to answer, not Eve's; the post is Eve's, not Dee's.
      [cora, { reason: 'unanswered_request', subjectId: requestId }, 404],
      [cora, { reason: 'unanswered_post', memberId: dee.userId, subjectId: postId }, 404],
      [cora, { suggestion: { kind: 'post', id: postId } }, 404],
      [cora, { suggestion: { kind: 'match', id: eve.userId } }, 404],
      [cora, { suggestion: { kind: 'workshop', id: postId } }, 404],
      [cora, { suggestion: { kind: 'match', id: stranger.userId } }, 404],
    ];
    for (const [member, payload, status, slug] of cases) {
      const response = await send(member, payload, slug);
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(status);
    }
    expect(await nudgeCount()).toBe(before);
    const eveTold = await ok<NotificationPage>(eve, 'GET', '/api/notifications');
    expect(eveTold.items.filter((item) => item.type === 'community_nudge')).toEqual([]);
  });

  it('records what happened next: an exchange after a nudge, a request answered after one', async () => {
    await ok<Nudge>(cora, 'POST', '/api/communities/meadow/activation/nudges', {
      reason: 'unanswered_request',
      memberId: dee.userId,
      subjectId: requestId,
      message: 'Cyd asked you for a swap a few days ago.',
    });
    await ok<Nudge>(cora, 'POST', '/api/communities/meadow/activation/nudges', {
      reason: 'unanswered_post',
      memberId: eve.userId,
      subjectId: postId,
      message: 'Nobody answered yet; shall I ask around?',
    });
    at(16);
    await ok(dee, 'POST', `/api/swaps/${requestId}/decline`);
    await ok(owner, 'POST', '/api/communities/meadow/recorded-exchanges', {
      teacherIds: [cyd.userId],
      learnerIds: [eve.userId],
      hours: 1,
      category: 'Cooking',
      happenedOn: '2026-05-17',
    });
    const page = await ok<NudgePage>(cora, 'GET', '/api/communities/meadow/activation/nudges');
    const byReason = Object.fromEntries(page.items.map((item) => [item.reason, item]));
    expect(byReason.never_exchanged).toMatchObject({
      member: { fullName: 'Cyd Meadow' },
      outcome: 'exchanged',
    });
    expect(byReason.never_exchanged!.outcomeAt).toBe(new Date(start.getTime() + 16 * day).toISOString());
    expect(byReason.unanswered_request).toMatchObject({
      member: { fullName: 'Dee Meadow' },
      outcome: 'answered',
    });
    expect(byReason.unanswered_post).toMatchObject({
      member: { fullName: 'Eve Meadow' },
      outcome: 'waiting',
    });

    const after = await queue();
    expect(names(after.neverExchanged)).toEqual(['Dee Meadow']);
    expect(after.unansweredRequests.total).toBe(0);
  });

  it('counts an exchange until it is reversed, then the member is back in the queue', async () => {
    const recorded = await ok<{ id: string }>(cora, 'POST', '/api/communities/meadow/recorded-exchanges', {
      teacherIds: [dee.userId],
      learnerIds: [ana.userId],
      hours: 1,
      category: 'Cooking',
      happenedOn: '2026-05-17',
    });
    expect((await queue()).neverExchanged.total).toBe(0);
    await ok(dee, 'POST', `/api/communities/meadow/recorded-exchanges/${recorded.id}/dispute`, {
      reason: 'This lesson never took place.',
    });
    await ok(cora, 'POST', `/api/communities/meadow/recorded-exchanges/${recorded.id}/decision`, {
      outcome: 'reversed',
    });
    expect(names((await queue()).neverExchanged)).toEqual(['Dee Meadow']);
  });

  it('lists members quiet for 60 days and the share of new members who exchanged within 30 days', async () => {
    at(70);
    const later = await queue();
    // Ana and Ben last exchanged on day 1, Cyd and Eve on day 16: only the first two are quiet for 60 days.
    expect(names(later.dormant)).toEqual(['Ana Meadow', 'Ben Meadow']);
    expect(later.dormant.items[0]!.lastExchangeAt).toBe('2026-05-02T09:00:00.000Z');
    // All five joined on day 0; Ana, Ben, Cyd and Eve exchanged within 30 days, Dee never.
    expect(later.firstExchange).toEqual({ joined: 5, exchangedWithin: 4, share: 0.8 });
  });

  it('takes a completed swap as an exchange: both members leave the quiet list as the swap completes', async () => {
    const asked = await ok<{ data: { id: string } }>(ana, 'POST', '/api/swap-requests', {
      targetId: ben.userId,
      offeredSkill: 'Guitar',
      requestedSkill: 'Spanish',
      message: '',
      hoursOffered: 1,
      hoursRequested: 1,
    });
    const swap = `/api/swaps/${asked.data.id}`;
    await ok(ben, 'POST', `${swap}/accept`);
    expect(names((await queue()).dormant)).toEqual(['Ana Meadow', 'Ben Meadow']);
    await ok(ana, 'POST', `${swap}/confirm`, { requesterHours: 1, recipientHours: 1 });
    await ok(ben, 'POST', `${swap}/confirm`, { requesterHours: 1, recipientHours: 1 });
    expect((await queue()).dormant).toEqual({ total: 0, items: [] });
  });
});
