import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhookEndpoint, WebhookDelivery } from '@skillswap/contracts/webhooks/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { startWebhookReceiver, verifyStandardWebhook } from './webhook-receiver.test-helper.ts';
import { createWebhookWorker } from './webhook-worker.ts';
import { addressPolicyOf } from './webhook-address.ts';
import { inject } from '../../test/inject.ts';
import { webhookRoutes } from '@skillswap/contracts/webhooks/routes';
import { reviewRoutes } from '@skillswap/contracts/reviews/routes';

describe(`webhooks of an Enterprise account, on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let enterprise: KitMember;
  let other: KitMember;
  let worker: ReturnType<typeof createWebhookWorker>;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    receiver = await startWebhookReceiver();
    enterprise = await kit.joinMember('Ada Enterprise', {
      plan: 'enterprise',
      offers: 'Spanish',
      wants: 'Guitar',
    });
    other = await kit.joinMember('Ben Free');
    worker = createWebhookWorker({
      db: harness.database.db,
      clock,
      logger: harness.app.log,
      authSecret: harness.config.AUTH_SECRET,
      addressPolicy: addressPolicyOf(harness.config),
    });
  }, 60_000);
  afterAll(async () => {
    await receiver?.stop();
    await harness?.close();
  });

  const register = (member: KitMember, url: string, eventTypes = ['swap.requested', 'swap.accepted']) =>
    inject(harness.app, webhookRoutes.createWebhookEndpoint, {
      unchecked: true,
      as: member,
      body: { url, eventTypes },
    });

  it('refuses Free and Premium accounts with plan_required naming Enterprise', async () => {
    for (const plan of ['free', 'premium'] as const) {
      await kit.setPlan(other, plan);
      const created = await register(other, receiver.url);
      expect(created.statusCode).toBe(403);
      expect(created.json()).toMatchObject({ code: 'plan_required', plan: 'enterprise' });
      const listed = await inject(harness.app, webhookRoutes.listWebhookEndpoints, { as: other });
      expect(listed.statusCode).toBe(403);
    }
    await kit.setPlan(other, 'free');
  });

  it('refuses addresses that are not https to a public host, saying why', async () => {
    const refused = {
      'http://example.com/hooks': 'https',
      'https://10.1.2.3/hooks': 'Private',
      'https://169.254.169.254/latest/meta-data': 'Private',
      'https://[fd00::1]/hooks': 'Private',
      'https://user:pass@203.0.113.9/hooks': 'user names',
      'not a url': 'full address',
    };
    for (const [url, words] of Object.entries(refused)) {
      const response = await register(enterprise, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toContain(words);
    }
    const noEvents = await register(enterprise, receiver.url, []);
    expect(noEvents.statusCode).toBe(400);
  });

  it('shows the secret once, then signs each delivery so a receiver can verify it within 5 minutes', async () => {
    const response = await register(enterprise, receiver.url);
    expect(response.statusCode).toBe(201);
    const endpoint = response.json<{ data: CreatedWebhookEndpoint }>().data;
    expect(endpoint.secret).toMatch(/^whsec_/);
    const list = await inject(harness.app, webhookRoutes.listWebhookEndpoints, { as: enterprise });
    expect(list.body).not.toContain(endpoint.secret);
    expect(list.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ id: endpoint.id, secretLastCharacters: endpoint.secret.slice(-4) }),
    ]);

    const swapId = await kit.requestSwap(other, enterprise);
    await kit.requestSwap(enterprise, await kit.joinMember('Cy Free'));
    await worker.runOnce();
    expect(receiver.received).toHaveLength(2);
    const [first] = receiver.received;
    const body = JSON.parse(first!.body) as {
      id: string;
      type: string;
      accountId: string;
      data: { swap: { id: string } };
    };
    expect(body).toMatchObject({
      type: 'swap.requested',
      accountId: enterprise.userId,
      data: { swap: { id: swapId } },
    });
    expect(first!.headers['webhook-id']).toBe(body.id);
    // The official Standard Webhooks verifier accepts it within its 5 minutes, and nothing else.
    const at = clock.now();
    expect(verifyStandardWebhook(endpoint.secret, first!, at)).toEqual(body);
    expect(verifyStandardWebhook(endpoint.secret, first!, new Date(at.getTime() + 301_000))).toBe(
      'Message timestamp too old',
    );
    const tampered = { ...first!, body: first!.body.replace('swap', 'swop') };
    expect(verifyStandardWebhook(endpoint.secret, tampered, at)).toBe('No matching signature found');
    const another = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(verifyStandardWebhook(another, first!, at)).toBe('No matching signature found');

    const deliveries = await inject(harness.app, webhookRoutes.listWebhookDeliveries, {
      params: { endpointId: endpoint.id },
      as: enterprise,
    });
    const log = deliveries.json<{ data: WebhookDelivery[] }>().data;
    expect(log.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
    expect(log[0]!.attemptLog).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);
  });

  it('sends only the events chosen, and nothing to a member who is not Enterprise', async () => {
    const before = receiver.received.length;
    const swapId = await kit.requestSwap(other, await kit.joinMember('Dee Free'));
    await kit.actOk(
      enterprise,
      await kit.requestSwap(await kit.joinMember('Fay Free'), enterprise),
      'accept',
    );
    await worker.runOnce();
    const types = receiver.received
      .slice(before)
      .map((request) => (JSON.parse(request.body) as { type: string }).type);
    expect(types.sort()).toEqual(['swap.accepted', 'swap.requested']);
    expect(receiver.received.slice(before).some((request) => request.body.includes(swapId))).toBe(false);
  });

  it('describes the swap and the published review in full, as the swaps and reviews modules write them', async () => {
    const endpoint = (await register(enterprise, receiver.url, ['swap.completed', 'review.posted'])).json<{
      data: CreatedWebhookEndpoint;
    }>().data;
    const learner = await kit.joinMember('Gus Free');
    const swapId = await kit.requestSwap(learner, enterprise, { hoursOffered: 1.5, hoursRequested: 2 });
    await kit.actOk(enterprise, swapId, 'accept');
    const hours = { requesterHours: 1.5, recipientHours: 2 };
    await kit.actOk(learner, swapId, 'confirm', hours);
    await kit.actOk(enterprise, swapId, 'confirm', hours);
    for (const [member, rating] of [
      [learner, 5],
      [enterprise, 4],
    ] as const) {
      const reviewed = await inject(harness.app, reviewRoutes.createReview, {
        params: { id: swapId },
        as: member,
        body: { rating, comment: `Rated ${rating}` },
      });
      expect(reviewed.statusCode, reviewed.body).toBe(201);
    }
    const before = receiver.received.length;
    await worker.runOnce();
    const bodies = receiver.received
      .slice(before)
      .map((request) => JSON.parse(request.body) as { type: string; data: Record<string, unknown> })
      .filter((body) => JSON.stringify(body.data).includes(swapId));
    const completed = bodies.find((body) => body.type === 'swap.completed');
    expect(completed?.data).toEqual({
      swap: {
        id: swapId,
        status: 'completed',
        requesterId: learner.userId,
        recipientId: enterprise.userId,
        offeredSkill: 'Guitar',
        requestedSkill: 'Spanish',
        hoursOffered: 1.5,
        hoursRequested: 2,
      },
    });
    // Ada is reviewed by Gus: her review, the one she receives, is the one her endpoint gets.
    const posted = bodies.filter((body) => body.type === 'review.posted');
    expect(posted.map((body) => body.data)).toMatchObject([
      {
        review: {
          swapId,
          reviewerId: learner.userId,
          revieweeId: enterprise.userId,
          rating: 5,
          comment: 'Rated 5',
        },
      },
    ]);
    expect(Object.keys(posted[0]!.data.review as object).sort()).toEqual([
      'comment',
      'id',
      'rating',
      'revieweeId',
      'reviewerId',
      'swapId',
    ]);
    await inject(harness.app, webhookRoutes.deleteWebhookEndpoint, {
      params: { endpointId: endpoint.id },
      as: enterprise,
    });
  });

  it('keeps an account’s endpoints to itself: another account gets 404', async () => {
    const [endpoint] = (
      await inject(harness.app, webhookRoutes.listWebhookEndpoints, { as: enterprise })
    ).json<{ data: { id: string }[] }>().data;
    const intruder = await kit.joinMember('Eve Enterprise', { plan: 'enterprise' });
    for (const [method, url] of [
      ['GET', `/api/webhooks/endpoints/${endpoint!.id}/deliveries`],
      ['DELETE', `/api/webhooks/endpoints/${endpoint!.id}`],
      ['POST', `/api/webhooks/endpoints/${endpoint!.id}/deliveries/1/redeliver`],
    ] as const) {
      const response = await harness.app.inject({ method, url, headers: intruder.authHeader });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
