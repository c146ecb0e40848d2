import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhookEndpoint, WebhookDelivery } from '@skillswap/contracts/webhooks/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { queueSwapWebhooks } from '../swaps/index.ts';
import { startWebhookReceiver } from './webhook-receiver.test-helper.ts';
import { createWebhookWorker } from './webhook-worker.ts';
import { addressPolicyOf } from './webhook-address.ts';
import { inject } from '../../test/inject.ts';
import { webhookRoutes } from '@skillswap/contracts/webhooks/routes';

// Retries, a receiver that is down, redelivery and two workers, each against a real HTTP
// receiver on 127.0.0.1.
describe(`webhook deliveries, on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let account: KitMember;
  let counterpart: KitMember;
  let swapId: string;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    account = await kit.joinMember('Ada Enterprise', {
      plan: 'enterprise',
      offers: 'Spanish',
      wants: 'Guitar',
    });
    counterpart = await kit.joinMember('Ben Free');
    swapId = await kit.requestSwap(counterpart, account);
  }, 120_000);
  afterAll(() => harness?.close());

  const newWorker = () =>
    createWebhookWorker({
      db: harness.database.db,
      clock,
      logger: harness.app.log,
      authSecret: harness.config.AUTH_SECRET,
      addressPolicy: addressPolicyOf(harness.config),
      retryBaseMs: 10_000,
    });

  async function registerEndpoint(url: string) {
    const response = await inject(harness.app, webhookRoutes.createWebhookEndpoint, {
      as: account,
      body: { url, eventTypes: ['swap.requested'] },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: CreatedWebhookEndpoint }>().data;
  }

  async function deleteEndpoint(endpointId: string) {
    await inject(harness.app, webhookRoutes.deleteWebhookEndpoint, { params: { endpointId }, as: account });
  }

  /** An event about the swap, queued as the swap module does in its transaction. */
  const queueEvents = (count: number) =>
    harness.database.db.transaction(async (tx) => {
      for (let index = 0; index < count; index += 1) {
        await queueSwapWebhooks(tx, { swapId, status: 'requested', now: clock.now() });
      }
    });

  async function deliveryLog(endpointId: string) {
    const response = await inject(harness.app, webhookRoutes.listWebhookDeliveries, {
      params: { endpointId },
      as: account,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: WebhookDelivery[] }>().data;
  }

  // A name that answers a checked address, then a private one (DNS rebinding). The worker
  // resolves once, checks, and connects to that address. The receiver listens on 127.0.0.2, where the
  // system's own answer for `localhost` (127.0.0.1 or ::1) would not reach it: only the checked address does.
  it('connects to the address it checked, not to what the name answers a moment later', async () => {
    const receiver = await startWebhookReceiver(() => 200, '127.0.0.2');
    const endpoint = await registerEndpoint(receiver.url);
    const port = new URL(receiver.url).port;
    await harness.database.db.execute(
      sql`UPDATE webhook_endpoints SET url = ${`http://localhost:${port}/hooks`} WHERE id = ${endpoint.id}`,
    );
    const lookups: string[] = [];
    const rebinding = async (host: string) => {
      lookups.push(host);
      return lookups.length === 1 ? ['127.0.0.2'] : ['10.0.0.8'];
    };
    await queueEvents(1);
    const worker = createWebhookWorker({
      db: harness.database.db,
      clock,
      logger: harness.app.log,
      authSecret: harness.config.AUTH_SECRET,
      addressPolicy: { ...addressPolicyOf(harness.config), resolveHost: rebinding },
    });
    await worker.runOnce();
    const [delivery] = await deliveryLog(endpoint.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(lookups).toEqual(['localhost']);
    // The receiver saw the name it was registered under.
    expect(receiver.received.map((request) => request.headers.host)).toEqual([`localhost:${port}`]);

    // The next delivery looks the name up again, finds the private address and sends nothing.
    await queueEvents(1);
    await worker.runOnce();
    const [refused] = await deliveryLog(endpoint.id);
    expect(refused!.attemptLog[0]!.statusCode).toBeNull();
    expect(refused!.attemptLog[0]!.error).toContain('Private');
    expect(receiver.received).toHaveLength(1);
    await receiver.stop();
    await deleteEndpoint(endpoint.id);
  });

  it('retries a receiver that answered 500, with the same event id, and logs both attempts', async () => {
    const receiver = await startWebhookReceiver((index) => (index === 0 ? 500 : 200));
    const endpoint = await registerEndpoint(receiver.url);
    await queueEvents(1);
    const worker = newWorker();
    await worker.runOnce();
    let [delivery] = await deliveryLog(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(delivery!.nextAttemptAt).toBe(new Date(clock.now().getTime() + 10_000).toISOString());
    await worker.runOnce();
    expect(receiver.received).toHaveLength(1);

    clock.advance(10_000);
    await worker.runOnce();
    [delivery] = await deliveryLog(endpoint.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(delivery!.attemptLog.map((attempt) => attempt.statusCode)).toEqual([200, 500]);
    expect(new Set(receiver.eventIds())).toEqual(new Set([delivery!.eventId]));
    await receiver.stop();
    await deleteEndpoint(endpoint.id);
  });

  it('loses nothing while the receiver is down, and delivers each event once when it is back', async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await registerEndpoint(receiver.url);
    await receiver.stop();
    await queueEvents(3);
    const worker = newWorker();
    await worker.runOnce();
    const failed = await deliveryLog(endpoint.id);
    expect(failed.map((delivery) => delivery.status)).toEqual(['pending', 'pending', 'pending']);
    expect(failed[0]!.attemptLog[0]).toMatchObject({ statusCode: null, error: 'ECONNREFUSED' });

    await receiver.start();
    clock.advance(10_000);
    await worker.runOnce();
    await worker.runOnce();
    const delivered = await deliveryLog(endpoint.id);
    expect(delivered.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(receiver.eventIds().sort()).toEqual(delivered.map((delivery) => delivery.eventId).sort());
    await receiver.stop();
    await deleteEndpoint(endpoint.id);
  });

  it('redelivers from the log as a new attempt carrying the same event id', async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await registerEndpoint(receiver.url);
    await queueEvents(1);
    const worker = newWorker();
    await worker.runOnce();
    const [delivery] = await deliveryLog(endpoint.id);
    const response = await inject(harness.app, webhookRoutes.redeliverWebhook, {
      params: { endpointId: endpoint.id, deliveryId: delivery!.id },
      as: account,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json<{ data: WebhookDelivery }>().data).toMatchObject({ status: 'pending' });
    await worker.runOnce();
    expect(receiver.eventIds()).toEqual([delivery!.eventId, delivery!.eventId]);
    const [after] = await deliveryLog(endpoint.id);
    expect(after).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(after!.attemptLog).toHaveLength(2);
    await receiver.stop();
    await deleteEndpoint(endpoint.id);
  });

  it('never sends one delivery twice when two workers run at once', async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await registerEndpoint(receiver.url);
    await queueEvents(40);
    const workers = [newWorker(), newWorker()];
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(workers.map((worker) => worker.runOnce()));
    }
    const ids = receiver.eventIds();
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    await receiver.stop();
    await deleteEndpoint(endpoint.id);
  });

  it('marks a delivery failed once its 24 hours of retries are over', async () => {
    const receiver = await startWebhookReceiver(() => 503);
    const endpoint = await registerEndpoint(receiver.url);
    await queueEvents(1);
    const worker = newWorker();
    await worker.runOnce();
    clock.advance(25 * 60 * 60 * 1000);
    await worker.runOnce();
    account = await kit.signInAgain(account);
    const [delivery] = await deliveryLog(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 2, nextAttemptAt: null });
    expect(delivery!.attemptLog.map((attempt) => attempt.statusCode)).toEqual([503, 503]);
    await receiver.stop();
  });
});
