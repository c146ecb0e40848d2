import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
} from '@skillswap/contracts/webhooks/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { addressPolicyOf } from './webhook-address.ts';
import { startWebhookReceiver, verifyStandardWebhook } from './webhook-receiver.test-helper.ts';
import { createWebhookWorker } from './webhook-worker.ts';

// Organisation webhooks (ADR 131, threat T96): the account webhooks' machinery, owned by an
// organisation and fed by its members' events, proven against a real HTTP receiver on 127.0.0.1.

interface Received {
  id: string;
  type: string;
  accountId: string;
  data: { organisation?: { slug: string }; member?: { id: string }; swap?: { id: string } };
}

describe(`webhooks of an organisation, on ${databaseKind}`, { timeout: 60_000 }, () => {
  const clock = createManualClock(new Date('2026-11-27T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  // The first delivery it receives is answered 503, every other 200.
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let worker: ReturnType<typeof createWebhookWorker>;
  let owner: KitMember;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    receiver = await startWebhookReceiver((index) => (index === 0 ? 503 : 200));
    worker = createWebhookWorker({
      db: harness.database.db,
      clock,
      logger: harness.app.log,
      authSecret: harness.config.AUTH_SECRET,
      addressPolicy: addressPolicyOf(harness.config),
    });
    owner = await kit.joinMember('Hana Sorrel', { plan: 'enterprise', offers: 'Welding', wants: 'Piano' });
    const created = await call(owner, 'POST', '/api/organisations', { name: 'Sorrel Forge' });
    expect(created.statusCode, created.body).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await receiver?.stop();
    await harness?.close();
  });

  const call = (member: KitMember, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    harness.app.inject({ method, url, headers: member.authHeader, ...(payload ? { payload } : {}) });
  const hooks = '/api/organisations/sorrel-forge/webhooks';
  const received = () => receiver.received.map((request) => JSON.parse(request.body) as Received);
  const join = async (member: KitMember) => {
    const invited = await call(owner, 'POST', '/api/organisations/sorrel-forge/invitations', {
      email: member.email,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const mail = await harness.database.db.execute<{ body_text: string }>(sql`
      SELECT body_text FROM outbox WHERE recipient = ${member.email.toLowerCase()} ORDER BY id DESC LIMIT 1`);
    const token = /#token=([\w-]+)/.exec(mail.rows[0]!.body_text)![1]!;
    const accepted = await call(member, 'POST', '/api/organisation-invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
  };

  it('lets only its admins register an endpoint, shows the secret once, and keeps it apart from personal ones', async () => {
    const outsider = await kit.joinMember('Ira Sorrel', { plan: 'enterprise' });
    const payload = { url: receiver.url, eventTypes: ['member.joined', 'member.left', 'swap.requested'] };
    expect((await call(outsider, 'POST', hooks, payload)).statusCode).toBe(404);
    const member = await kit.joinMember('Jo Sorrel');
    await join(member);
    expect((await call(member, 'POST', hooks, payload)).statusCode).toBe(403);
    const personalOnly = await call(owner, 'POST', hooks, {
      url: receiver.url,
      eventTypes: ['board_post.created'],
    });
    expect(personalOnly.statusCode).toBe(400);

    const created = await call(owner, 'POST', hooks, payload);
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json<{ data: CreatedWebhookEndpoint }>().data;
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed = await call(owner, 'GET', hooks);
    expect(listed.body).not.toContain(endpoint.secret);
    expect(listed.json<{ data: WebhookEndpoint[] }>().data.map((each) => each.id)).toEqual([endpoint.id]);
    const personal = await call(owner, 'GET', '/api/webhooks/endpoints');
    expect(personal.json<{ data: WebhookEndpoint[] }>().data).toEqual([]);
    expect((await call(outsider, 'GET', `${hooks}/${endpoint.id}/deliveries`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `${hooks}/${endpoint.id}/deliveries`)).statusCode).toBe(403);
  });

  it('signs its members’ joins, swaps and departures; a refused delivery is logged and redelivered with its id', async () => {
    const [endpoint] = (await call(owner, 'GET', hooks)).json<{ data: WebhookEndpoint[] }>().data;

    const kim = await kit.joinMember('Kim Sorrel', { offers: 'Piano', wants: 'Welding' });
    await join(kim);
    const stranger = await kit.joinMember('Lou Elsewhere', { offers: 'Welding', wants: 'Piano' });
    const swapId = await kit.requestSwap(kim, stranger);
    await kit.requestSwap(stranger, await kit.joinMember('Mo Elsewhere'));
    const left = await call(kim, 'POST', '/api/communities/sorrel-forge/leave');
    expect(left.statusCode, left.body).toBe(204);

    await worker.runOnce();
    const events = received();
    expect(events.map((event) => [event.type, event.accountId])).toEqual([
      ['member.joined', kim.userId],
      ['swap.requested', kim.userId],
      ['member.left', kim.userId],
    ]);
    expect(events.every((event) => event.data.organisation?.slug === 'sorrel-forge')).toBe(true);
    expect(events[1]!.data.swap?.id).toBe(swapId);

    const log = (await call(owner, 'GET', `${hooks}/${endpoint!.id}/deliveries`)).json<{
      data: WebhookDelivery[];
    }>().data;
    // Jo's join (first test) came before the endpoint existed, so it was never queued.
    expect(log.map((delivery) => [delivery.eventType, delivery.status])).toEqual([
      ['member.left', 'delivered'],
      ['swap.requested', 'delivered'],
      ['member.joined', 'pending'],
    ]);
    const refused = log[2]!;
    expect(refused.attemptLog.map((attempt) => attempt.statusCode)).toEqual([503]);
    expect(refused.attemptLog[0]!.latencyMs).toBeGreaterThanOrEqual(0);

    const redelivered = await call(
      owner,
      'POST',
      `${hooks}/${endpoint!.id}/deliveries/${refused.id}/redeliver`,
    );
    expect(redelivered.statusCode, redelivered.body).toBe(202);
    await worker.runOnce();
    const again = receiver.received.at(-1)!;
    const body = JSON.parse(again.body) as Received;
    expect(body.id).toBe(refused.eventId);
    expect(again.headers['webhook-id']).toBe(refused.eventId);
    const after = (await call(owner, 'GET', `${hooks}/${endpoint!.id}/deliveries`)).json<{
      data: WebhookDelivery[];
    }>().data;
    expect(after.find((delivery) => delivery.id === refused.id)).toMatchObject({ status: 'delivered' });
  });

  it('verifies with the secret shown at registration', async () => {
    const created = await call(owner, 'POST', hooks, { url: receiver.url, eventTypes: ['member.joined'] });
    const { secret, id } = created.json<{ data: CreatedWebhookEndpoint }>().data;
    const before = receiver.received.length;
    await join(await kit.joinMember('Nell Sorrel'));
    await worker.runOnce();
    const mine = receiver.received.slice(before);
    // The first endpoint also takes member.joined: one delivery each, with the same event id.
    expect(mine).toHaveLength(2);
    expect(new Set(mine.map((request) => request.headers['webhook-id'])).size).toBe(1);
    // Each endpoint's delivery verifies under its own secret only (the official Standard Webhooks verifier).
    const verdicts = mine.map((request) => verifyStandardWebhook(secret, request, clock.now()));
    expect(verdicts).toContainEqual(expect.objectContaining({ type: 'member.joined' }));
    expect(verdicts).toContain('No matching signature found');
    expect((await call(owner, 'DELETE', `${hooks}/${id}`)).statusCode).toBe(204);
  });

  it('sends a swap between two of its members to each endpoint once, with one event id', async () => {
    const pia = await kit.joinMember('Pia Sorrel', { offers: 'Piano', wants: 'Welding' });
    const quin = await kit.joinMember('Quin Sorrel', { offers: 'Welding', wants: 'Piano' });
    await join(pia);
    await join(quin);
    const before = receiver.received.length;
    const swapId = await kit.requestSwap(pia, quin);
    await worker.runOnce();
    const swapEvents = receiver.received
      .slice(before)
      .filter((request) => (JSON.parse(request.body) as Received).data.swap?.id === swapId);
    // Before, one event per member in the organisation: two events with two ids for one swap.
    expect(swapEvents).toHaveLength(1);
    expect(JSON.parse(swapEvents[0]!.body)).toMatchObject({
      type: 'swap.requested',
      id: swapEvents[0]!.headers['webhook-id'],
    });
  });
});
