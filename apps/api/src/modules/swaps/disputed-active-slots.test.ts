import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import { systemClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { resolveDispute } from '../swap-lifecycle/index.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';

describe(`a disputed swap keeps its Free-plan active slot on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let ana: KitMember;
  let partners: KitMember[];

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    ana = await kit.joinMember('Ana Lima', { offers: 'Spanish', wants: 'Guitar' });
    partners = [];
    for (const name of ['Ben Okafor', 'Cleo Park', 'Dev Shah', 'Eli Moss', 'Fay Lund']) {
      partners.push(await kit.joinMember(name));
    }
  });
  afterAll(() => harness.close());

  const planLimitOf = (response: Awaited<ReturnType<SwapKit['act']>>) => ({
    status: response.statusCode,
    code: response.json<{ code: string }>().code,
  });

  it('a member at 3 active swaps who disputes one can neither accept nor send a fourth until it is resolved', async () => {
    const [ben, cleo, dev, eli, fay] = partners as [KitMember, KitMember, KitMember, KitMember, KitMember];
    const accepted: string[] = [];
    for (const partner of [ben, cleo, dev]) {
      const swapId = await kit.requestSwap(partner, ana);
      await kit.actOk(ana, swapId, 'accept');
      accepted.push(swapId);
    }
    const waiting = await kit.requestSwap(eli, ana);
    await kit.actOk(ana, accepted[0]!, 'dispute', { reason: 'Ben stopped coming to our sessions' });

    expect(planLimitOf(await kit.act(ana, waiting, 'accept'))).toEqual({
      status: 422,
      code: 'plan_limit_reached',
    });
    const sent = await inject(harness.app, swapRoutes.createSwapRequest, {
      as: ana,
      body: { targetId: fay.userId, offeredSkill: 'Spanish', requestedSkill: 'Guitar', message: '' },
    });
    expect({ status: sent.statusCode, code: sent.json<{ code: string }>().code }).toEqual({
      status: 422,
      code: 'plan_limit_reached',
    });
    expect((await kit.getSwap(ana, waiting)).json<SwapDetail>().status).toBe('requested');

    // Once an operator resolves the dispute, its slot is free again.
    await resolveDispute(
      { db: harness.database.db, clock: systemClock, publicUrl: harness.config.PUBLIC_URL },
      {
        swapId: accepted[0]!,
        resolution: { outcome: 'cancelled', note: 'Neither of you could show a lesson happened' },
      },
    );
    expect((await kit.actOk(ana, waiting, 'accept')).status).toBe('accepted');
  });
});
