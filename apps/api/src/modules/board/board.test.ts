import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardPage, BoardPost, BoardPostDetail } from '@skillswap/contracts/board/schemas';
import type { MyReport } from '@skillswap/contracts/moderation/schemas';
import type { SwapRequest } from '@skillswap/contracts/swaps/schemas';
import { openDatabase } from '../../db/client.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { signUpStaffMember, type TestStaffMember } from '../../test/staff.ts';
import { bearer, createToken } from '../auth/personal-tokens/personal-tokens.test-helper.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { sendBoardExpiryReminders } from './index.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe(`the requests board on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-10T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let moderator: TestStaffMember;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
  });
  afterAll(() => harness.close());

  const call = (
    member: TestMember | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ) =>
    harness.app.inject({
      method,
      url,
      headers: headers ?? member?.authHeader ?? {},
      ...(payload ? { payload } : {}),
    });
  const needPost = (title: string, extra: object = {}) => ({
    kind: 'need',
    title,
    description: 'Someone who has done this before, please.',
    skill: 'JS',
    hours: 2,
    isOnline: true,
    lifetimeDays: 7,
    ...extra,
  });
  const post = async (member: TestMember, payload: object) => {
    const response = await call(member, 'POST', '/api/board/posts', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: BoardPost }>().data;
  };
  const board = async (member: TestMember, query = '') => {
    const response = await call(member, 'GET', `/api/board/posts${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BoardPage>();
  };
  const titles = async (member: TestMember, query = '') =>
    (await board(member, query)).items.map((p) => p.title);
  const respond = (member: TestMember, postId: string, payload: object = {}) =>
    call(member, 'POST', `/api/board/posts/${postId}/responses`, payload);

  it('takes a need from a verified member, under the usual name of the skill however it is written', async () => {
    const ana = await kit.joinMember('Ana Larkspur');
    const created = await post(ana, needPost('Review my Larkspur landing page'));
    expect(created).toMatchObject({
      kind: 'need',
      skill: 'JavaScript',
      category: 'Coding',
      hours: 2,
      status: 'open',
      lifetimeDays: 7,
      communityId: null,
      expiresAt: new Date(clock.now().getTime() + 7 * dayMs).toISOString(),
      author: { id: ana.userId, fullName: 'Ana Larkspur' },
      isMine: true,
      responseCount: 0,
    });
    const ben = await kit.joinMember('Ben Larkspur');
    const seen = (await board(ben, '?q=larkspur')).items;
    expect(seen.map((item) => item.id)).toEqual([created.id]);
    expect(seen[0]!.responseCount).toBeNull();
    const exported = await call(ana, 'GET', '/api/me/export');
    expect(exported.json<{ boardPosts: Array<{ title: string }> }>().boardPosts).toEqual([
      expect.objectContaining({ title: 'Review my Larkspur landing page' }),
    ]);
  });

  it('refuses unverified members, private profiles and bad posts with clear errors, posting nothing', async () => {
    const unverified = await signUpMember(harness.app, { verified: false });
    const refused = await call(unverified, 'POST', '/api/board/posts', needPost('Unverified Thistle post'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'email_unverified' });

    const cleo = await kit.joinMember('Cleo Thistle');
    await call(cleo, 'POST', '/api/rpc/update_privacy_settings', { _profile_visibility: 'private' });
    const hidden = await call(cleo, 'POST', '/api/board/posts', needPost('Private Thistle post'));
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json()).toMatchObject({ code: 'profile_incomplete' });
    expect(hidden.json<{ message: string }>().message).toContain('public');

    const dan = await kit.joinMember('Dan Thistle');
    const cases: Array<[object, string, string]> = [
      [{ lifetimeDays: 10 }, 'lifetimeDays', 'Choose 7, 14 or 30 days'],
      [{ isOnline: false }, 'city', 'Name the city for an in-person post'],
      [{ skill: 'Underwater basket weaving' }, 'skill', 'Choose a skill from the list'],
      [{ hours: 0 }, 'hours', 'Hours must be more than 0'],
      [{ title: 'Hi' }, 'title', 'Give the post a title of 3 characters or more'],
      [{ kind: 'swap' }, 'kind', 'Choose whether you need help or offer it'],
    ];
    for (const [change, path, message] of cases) {
      const response = await call(dan, 'POST', '/api/board/posts', needPost('Thistle bad post', change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json<{ issues: object[] }>().issues).toContainEqual({ path, message });
    }
    expect(await titles(dan, '?q=thistle')).toEqual([]);
    expect(await titles(dan, '?mine=true')).toEqual([]);
  });

  it('filters by search, skill, category, kind, place and pages by cursor, newest first', async () => {
    const eve = await kit.joinMember('Eve Bramble');
    await post(eve, needPost('Bramble one', { skill: 'Python' }));
    clock.advance(1000);
    await post(eve, { ...needPost('Bramble two', { skill: 'Guitar' }), kind: 'offer' });
    clock.advance(1000);
    await post(eve, needPost('Bramble three', { skill: 'Sourdough', isOnline: false, city: 'Porto' }));
    clock.advance(1000);
    await post(eve, needPost('Bramble four', { skill: 'python programming' }));
    const viewer = await kit.joinMember('Fay Bramble');

    expect(await titles(viewer, '?q=bramble')).toEqual([
      'Bramble four',
      'Bramble three',
      'Bramble two',
      'Bramble one',
    ]);
    expect(await titles(viewer, '?q=bramble&skill=py')).toEqual(['Bramble four', 'Bramble one']);
    expect(await titles(viewer, '?q=bramble&kind=offer')).toEqual(['Bramble two']);
    expect(await titles(viewer, '?q=bramble&category=Music')).toEqual(['Bramble two']);
    expect(await titles(viewer, '?q=bramble&online=false&near=porto')).toEqual(['Bramble three']);

    // Posts for a member who teaches Python and wants to learn guitar: needs of Python, offers of guitar.
    const pythonTeacher = await kit.joinMember('Gil Bramble', { offers: 'py', wants: 'guitar lessons' });
    expect(await titles(pythonTeacher, '?q=bramble&forMe=true')).toEqual([
      'Bramble four',
      'Bramble two',
      'Bramble one',
    ]);

    const first = await board(viewer, '?q=bramble&limit=3');
    expect(first.items).toHaveLength(3);
    const rest = await board(viewer, `?q=bramble&limit=3&cursor=${first.nextCursor}`);
    expect(rest.items.map((p) => p.title)).toEqual(['Bramble one']);
    expect(rest.nextCursor).toBeNull();

    for (const query of [
      '?cursor=forged',
      '?kind=swap',
      '?online=maybe',
      '?category=Knitting',
      '?limit=500',
    ]) {
      const response = await call(viewer, 'GET', `/api/board/posts${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('turns a response into a swap request filled from the post; accepting it fills and closes the need', async () => {
    const ivy = await kit.joinMember('Ivy Juniper', { offers: 'Photography', wants: 'JavaScript' });
    const jon = await kit.joinMember('Jon Juniper', { offers: 'JavaScript' });
    const need = await post(ivy, needPost('Juniper bug hunt'));

    const response = await respond(jon, need.id, { message: 'Happy to help this weekend.' });
    expect(response.statusCode, response.body).toBe(201);
    const swap = response.json<{ data: SwapRequest }>().data;
    expect(swap).toMatchObject({
      status: 'requested',
      recipient: { id: ivy.userId },
      offeredSkill: 'JavaScript',
      hoursOffered: 2,
      requestedSkill: 'Photography',
      hoursRequested: 0,
    });
    expect(swap.message).toContain('Re: your board post "Juniper bug hunt"');
    expect(swap.message).toContain(`/board/${need.id}`);
    expect(swap.message).toContain('Happy to help this weekend.');
    // The author's My Swaps has it like any request; the post lists it for the author only.
    const received = (await call(ivy, 'GET', '/api/swap-requests')).json<{ items: SwapRequest[] }>().items;
    expect(received.map((item) => item.id)).toContain(swap.id);
    const detail = (await call(ivy, 'GET', `/api/board/posts/${need.id}`)).json<BoardPostDetail>();
    expect(detail.responses!.map((item) => item.id)).toEqual([swap.id]);
    expect(detail.data.responseCount).toBe(1);
    expect(
      (await call(jon, 'GET', `/api/board/posts/${need.id}`)).json<BoardPostDetail>().responses,
    ).toBeNull();
    expect((await respond(ivy, need.id)).statusCode).toBe(409);

    await kit.actOk(ivy, swap.id, 'accept');
    const closed = (await call(ivy, 'GET', `/api/board/posts/${need.id}`)).json<BoardPostDetail>().data;
    expect(closed).toMatchObject({ status: 'closed', closedReason: 'filled' });
    expect(await titles(jon, '?q=juniper')).toEqual([]);
    const reopened = await call(ivy, 'POST', `/api/board/posts/${need.id}/reopen`);
    expect(reopened.json<{ data: BoardPost }>().data).toMatchObject({ status: 'open', closedReason: null });
    const closedByHand = await call(ivy, 'POST', `/api/board/posts/${need.id}/close`);
    expect(closedByHand.json<{ data: BoardPost }>().data).toMatchObject({ closedReason: 'author' });
  });

  it('counts responses against the plan’s monthly requests', async () => {
    const kim = await kit.joinMember('Kim Rowan');
    const authors: KitMember[] = [];
    for (let index = 0; index < 6; index += 1) authors.push(await kit.joinMember(`Author ${index} Rowan`));
    const posts = [];
    for (const author of authors)
      posts.push(await post(author, needPost(`Rowan need by ${author.fullName}`)));
    // Three requests sent and withdrawn: they still count this month, but no longer as active swaps.
    for (const author of authors.slice(0, 3)) {
      await kit.actOk(kim, await kit.requestSwap(kim, author), 'cancel');
    }
    for (const target of posts.slice(3, 5)) expect((await respond(kim, target.id)).statusCode).toBe(201);
    const sixth = await respond(kim, posts[5]!.id);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toMatchObject({ code: 'plan_limit_reached' });
    expect(
      (await call(authors[5]!, 'GET', `/api/board/posts/${posts[5]!.id}`)).json<BoardPostDetail>().responses,
    ).toEqual([]);
  });

  it('keeps blocked members’ posts out of each other’s sight, both ways', async () => {
    const lea = await kit.joinMember('Lea Sorrel');
    const max = await kit.joinMember('Max Sorrel');
    const leaPost = await post(lea, needPost('Sorrel by Lea'));
    clock.advance(1000);
    const maxPost = await post(max, needPost('Sorrel by Max'));
    expect(await titles(lea, '?q=sorrel')).toEqual(['Sorrel by Max', 'Sorrel by Lea']);
    expect((await call(lea, 'POST', '/api/me/blocks', { memberId: max.userId })).statusCode).toBe(201);

    expect(await titles(lea, '?q=sorrel')).toEqual(['Sorrel by Lea']);
    expect(await titles(max, '?q=sorrel')).toEqual(['Sorrel by Max']);
    expect((await call(max, 'GET', `/api/board/posts/${leaPost.id}`)).statusCode).toBe(404);
    expect((await call(lea, 'GET', `/api/board/posts/${maxPost.id}`)).statusCode).toBe(404);
    expect((await respond(max, leaPost.id)).statusCode).toBe(404);
  });

  it('takes reports of a post; a moderator hides it from everyone but its author, audited', async () => {
    const ned = await kit.joinMember('Ned Yarrow');
    const ola = await kit.joinMember('Ola Yarrow');
    const spam = await post(ned, needPost('Yarrow cheap followers'));
    const reported = await call(ola, 'POST', '/api/reports', {
      targetKind: 'post',
      targetId: spam.id,
      reason: 'spam_or_scam',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json<MyReport>()).toMatchObject({
      targetKind: 'post',
      targetName: 'A board post by Ned Yarrow',
    });
    expect(
      (await call(ned, 'POST', '/api/reports', { targetKind: 'post', targetId: spam.id, reason: 'other' }))
        .statusCode,
    ).toBe(404);

    const queue = await call(
      null,
      'GET',
      '/api/admin/reports?kind=post',
      undefined,
      bearer(moderator.accessToken),
    );
    const item = queue.json<{ reports: Array<{ id: string; content: string; isContentHidden: boolean }> }>()
      .reports[0]!;
    expect(item.content).toContain('Yarrow cheap followers');
    expect(item.isContentHidden).toBe(false);
    const hidden = await call(
      null,
      'POST',
      `/api/admin/reports/${item.id}/hide`,
      {},
      bearer(moderator.accessToken),
    );
    expect(hidden.statusCode, hidden.body).toBe(200);

    expect(await titles(ola, '?q=yarrow')).toEqual([]);
    expect((await call(ola, 'GET', `/api/board/posts/${spam.id}`)).statusCode).toBe(404);
    expect((await call(ned, 'GET', `/api/board/posts/${spam.id}`)).json<BoardPostDetail>().data.status).toBe(
      'hidden',
    );
    expect((await call(ned, 'POST', `/api/board/posts/${spam.id}/reopen`)).statusCode).toBe(409);
    const audit = await harness.database.db.execute<{ details: { action: string } }>(
      sql`SELECT details FROM audit_log WHERE event = 'report_resolved' AND details->>'reportId' = ${item.id}`,
    );
    expect(audit.rows[0]?.details.action).toBe('hidden');
  });

  it('lets a board:read token read the board but not post; board:write posts', async () => {
    const pia = await kit.joinMember('Pia Tansy', { plan: 'enterprise' });
    const reader = await createToken(harness.app, pia, ['board:read']);
    const writer = await createToken(harness.app, pia, ['board:write']);
    expect((await call(null, 'GET', '/api/board/posts', undefined, bearer(reader.token))).statusCode).toBe(
      200,
    );
    const refused = await call(
      null,
      'POST',
      '/api/board/posts',
      needPost('Tansy by token'),
      bearer(reader.token),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'insufficient_scope' });
    const posted = await call(
      null,
      'POST',
      '/api/board/posts',
      needPost('Tansy by token'),
      bearer(writer.token),
    );
    expect(posted.statusCode).toBe(201);
    expect((await call(null, 'GET', '/api/board/posts', undefined, bearer(writer.token))).statusCode).toBe(
      403,
    );
  });
  // Last: it moves the clock by weeks, past the lifetime of this file's sessions.
  it('lets a post expire, reminds its author once 2 days before, and renews it in one click', async () => {
    let gus = await kit.joinMember('Gus Hawthorn');
    let viewer = await kit.joinMember('Hal Hawthorn');
    const created = await post(gus, needPost('Hawthorn fence plan'));
    const remind = () =>
      sendBoardExpiryReminders({
        db: harness.database.db,
        now: clock.now(),
        publicUrl: 'http://skillswap.test',
      });
    const reminders = async () =>
      (
        await harness.database.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM outbox WHERE recipient = ${gus.email} AND subject LIKE '%Hawthorn fence plan%'`,
        )
      ).rows[0]!.n;

    clock.advance(4 * dayMs);
    await remind();
    expect(await reminders()).toBe(0);
    clock.advance(1 * dayMs + 60_000);
    // Two "processes" race for the same due reminder: a second pool on PostgreSQL, the same
    // database on PGlite.
    const second =
      harness.database.url !== undefined
        ? await openDatabase({ databaseUrl: harness.database.url, dataDir: '', poolSize: 2 })
        : null;
    try {
      await Promise.all([
        remind(),
        sendBoardExpiryReminders({
          db: (second ?? harness.database).db,
          now: clock.now(),
          publicUrl: 'http://skillswap.test',
        }),
      ]);
    } finally {
      await second?.close();
    }
    await remind();
    expect(await reminders()).toBe(1);

    clock.advance(2 * dayMs);
    gus = await kit.signInAgain(gus);
    viewer = await kit.signInAgain(viewer);
    expect(await titles(viewer, '?q=hawthorn')).toEqual([]);
    const expired = await call(gus, 'GET', `/api/board/posts/${created.id}`);
    expect(expired.json<BoardPostDetail>().data.status).toBe('expired');
    expect((await respond(viewer, created.id)).statusCode).toBe(409);

    const renewed = await call(gus, 'POST', `/api/board/posts/${created.id}/renew`);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json<{ data: BoardPost }>().data).toMatchObject({
      status: 'open',
      expiresAt: new Date(clock.now().getTime() + 7 * dayMs).toISOString(),
    });
    expect(await titles(viewer, '?q=hawthorn')).toEqual(['Hawthorn fence plan']);
    expect((await call(viewer, 'POST', `/api/board/posts/${created.id}/renew`)).statusCode).toBe(403);
    clock.advance(5 * dayMs + 60_000);
    await remind();
    expect(await reminders()).toBe(2);
  });
});
