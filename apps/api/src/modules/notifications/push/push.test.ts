import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import type { PushPreferences } from '@skillswap/contracts/notifications/push';
import { pushDeliveries, pushVapidKeys } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { databaseKind } from '../../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../../swap-lifecycle/swaps.test-helper.ts';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from './fake-push-service.test-helper.ts';
import { createPushWorker } from './push-worker.ts';
import { inject } from '../../../test/inject.ts';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';

const silentLogger = Fastify({ logger: { level: 'silent' } }).log;

describe(`web push on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let pushService: FakePushService;
  let ana: KitMember;
  let ben: KitMember;
  let swapId: string;
  // The worker's clock runs `ahead` ms ahead of the app's (real) one, to reach the end of quiet hours.
  let ahead = 0;
  const clock = { now: () => new Date(Date.now() + ahead) };
  const minute = 60_000;
  /** The wall clock "HH:MM" in Kolkata (UTC+05:30 all year) `offsetMinutes` from now. */
  const kolkataClock = (offsetMinutes: number) =>
    new Date(Date.now() + offsetMinutes * minute + 330 * minute).toISOString().slice(11, 16);

  beforeAll(async () => {
    harness = await createTestApp({ config: { PUSH_ENDPOINT_HOSTS: '127.0.0.1,fcm.googleapis.com' } });
    kit = createSwapKit(harness.app, harness.database);
    pushService = await startFakePushService();
    ana = await kit.joinMember('Ana Push');
    ben = await kit.joinMember('Ben Push');
    swapId = await kit.requestSwap(ana, ben);
  });
  afterAll(async () => {
    await pushService?.stop();
    await harness?.close();
  });

  const worker = () =>
    createPushWorker({
      db: harness.database.db,
      clock,
      logger: silentLogger,
      authSecret: harness.config.AUTH_SECRET,
      subject: 'mailto:no-reply@skillswap.test',
      allowedHosts: harness.config.PUSH_ENDPOINT_HOSTS,
    });
  const call = (
    member: KitMember,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => harness.app.inject({ method, url, headers: member.authHeader, ...(payload ? { payload } : {}) });
  const subscribeDevice = async (
    member: KitMember,
    subscription: FakeSubscription = pushService.subscribe(),
  ) => {
    const response = await call(member, 'POST', '/api/me/push-subscriptions', {
      ...subscription,
      deviceLabel: 'Test phone',
    });
    expect(response.statusCode, response.body).toBe(201);
    return subscription;
  };
  const sendMessage = async (from: KitMember, body: string) => {
    const response = await call(from, 'POST', `/api/swaps/${swapId}/messages`, { body });
    expect(response.statusCode, response.body).toBe(201);
  };
  const preferences = async (member: KitMember) =>
    (await call(member, 'GET', '/api/me/push-preferences')).json<PushPreferences>();
  const unsubscribeEverywhere = async (member: KitMember, subscription: FakeSubscription) =>
    call(
      member,
      'DELETE',
      `/api/me/push-subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`,
    );

  it('serves one VAPID public key, made once and kept sealed in the database', async () => {
    const first = (await call(ana, 'GET', '/api/push/public-key')).json<{ publicKey: string }>();
    const second = (await call(ben, 'GET', '/api/push/public-key')).json<{ publicKey: string }>();
    expect(second.publicKey).toBe(first.publicKey);
    const point = Buffer.from(first.publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const rows = await harness.database.db.select().from(pushVapidKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.privateKeyEncrypted).toMatch(/^v1\./);
    expect((await inject(harness.app, notificationRoutes.getPushPublicKey)).statusCode).toBe(401);
  });

  it('T73: accepts subscriptions only to listed push services, never to other hosts', async () => {
    const keys = pushService.subscribe().keys;
    for (const endpoint of [
      'https://evil.example/push/1',
      'http://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    ]) {
      const response = await call(ana, 'POST', '/api/me/push-subscriptions', { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    const badKeys = await call(ana, 'POST', '/api/me/push-subscriptions', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'short', auth: '!!' },
    });
    expect(badKeys.statusCode).toBe(400);
    expect((await preferences(ana)).devices).toBe(0);
  });

  it('pushes a new message to the device, encrypted for it, with TTL, urgency and a VAPID signature', async () => {
    const device = await subscribeDevice(ben);
    expect((await preferences(ben)).devices).toBe(1);
    await sendMessage(ana, 'Hi Ben, does Tuesday suit you?');
    expect(pushService.to(device)).toHaveLength(0);
    expect((await worker().runOnce()).claimed).toBe(1);
    const [push] = pushService.to(device);
    expect(pushService.problems).toEqual([]);
    const list = (await call(ben, 'GET', '/api/notifications')).json<NotificationPage>();
    // Every push is also in the notification list: the same notification, by id.
    expect(push!.payload).toEqual({
      notificationId: list.items[0]!.id,
      type: 'message_received',
      title: list.items[0]!.title,
      body: list.items[0]!.body,
      link: `/swaps/${swapId}`,
    });
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('86400');
    expect(push!.headers.urgency).toBe('high');
    const { publicKey } = (await call(ben, 'GET', '/api/push/public-key')).json<{ publicKey: string }>();
    expect(push!.vapidPublicKey).toBe(publicKey);
    expect(push!.vapidClaims.aud).toBe(pushService.baseUrl);
    expect(push!.vapidClaims.sub).toBe('mailto:no-reply@skillswap.test');
    // Nothing is pushed twice: the next round finds no work.
    expect((await worker().runOnce()).claimed).toBe(0);
    expect(pushService.to(device)).toHaveLength(1);
    await unsubscribeEverywhere(ben, device);
  });

  it('pushes swap answers at normal urgency, and nothing of a category the member switched off', async () => {
    const device = await subscribeDevice(ana);
    await kit.actOk(ben, swapId, 'accept');
    await worker().runOnce();
    expect(pushService.to(device).map((push) => [push.payload.type, push.headers.urgency])).toEqual([
      ['swap_accepted', 'normal'],
    ]);
    const saved = await call(ana, 'PUT', '/api/me/push-preferences', { categories: { messages: false } });
    expect(saved.json<PushPreferences>().categories).toMatchObject({ messages: false, requests: true });
    await sendMessage(ben, 'Great, see you then');
    await worker().runOnce();
    expect(pushService.to(device)).toHaveLength(1);
    const list = (await call(ana, 'GET', '/api/notifications')).json<NotificationPage>();
    expect(list.items[0]).toMatchObject({ type: 'message_received', isRead: false });
    await call(ana, 'PUT', '/api/me/push-preferences', { categories: { messages: true } });
    await unsubscribeEverywhere(ana, device);
  });

  it('holds pushes in quiet hours in the member’s own time zone and sends them when the hours end', async () => {
    const device = await subscribeDevice(ben);
    const quietHours = { start: kolkataClock(-30), end: kolkataClock(90), timeZone: 'Asia/Kolkata' };
    const quiet = await call(ben, 'PUT', '/api/me/push-preferences', { quietHours });
    expect(quiet.json<PushPreferences>().quietHours).toEqual(quietHours);
    await sendMessage(ana, 'A late thought about our lesson');
    expect((await worker().runOnce()).claimed).toBe(1);
    expect(pushService.to(device)).toHaveLength(0);
    const [waiting] = await harness.database.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.status, 'pending'));
    // Deferred, not dropped: due when the quiet hours end on the member's clock, 90 minutes from now.
    expect(waiting).toMatchObject({ note: 'quiet hours', attempts: 0 });
    const dueIn = waiting!.nextAttemptAt.getTime() - Date.now();
    expect(dueIn).toBeGreaterThan(89 * minute);
    expect(dueIn).toBeLessThanOrEqual(90 * minute);
    ahead = 85 * minute;
    expect((await worker().runOnce()).claimed).toBe(0);
    ahead = 91 * minute;
    await worker().runOnce();
    ahead = 0;
    expect(pushService.to(device).map((push) => push.payload.body)).toEqual([
      expect.stringContaining('A late thought'),
    ]);
    await call(ben, 'PUT', '/api/me/push-preferences', { quietHours: null });
    await unsubscribeEverywhere(ben, device);
  });

  it('drops a held push whose notification was read in the app meanwhile', async () => {
    const device = await subscribeDevice(ben);
    await call(ben, 'PUT', '/api/me/push-preferences', {
      quietHours: { start: kolkataClock(-10), end: kolkataClock(30), timeZone: 'Asia/Kolkata' },
    });
    await sendMessage(ana, 'Read this in the app');
    await worker().runOnce();
    await call(ben, 'POST', '/api/notifications/read', {});
    ahead = 31 * minute;
    await worker().runOnce();
    ahead = 0;
    expect(pushService.to(device)).toHaveLength(0);
    const rows = await harness.database.db.execute<{ status: string; note: string }>(
      sql`SELECT status, note FROM push_deliveries ORDER BY id DESC LIMIT 1`,
    );
    expect(rows.rows[0]).toEqual({ status: 'dropped', note: 'read in the app' });
    await call(ben, 'PUT', '/api/me/push-preferences', { quietHours: null });
    await unsubscribeEverywhere(ben, device);
  });

  it('forgets a device the push service answers 410 Gone for, and pushes nothing more to it', async () => {
    const device = await subscribeDevice(ben);
    pushService.answerWith(device, 410);
    await sendMessage(ana, 'Are you still there?');
    await worker().runOnce();
    expect((await preferences(ben)).devices).toBe(0);
    await sendMessage(ana, 'Hello?');
    expect((await worker().runOnce()).claimed).toBe(0);
    // The notifications themselves stay in the list.
    const list = (await call(ben, 'GET', '/api/notifications')).json<NotificationPage>();
    expect(list.items.slice(0, 2).map((item) => item.type)).toEqual(['message_received', 'message_received']);
  });

  it('T74: moves a device to the member who subscribes it last, and the previous one’s pushes stop there', async () => {
    const shared = pushService.subscribe();
    await subscribeDevice(ana, shared);
    await subscribeDevice(ben, shared);
    expect((await preferences(ana)).devices).toBe(0);
    expect((await preferences(ben)).devices).toBe(1);
    await sendMessage(ben, 'For Ana, not for this device');
    await sendMessage(ana, 'For Ben, on this device');
    await worker().runOnce();
    expect(pushService.to(shared).map((push) => push.payload.body)).toEqual([
      expect.stringContaining('For Ben'),
    ]);
    // Only the holder can remove it.
    expect((await unsubscribeEverywhere(ana, shared)).statusCode).toBe(204);
    expect((await preferences(ben)).devices).toBe(1);
    expect((await unsubscribeEverywhere(ben, shared)).statusCode).toBe(204);
    expect((await preferences(ben)).devices).toBe(0);
  });

  it('refuses quiet hours in an unknown zone or of no length', async () => {
    for (const quietHours of [
      { start: '22:00', end: '07:00', timeZone: 'Mars/Olympus' },
      { start: '22:00', end: '22:00', timeZone: 'UTC' },
      { start: '25:00', end: '07:00', timeZone: 'UTC' },
    ]) {
      const response = await call(ana, 'PUT', '/api/me/push-preferences', { quietHours });
      expect(response.statusCode).toBe(400);
    }
  });
});
