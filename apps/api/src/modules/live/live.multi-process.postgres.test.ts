import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createTestDatabase } from '../../test/database.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { systemClock } from '../../lib/clock.ts';
import { signUpStaffMember } from '../../test/staff.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { openLiveStream } from './live-stream.test-helper.ts';

const authSecret = `live-two-processes-${randomBytes(24).toString('hex')}`;
/** One origin for the set-up app and both processes: it is the issuer and audience of access tokens. */
const publicUrl = 'http://localhost:3000';

describe('live events across two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let setupApp: FastifyInstance;
  let a: ServerProcess;
  let b: ServerProcess;
  let ana: KitMember;
  let ben: KitMember;
  let swapId: string;
  let kit: SwapKit;
  const opened: Array<{ close(): void }> = [];

  const post = (server: ServerProcess, member: KitMember, body: string) =>
    fetch(`${server.baseUrl}/api/swaps/${swapId}/messages`, {
      method: 'POST',
      headers: { ...member.authHeader, 'content-type': 'application/json' },
      body: JSON.stringify({ body }),
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    setupApp = await buildApp({
      config: testConfig({ AUTH_SECRET: authSecret, PUBLIC_URL: publicUrl }),
      database,
    });
    await setupApp.ready();
    kit = createSwapKit(setupApp, database);
    ana = await kit.joinMember('Ana on A');
    ben = await kit.joinMember('Ben on B');
    swapId = await kit.requestSwap(ana, ben);
    const env = {
      DATABASE_URL: database.url!,
      NODE_ENV: 'test',
      AUTH_SECRET: authSecret,
      PUBLIC_URL: publicUrl,
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    for (const stream of opened) stream.close();
    a?.kill('SIGKILL');
    b?.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited]);
    await setupApp?.close();
    await database?.drop();
  });

  it('a message posted through process A reaches a stream opened on process B', async () => {
    const benOnB = await openLiveStream(b.baseUrl, { token: ben.accessToken });
    opened.push(benOnB);
    expect(benOnB.status).toBe(200);
    expect((await post(a, ana, 'Across processes')).status).toBe(201);
    const seen = await benOnB.nextUntil('message', swapId, 10_000);
    expect(seen.every((event) => event.data.swapId === swapId)).toBe(true);
  });

  it('a tab that reconnects to the other process with Last-Event-ID gets what it missed', async () => {
    const benOnB = await openLiveStream(b.baseUrl, { token: ben.accessToken });
    expect((await post(a, ana, 'Seen on B')).status).toBe(201);
    const seen = await benOnB.nextUntil('message', swapId, 10_000);
    benOnB.close();
    const lastId = seen[seen.length - 1]!.id!;

    expect((await post(b, ana, 'Missed 1')).status).toBe(201);
    expect((await post(a, ana, 'Missed 2')).status).toBe(201);
    const benOnA = await openLiveStream(a.baseUrl, { token: ben.accessToken, lastEventId: lastId });
    opened.push(benOnA);
    const first = await benOnA.nextUntil('message', swapId, 10_000);
    const second = await benOnA.nextUntil('message', swapId, 10_000);
    const ids = [...first, ...second].map((event) => Number(event.id));
    expect(ids[0]).toBe(Number(lastId) + 1);
    expect(ids).toEqual(ids.map((_, index) => Number(lastId) + 1 + index));
  });

  /** Resolves when the server has closed the stream; fails when it is still open after `ms`. */
  const endsWithin = (stream: { ended: Promise<void> }, ms = 10_000) =>
    Promise.race([
      stream.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), ms)),
    ]);

  it('T45: signing out all other sessions on process A ends a stream of another session open on process B', async () => {
    const benOnB = await openLiveStream(b.baseUrl, { token: ben.accessToken });
    opened.push(benOnB);
    expect(benOnB.status).toBe(200);
    const benAgain = await kit.signInAgain(ben);
    const signedOut = await fetch(`${a.baseUrl}/api/auth/sessions/sign-out-others`, {
      method: 'POST',
      headers: benAgain.authHeader,
    });
    expect(signedOut.status).toBe(200);
    expect(await endsWithin(benOnB)).toBe('ended');
    ben = benAgain;
  });

  it('T45: suspending a member ends their streams on every process', async () => {
    const moderator = await signUpStaffMember(setupApp, database, systemClock, 'moderator');
    const dan = await kit.joinMember('Dan Suspended');
    const danOnA = await openLiveStream(a.baseUrl, { token: dan.accessToken });
    const danOnB = await openLiveStream(b.baseUrl, { token: dan.accessToken });
    opened.push(danOnA, danOnB);
    expect([danOnA.status, danOnB.status]).toEqual([200, 200]);
    const suspended = await fetch(`${a.baseUrl}/api/admin/members/${dan.userId}/suspend`, {
      method: 'POST',
      headers: { ...moderator.authHeader, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Spam' }),
    });
    expect(suspended.status).toBe(200);
    expect(await endsWithin(danOnA)).toBe('ended');
    expect(await endsWithin(danOnB)).toBe('ended');
  });

  it('SIGTERM ends the open streams and the process exits 0', async () => {
    const benOnA = await openLiveStream(a.baseUrl, { token: ben.accessToken });
    expect(benOnA.status).toBe(200);
    a.kill('SIGTERM');
    await benOnA.ended;
    expect(await a.exited).toBe(0);
  });
});
