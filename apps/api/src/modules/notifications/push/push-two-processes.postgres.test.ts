import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { testConfig } from '../../../config.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { createSwapKit, type KitMember } from '../../swap-lifecycle/swaps.test-helper.ts';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from './fake-push-service.test-helper.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const authSecret = `push-two-processes-${randomBytes(24).toString('hex')}`;
const publicUrl = 'http://localhost:3000';

/**
 * Web push with two real server processes on one PostgreSQL: both run the push job at its
 * production interval and race for the same queue; every push reaches the fake push service exactly once.
 * Also prints message sent → push received (p50, p95), the figure the push latency target is read from.
 */
describe('web push from two server processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let setupApp: FastifyInstance;
  let pushService: FakePushService;
  let a: ServerProcess;
  let b: ServerProcess;
  let sender: KitMember;
  const recipients: Array<{ member: KitMember; swapId: string; device: FakeSubscription }> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = { AUTH_SECRET: authSecret, PUBLIC_URL: publicUrl, PUSH_ENDPOINT_HOSTS: '127.0.0.1' };
    setupApp = await buildApp({ config: testConfig(config), database });
    await setupApp.ready();
    const kit = createSwapKit(setupApp, database);
    pushService = await startFakePushService();
    console.info('set-up app ready');
    sender = await kit.joinMember('Sam Sender', { plan: 'premium' });
    for (let n = 1; n <= 6; n += 1) {
      const member = await kit.joinMember(`Rae Receiver ${n}`);
      const device = pushService.subscribe();
      const saved = await setupApp.inject({
        method: 'POST',
        url: '/api/me/push-subscriptions',
        headers: member.authHeader,
        payload: device,
      });
      expect(saved.statusCode).toBe(201);
      // Requested once the device is subscribed: its push waits in the queue for the processes.
      const swapId = await kit.requestSwap(sender, member);
      recipients.push({ member, swapId, device });
    }
    const env = {
      DATABASE_URL: database.url!,
      NODE_ENV: 'test',
      AUTH_SECRET: authSecret,
      PUBLIC_URL: publicUrl,
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      MAIL_TRANSPORT: 'log',
      TRUST_PROXY: '1',
      PUSH_ENDPOINT_HOSTS: '127.0.0.1',
    };
    const startedAt = Date.now();
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    console.info(`two processes listening after ${Date.now() - startedAt} ms`);
  }, 180_000);

  afterAll(async () => {
    a?.kill('SIGKILL');
    b?.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited]);
    await pushService?.stop();
    await setupApp?.close();
    await database?.drop();
  });

  it('delivers each push once, about a second after the message at most', async () => {
    // The swap requests made during set-up are pushed as soon as a process runs the job: those first.
    for (let waited = 0; pushService.received.length < recipients.length && waited < 20_000; waited += 100) {
      await sleep(100);
    }
    expect(pushService.received).toHaveLength(recipients.length);
    const sentAt = new Map<string, number>();
    const rounds = 5;
    for (let round = 0; round < rounds; round += 1) {
      await Promise.all(
        recipients.map(async ({ swapId }, index) => {
          const server = (round + index) % 2 === 0 ? a : b;
          const body = `Message ${round} for swap ${swapId}`;
          sentAt.set(body.slice(0, 60), Date.now());
          const response = await fetch(`${server.baseUrl}/api/swaps/${swapId}/messages`, {
            method: 'POST',
            headers: {
              ...sender.authHeader,
              'content-type': 'application/json',
              'x-forwarded-for': `198.18.0.${index + 1}`,
            },
            body: JSON.stringify({ body }),
          });
          expect(response.status).toBe(201);
        }),
      );
      await sleep(300);
    }
    const expected = recipients.length * (rounds + 1);
    for (let waited = 0; pushService.received.length < expected && waited < 20_000; waited += 50) {
      await sleep(50);
    }
    await sleep(1500); // a duplicate would arrive within this
    expect(pushService.problems).toEqual([]);
    expect(pushService.received).toHaveLength(expected);
    const ids = pushService.received.map((push) => push.payload.notificationId);
    expect(new Set(ids).size).toBe(expected);
    for (const { device } of recipients) expect(pushService.to(device)).toHaveLength(rounds + 1);

    const latencies = pushService.received
      .filter((push) => push.payload.type === 'message_received')
      .map((push) => {
        const text = String(push.payload.body);
        const key = [...sentAt.keys()].find((candidate) => text.includes(candidate));
        expect(key, text).toBeDefined();
        return push.receivedAt - sentAt.get(key!)!;
      })
      .sort((x, y) => x - y);
    const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1]!;
    console.info(
      `push latency over ${latencies.length} messages on two processes: p50 ${latencies[Math.floor(latencies.length / 2)]} ms, p95 ${p95} ms, max ${latencies.at(-1)} ms`,
    );
    // The figure above is what the push target's "about a second" is read from; a timed assertion would only
    // measure how busy the machine is. What the test holds is the behaviour: each push leaves with the job
    // that is already running, not with some later sweep, so none waits anywhere near the ten seconds allowed
    // here.
    expect(latencies.at(-1)).toBeLessThan(10_000);
  }, 60_000);
});
