import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardPage, BoardPost } from '@skillswap/contracts/board/schemas';
import type { CommunitySummary } from '@skillswap/contracts/communities/schemas';
import type { CreatedWebhookEndpoint } from '@skillswap/contracts/webhooks/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { sendMatchDigests } from '../matches/index.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { addressPolicyOf, createWebhookWorker } from '../webhooks/index.ts';
import { startWebhookReceiver } from '../webhooks/webhook-receiver.test-helper.ts';

const dayMs = 24 * 60 * 60 * 1000;

// The board's second part (ADR 119, threat T86): distance, best match first, communities (a private one's
// posts for its members only), posts in the weekly digest, and webhook events for Enterprise authors.
describe(`finding posts on the requests board on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-12T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  }, 60_000);
  afterAll(() => harness.close());

  const call = (member: TestMember, method: 'GET' | 'POST', url: string, payload?: object) =>
    harness.app.inject({ method, url, headers: member.authHeader, ...(payload ? { payload } : {}) });
  const postOf = (title: string, extra: object = {}) => ({
    kind: 'need',
    title,
    description: 'An hour would do.',
    skill: 'Python',
    hours: 1,
    isOnline: true,
    lifetimeDays: 14,
    ...extra,
  });
  const post = async (member: TestMember, payload: object) => {
    const response = await call(member, 'POST', '/api/board/posts', payload);
    expect(response.statusCode, response.body).toBe(201);
    clock.advance(1000);
    return response.json<{ data: BoardPost }>().data;
  };
  const board = async (member: TestMember, query: string) => {
    const response = await call(member, 'GET', `/api/board/posts${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BoardPage>();
  };
  const titles = async (member: TestMember, query: string) =>
    (await board(member, query)).items.map((item) => item.title);

  it('T87: finds in-person posts within N km of a city, at city precision, and refuses cities it does not know', async () => {
    const author = await kit.joinMember('Ana Wrenfield');
    await post(author, postOf('Wrenfield Porto', { isOnline: false, city: 'Porto' }));
    await post(author, postOf('Wrenfield Lisbon', { isOnline: false, city: 'Lisbon, Portugal' }));
    await post(author, postOf('Wrenfield Paris', { isOnline: false, city: 'paris' }));
    const online = await post(author, postOf('Wrenfield online', { city: 'Porto' }));
    expect(online.city).toBe('Porto');
    const viewer = await kit.joinMember('Ben Wrenfield');

    expect(await titles(viewer, '?q=wrenfield&near=Porto')).toEqual(['Wrenfield Porto']);
    // Porto to Lisbon is about 275 km between city centres.
    expect(await titles(viewer, '?q=wrenfield&near=Porto&withinKm=250')).toEqual(['Wrenfield Porto']);
    expect(await titles(viewer, '?q=wrenfield&near=Porto&withinKm=300')).toEqual([
      'Wrenfield Lisbon',
      'Wrenfield Porto',
    ]);
    expect(await titles(viewer, '?q=wrenfield&near=Lyon,%20France&withinKm=400')).toEqual([
      'Wrenfield Paris',
    ]);
    // What the board shows of a post's place is the city as written, nothing finer.
    const listed = (await board(viewer, '?q=wrenfield&near=Paris')).items[0]!;
    expect(listed.city).toBe('paris');
    expect(Object.keys(listed)).not.toContain('cityLatitude');

    const unknown = await call(viewer, 'GET', '/api/board/posts?near=Nowhereville');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain(
      'We do not know a city called "Nowhereville"',
    );
    const tooFar = await call(viewer, 'GET', '/api/board/posts?near=Porto&withinKm=5000');
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json<{ issues: object[] }>().issues).toContainEqual({
      path: 'withinKm',
      message: 'Search at most 500 km around the city',
    });
    const refused = await call(author, 'POST', '/api/board/posts', {
      ...postOf('Wrenfield nowhere', { isOnline: false, city: 'Nowhereville' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('Nowhereville');
    expect(await titles(author, '?mine=true&q=nowhere')).toEqual([]);
  }, 30_000);

  it('orders best match first, newest within each fit, and pages by cursor without repeating or skipping', async () => {
    const author = await kit.joinMember('Eve Marrow', { offers: 'Spanish', wants: 'French' });
    const viewer = await kit.joinMember('Fay Marrow', { offers: 'Python', wants: 'Guitar' });
    await post(author, postOf('Marrow guitar offer', { kind: 'offer', skill: 'Guitar' }));
    await post(author, postOf('Marrow sourdough need', { skill: 'Sourdough' }));
    await post(author, postOf('Marrow javascript need', { skill: 'JavaScript' }));
    await post(author, postOf('Marrow python need', { skill: 'python programming' }));
    await post(author, postOf('Marrow piano offer', { kind: 'offer', skill: 'Piano' }));
    await post(author, postOf('Marrow python offer', { kind: 'offer', skill: 'Python' }));

    const best = await board(viewer, '?q=marrow&sort=best');
    expect(best.items.map((item) => [item.title, item.fit])).toEqual([
      ['Marrow python need', 2],
      ['Marrow guitar offer', 2],
      ['Marrow piano offer', 1],
      ['Marrow javascript need', 1],
      ['Marrow python offer', 0],
      ['Marrow sourdough need', 0],
    ]);
    const newest = await board(viewer, '?q=marrow');
    expect(newest.items[0]).toMatchObject({ title: 'Marrow python offer', fit: null });

    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: BoardPage = await board(
        viewer,
        `?q=marrow&sort=best&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      walked.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(best.items.map((item) => item.title));

    const forged = await call(viewer, 'GET', '/api/board/posts?sort=best&cursor=WzksMV0');
    expect(forged.statusCode).toBe(400);
    expect((await call(viewer, 'GET', '/api/board/posts?sort=oldest')).statusCode).toBe(400);
  });

  it('T86: filters by community; a private community’s posts are for its members only, 404 to anyone else', async () => {
    const owner = await kit.joinMember('Gil Sorrel');
    const member = await kit.joinMember('Hana Sorrel');
    const outsider = await kit.joinMember('Ivo Sorrel');
    const create = async (name: string, visibility: 'public' | 'private') => {
      const response = await call(owner, 'POST', '/api/communities', {
        name,
        description: `${name} meets on Thursdays.`,
        isOnline: true,
        visibility,
        joinRule: visibility === 'public' ? 'open' : 'invitation',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: CommunitySummary }>().data;
    };
    const open = await create('Sorrel Commons', 'public');
    const hidden = await create('Sorrel Cellar', 'private');
    const invite = (await call(owner, 'GET', `/api/communities/${hidden.slug}`)).json<{
      data: { inviteToken: string };
    }>().data.inviteToken;
    expect(
      (await call(member, 'POST', `/api/communities/${hidden.slug}/join`, { invite })).statusCode,
    ).toBeLessThan(300);

    const secret = await post(owner, postOf('Sorrel cellar post', { community: hidden.slug }));
    expect(secret.community).toEqual({ slug: 'sorrel-cellar', name: 'Sorrel Cellar' });
    expect(secret.communityId).toBe(hidden.id);
    await post(owner, postOf('Sorrel commons post', { community: open.slug }));
    await post(owner, postOf('Sorrel everyone post'));

    expect(await titles(member, '?q=sorrel')).toEqual([
      'Sorrel everyone post',
      'Sorrel commons post',
      'Sorrel cellar post',
    ]);
    expect(await titles(member, `?q=sorrel&community=${hidden.slug}`)).toEqual(['Sorrel cellar post']);
    expect(await titles(outsider, `?q=sorrel&community=${open.slug}`)).toEqual(['Sorrel commons post']);
    // To an outsider the private community's posts do not exist: not listed, not readable, not answerable.
    expect(await titles(outsider, '?q=sorrel')).toEqual(['Sorrel everyone post', 'Sorrel commons post']);
    expect(await titles(outsider, '?q=sorrel&sort=best')).not.toContain('Sorrel cellar post');
    const scoped = await call(outsider, 'GET', `/api/board/posts?community=${hidden.slug}`);
    const missing = await call(outsider, 'GET', '/api/board/posts?community=no-such-community');
    expect([scoped.statusCode, missing.statusCode], scoped.body).toEqual([404, 404]);
    expect(scoped.json()).toEqual(missing.json());
    expect((await call(outsider, 'GET', `/api/board/posts/${secret.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'POST', `/api/board/posts/${secret.id}/responses`, {})).statusCode).toBe(
      404,
    );
    const report = await call(outsider, 'POST', '/api/reports', {
      targetKind: 'post',
      targetId: secret.id,
      reason: 'spam_or_scam',
    });
    expect(report.statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/board/posts/${secret.id}`)).statusCode).toBe(200);

    // Posting in a community takes active membership: 403 for a public one, 404 for a private one.
    const notMember = await call(outsider, 'POST', '/api/board/posts', {
      ...postOf('Sorrel outsider post', { community: open.slug }),
    });
    expect(notMember.statusCode).toBe(403);
    const notFound = await call(outsider, 'POST', '/api/board/posts', {
      ...postOf('Sorrel outsider post', { community: hidden.slug }),
    });
    expect(notFound.statusCode).toBe(404);
    expect(await titles(outsider, '?mine=true')).toEqual([]);

    // Leaving the private community ends seeing its posts.
    expect((await call(member, 'POST', `/api/communities/${hidden.slug}/leave`, {})).statusCode).toBeLessThan(
      300,
    );
    expect(await titles(member, '?q=sorrel')).not.toContain('Sorrel cellar post');
  });

  it('puts posts that fit a member’s skills in their weekly digest, each post once', async () => {
    const reader = await kit.joinMember('Jon Tansy', { offers: 'Violin', wants: 'Ukulele' });
    const author = await kit.joinMember('Kim Tansy', { offers: 'Ukulele', wants: 'Drums' });
    const fits = await post(author, postOf('Tansy fiddle tune needs a teacher', { skill: 'fiddle' }));
    await post(author, postOf('Tansy ukulele lessons', { kind: 'offer', skill: 'Ukulele' }));
    await post(author, postOf('Tansy drum practice wanted', { skill: 'Drums' }));
    const digests = async () =>
      (
        await harness.database.db.execute<{ body_text: string }>(
          sql`SELECT body_text FROM outbox WHERE recipient = ${reader.email}
            AND subject = 'New matches for you on SkillSwap' ORDER BY id`,
        )
      ).rows.map((row) => row.body_text);

    await sendMatchDigests(harness.app.deps);
    const [first] = await digests();
    expect(first).toContain('New posts on the requests board fit your skills:');
    expect(first).toContain(
      `- Needed: Tansy fiddle tune needs a teacher (Violin, 1 h) ${harness.config.PUBLIC_URL.replace(/\/$/, '')}/board/${fits.id}`,
    );
    expect(first).toContain('- Offered: Tansy ukulele lessons (Ukulele, 1 h)');
    expect(first).not.toContain('Tansy drum practice wanted');

    // A week on, with one new fitting post: only that one is announced.
    clock.advance(7 * dayMs);
    await post(await kit.signInAgain(author), postOf('Tansy second violin job', { skill: 'Violin' }));
    await sendMatchDigests(harness.app.deps);
    const all = await digests();
    expect(all).toHaveLength(2);
    expect(all[1]).toContain('Tansy second violin job');
    expect(all[1]).not.toContain('Tansy fiddle tune needs a teacher');
    expect(all[1]).not.toContain('Tansy ukulele lessons');
  });

  it('sends an Enterprise author board_post events, committed with the change; nothing for a refused one', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const author = await kit.joinMember('Lia Yarrow', { plan: 'enterprise', offers: 'Spanish' });
      const responder = await kit.joinMember('Max Yarrow', { offers: 'Python' });
      const registered = await call(author, 'POST', '/api/webhooks/endpoints', {
        url: receiver.url,
        eventTypes: ['board_post.created', 'board_post.responded', 'board_post.closed'],
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const endpoint = registered.json<{ data: CreatedWebhookEndpoint }>().data;
      const worker = createWebhookWorker({
        db: harness.database.db,
        clock,
        logger: harness.app.log,
        authSecret: harness.config.AUTH_SECRET,
        addressPolicy: addressPolicyOf(harness.config),
      });

      const created = await post(author, postOf('Yarrow python help', { hours: 2 }));
      const bad = await call(author, 'POST', '/api/board/posts', postOf('Yarrow bad', { hours: 0 }));
      expect(bad.statusCode).toBe(400);
      const response = await call(responder, 'POST', `/api/board/posts/${created.id}/responses`, {});
      expect(response.statusCode, response.body).toBe(201);
      const swapId = response.json<{ data: { id: string } }>().data.id;
      expect((await call(author, 'POST', `/api/board/posts/${created.id}/close`, {})).statusCode).toBe(200);
      await worker.runOnce();

      const bodies = receiver.received.map(
        (request) =>
          JSON.parse(request.body) as {
            type: string;
            accountId: string;
            data: { post: { id: string; status: string }; response?: object };
          },
      );
      expect(bodies.map((body) => body.type).sort()).toEqual([
        'board_post.closed',
        'board_post.created',
        'board_post.responded',
      ]);
      expect(
        bodies.every((body) => body.accountId === author.userId && body.data.post.id === created.id),
      ).toBe(true);
      const responded = bodies.find((body) => body.type === 'board_post.responded')!;
      expect(responded.data.response).toEqual({ swapId, responderId: responder.userId });
      expect(bodies.find((body) => body.type === 'board_post.closed')!.data.post).toMatchObject({
        status: 'closed',
        closedReason: 'author',
        title: 'Yarrow python help',
        hours: 2,
      });
      const events = await harness.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM webhook_events e JOIN webhook_deliveries d ON d.event_id = e.id
          WHERE d.endpoint_id = ${endpoint.id}`,
      );
      expect(events.rows[0]!.n).toBe(3);
    } finally {
      await receiver.stop();
    }
  });
});
