import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import type { PlanUsage } from '@skillswap/contracts/swaps/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';

// Product rules R4.1: active swaps are accepted ones; a request waiting for an answer counts
// only against the monthly requests.
describe(`a Free member's unanswered requests are not active swaps on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let nia: KitMember;
  let partners: KitMember[];

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    nia = await kit.joinMember('Nia Newcomer', { plan: 'free' });
    partners = [];
    for (const name of ['Ari Stone', 'Bea Marsh', 'Cai Rowe', 'Dov Hale', 'Eda Lind'])
      partners.push(await kit.joinMember(name, { plan: 'elite' }));
  });
  afterAll(() => harness.close());

  const send = (target: KitMember) =>
    inject(harness.app, swapRoutes.createSwapRequest, {
      as: nia,
      body: { targetId: target.userId, offeredSkill: 'Guitar', requestedSkill: 'Spanish', message: '' },
    });

  it('sends a fourth request while three wait unanswered, and stops at three swaps under way', async () => {
    const [ari, bea, cai, dov, eda] = partners as [KitMember, KitMember, KitMember, KitMember, KitMember];
    const waiting: string[] = [];
    for (const partner of [ari, bea, cai]) waiting.push(await kit.requestSwap(nia, partner));
    const fourth = await send(dov);
    expect(fourth.statusCode).toBe(201);
    waiting.push(fourth.json<{ data: { id: string } }>().data.id);

    await kit.actOk(ari, waiting[0]!, 'accept');
    await kit.actOk(bea, waiting[1]!, 'accept');
    await kit.actOk(cai, waiting[2]!, 'accept');

    // Nia now has three swaps under way: Dov cannot accept hers until one is finished, and the
    // request stays open.
    const refused = await kit.act(dov, waiting[3]!, 'accept');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ code: string; message: string }>()).toEqual({
      code: 'plan_limit_reached',
      message:
        'Nia Newcomer already has as many swaps under way as their plan allows. The request stays open: you can accept it once one of their swaps is finished.',
    });
    expect((await kit.getSwap(dov, waiting[3]!)).json<SwapDetail>().status).toBe('requested');

    // Settings' Plan card reads the same counts: four sent this month, three under way, no room for a fifth.
    const usage = await inject(harness.app, swapRoutes.getPlanUsage, { as: nia });
    expect(usage.statusCode).toBe(200);
    expect(usage.json<PlanUsage>()).toMatchObject({
      plan: 'free',
      requestsThisMonth: 4,
      requestsPerMonth: 5,
      activeSwaps: 3,
      activeSwapsLimit: 3,
      canSendRequest: false,
    });
    expect(new Date(usage.json<PlanUsage>().monthEndsAt).getUTCDate()).toBe(1);

    const fifth = await send(eda);
    expect(fifth.statusCode).toBe(422);
    const refusal = fifth.json<{ code: string; message: string }>();
    expect(refusal.code).toBe('plan_limit_reached');
    expect(refusal.message).toContain(
      'You have 3 swaps under way, the most the Free plan allows at once (3).',
    );

    // Once one swap is cancelled, Dov's acceptance goes through.
    await kit.actOk(nia, waiting[0]!, 'cancel');
    expect((await kit.actOk(dov, waiting[3]!, 'accept')).status).toBe('accepted');
  });

  it('tells an Elite member their usage with no limits, and gives Enterprise members the Elite badge too', async () => {
    const [ari, bea] = partners as [KitMember, KitMember];
    await kit.setPlan(bea, 'enterprise');
    const usage = await inject(harness.app, swapRoutes.getPlanUsage, { as: ari });
    expect(usage.json<PlanUsage>()).toMatchObject({
      plan: 'elite',
      requestsPerMonth: null,
      activeSwapsLimit: null,
      canSendRequest: true,
    });
    const badges = await harness.app.inject({
      method: 'GET',
      url: `/api/members/elite?ids=${ari.userId},${bea.userId},${nia.userId}`,
    });
    expect(badges.json<{ eliteIds: string[] }>().eliteIds.sort()).toEqual([ari.userId, bea.userId].sort());
    expect((await inject(harness.app, swapRoutes.getPlanUsage)).statusCode).toBe(401);
  });
});
