import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageThread } from '@skillswap/contracts/swap-lifecycle/schemas';
import { systemClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpStaffMember } from '../../test/staff.ts';
import { createSwapKit, type KitMember } from '../swap-lifecycle/swaps.test-helper.ts';
import { pruneLiveEvents } from './live.repository.ts';
import { openLiveStream, type ReadEvent } from './live-stream.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { messageRoutes } from '@skillswap/contracts/messages/routes';
import { memberSessionRoutes } from '@skillswap/contracts/auth-security/routes';
import { adminReportRoutes } from '@skillswap/contracts/admin-reports/routes';

describe(`live events on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: ReturnType<typeof createSwapKit>;
  let baseUrl: string;
  let ana: KitMember;
  let ben: KitMember;
  let cleo: KitMember;
  let swapId: string;
  const opened: Array<{ close(): void }> = [];

  const open = async (member: KitMember | null, lastEventId?: string) => {
    const stream = await openLiveStream(baseUrl, {
      ...(member ? { token: member.accessToken } : {}),
      ...(lastEventId !== undefined ? { lastEventId } : {}),
    });
    opened.push(stream);
    return stream;
  };

  const sendMessage = async (from: KitMember, body: string) => {
    const response = await inject(harness.app, messageRoutes.sendMessage, {
      params: { id: swapId },
      as: from,
      body: { body },
    });
    expect(response.statusCode).toBe(201);
  };

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    ana = await kit.joinMember('Ana Sender');
    ben = await kit.joinMember('Ben Receiver');
    cleo = await kit.joinMember('Cleo Outsider');
    swapId = await kit.requestSwap(ana, ben);
    baseUrl = await harness.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await harness.close();
  });

  it('refuses a visitor and a forged token', async () => {
    const visitor = await open(null);
    expect(visitor.status).toBe(401);
    const forged = await openLiveStream(baseUrl, { token: 'not-a-token' });
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body!)).toMatchObject({ code: 'unauthorized' });
  });

  it('refuses a Last-Event-ID that is not an event number', async () => {
    const stream = await open(ben, 'abc');
    expect(stream.status).toBe(400);
  });

  it('tells both members of a swap about a new message, and nobody else', async () => {
    const benStream = await open(ben);
    const anaStream = await open(ana);
    const cleoStream = await open(cleo);
    expect(benStream.status).toBe(200);
    expect(benStream.contentType).toMatch(/^text\/event-stream/);

    await sendMessage(ana, 'Hello Ben');
    const benSaw = await benStream.nextUntil('message', swapId);
    await anaStream.nextUntil('message', swapId);
    // Ben is told of the new notification too (the bell).
    const benLater = benSaw.some((e) => e.event === 'notification') ? [] : [await benStream.next()];
    expect([...benSaw, ...benLater].map((e) => e.event).sort()).toEqual(['message', 'notification']);

    // Cleo's first event is her own swap request, not anything of Ana and Ben's.
    const cleoSwap = await kit.requestSwap(ben, cleo);
    const cleoSaw = await cleoStream.nextUntil('swap', cleoSwap);
    expect(cleoSaw.every((event) => event.data.swapId === cleoSwap || event.data.swapId === null)).toBe(true);
    expect(cleoSaw.some((event) => event.data.swapId === swapId)).toBe(false);
  });

  it('tells a community’s members of an announcement posted or pinned, and nobody else', async () => {
    const call = async (member: KitMember, url: string, payload: object = {}) => {
      const response = await harness.app.inject({ method: 'POST', url, headers: member.authHeader, payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json<{ data: { id: string } }>();
    };
    const { data: community } = await call(ana, '/api/communities', {
      name: 'Quillon Live Makers',
      description: 'Quillon Live Makers swap skills on Thursdays.',
      isOnline: true,
      visibility: 'public',
      joinRule: 'open',
    });
    const slug = 'quillon-live-makers';
    await call(ben, `/api/communities/${slug}/join`);
    const benStream = await open(ben);
    const anaStream = await open(ana);
    const cleoStream = await open(cleo);

    const { data: announcement } = await call(ana, `/api/communities/${slug}/announcements`, {
      body: 'Thursday moves to the library.',
    });
    const isAbout = (event: ReadEvent) => event.event === 'community';
    const benSaw = (await benStream.nextUntilMatch(isAbout)).at(-1)!;
    expect(benSaw.data).toEqual({ communityId: community.id });
    expect((await anaStream.nextUntilMatch(isAbout)).at(-1)!.data).toEqual({ communityId: community.id });

    await call(ana, `/api/communities/${slug}/announcements/${announcement.id}/pin`);
    expect((await benStream.nextUntilMatch(isAbout)).at(-1)!.data).toEqual({ communityId: community.id });
    // Cleo is not a member: a swap of her own arrives, and nothing about the community before it.
    const cleoSwap = await kit.requestSwap(cleo, ana);
    const cleoSaw = await cleoStream.nextUntil('swap', cleoSwap);
    expect(cleoSaw.filter(isAbout)).toEqual([]);
  });

  it('tells the sender when the other member reads their message, so "Seen" appears without a reload', async () => {
    const anaStream = await open(ana);
    await sendMessage(ana, 'Did you get my notes?');
    await anaStream.nextUntil('message', swapId);
    const read = await inject(harness.app, messageRoutes.markThreadRead, { params: { id: swapId }, as: ben });
    expect(read.statusCode).toBe(204);
    await anaStream.nextUntil('message', swapId);
    const thread = await inject(harness.app, messageRoutes.listMessages, { params: { id: swapId }, as: ana });
    const { items, seenUpTo } = thread.json<MessageThread>();
    expect(seenUpTo).toBe(items.at(-1)!.id);
  });

  it('numbers each member’s events in order and replays what a reconnecting tab missed', async () => {
    const first = await open(ben);
    await sendMessage(ana, 'Before the tunnel');
    const seen = await first.nextUntil('message', swapId);
    const lastId = seen[seen.length - 1]!.id!;
    first.close();

    await sendMessage(ana, 'While you were away 1');
    await sendMessage(ana, 'While you were away 2');
    await kit.actOk(ana, swapId, 'cancel');

    const resumed = await open(ben, lastId);
    const replayed = await resumed.nextUntil('swap', swapId);
    const ids = replayed.map((event) => Number(event.id));
    expect(ids[0]).toBeGreaterThan(Number(lastId));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(replayed.filter((event) => event.event === 'message')).toHaveLength(2);
  });

  it('asks for a resync when the missed events are no longer kept', async () => {
    const stream = await open(ben);
    const newSwap = await kit.requestSwap(await kit.joinMember('Eli Newcomer'), ben);
    const [event] = await stream.nextUntil('swap', newSwap);
    stream.close();
    await harness.database.db.execute(sql`DELETE FROM live_events WHERE member_id = ${ben.userId}`);
    const stale = await open(ben, String(Number(event!.id) - 1));
    expect((await stale.next()).event).toBe('resync');
    const ahead = await open(ben, '999999999');
    expect((await ahead.next()).event).toBe('resync');
  });

  it('keeps events a bounded time, and forgets the counters of members who are gone', async () => {
    const { db } = harness.database;
    const gone = '00000000-0000-4000-8000-00000000dead';
    await db.execute(sql`INSERT INTO live_event_counters (member_id, last_seq) VALUES (${gone}, 3)`);
    await db.execute(
      sql`UPDATE live_events SET created_at = now() - interval '2 days' WHERE member_id = ${ana.userId}`,
    );
    const pruned = await pruneLiveEvents(db, new Date(Date.now() - 24 * 60 * 60 * 1000));
    expect(pruned).toBeGreaterThan(0);
    const left = await db.execute<{ member_id: string }>(sql`SELECT DISTINCT member_id FROM live_events`);
    expect(left.rows.map((row) => row.member_id)).not.toContain(ana.userId);
    expect(left.rows.map((row) => row.member_id)).toContain(cleo.userId);
    const counters = await db.execute(sql`SELECT 1 FROM live_event_counters WHERE member_id = ${gone}`);
    expect(counters.rows).toHaveLength(0);
  });

  /** Resolves when the server has closed the stream; fails when it is still open after `ms`. */
  const endsWithin = (stream: { ended: Promise<void> }, ms = 10_000) =>
    Promise.race([
      stream.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), ms)),
    ]);

  it('T45: signing out all other sessions ends their open streams at once; this session’s stream goes on', async () => {
    const benElsewhere = await open(ben);
    const benHere = await kit.signInAgain(ben);
    const hereStream = await open(benHere);
    expect([benElsewhere.status, hereStream.status]).toEqual([200, 200]);
    const signedOut = await inject(harness.app, memberSessionRoutes.signOutOtherSessions, { as: benHere });
    expect(signedOut.statusCode).toBe(200);
    expect(await endsWithin(benElsewhere)).toBe('ended');
    const newSwap = await kit.requestSwap(await kit.joinMember('Fay Later'), benHere);
    await hereStream.nextUntil('swap', newSwap);
  });

  it('T45: a suspended member’s open streams end at once, before the access token expires', async () => {
    const moderator = await signUpStaffMember(harness.app, harness.database, systemClock, 'moderator');
    const gil = await kit.joinMember('Gil Suspended');
    const first = await open(gil);
    const second = await open(gil);
    expect([first.status, second.status]).toEqual([200, 200]);
    const suspended = await inject(harness.app, adminReportRoutes.suspendMember, {
      params: { id: gil.userId },
      as: moderator,
      body: { reason: 'Spam' },
    });
    expect(suspended.statusCode).toBe(200);
    expect(await endsWithin(first)).toBe('ended');
    expect(await endsWithin(second)).toBe('ended');
    expect((await open(gil)).status).toBe(401);
  });

  it('ends open streams when the server closes', async () => {
    const other = await createTestApp();
    const member = await createSwapKit(other.app, other.database).joinMember('Dee Closing');
    const url = await other.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openLiveStream(url, { token: member.accessToken });
    expect(stream.status).toBe(200);
    // Closing resolves only once every stream has ended: a stream left open would hold it past
    // the test's time.
    await other.close();
    await stream.ended;
  });
});
