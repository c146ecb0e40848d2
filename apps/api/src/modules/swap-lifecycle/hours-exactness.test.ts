import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { openDispute } from './disputes.test-helper.ts';
import { translateError } from '../../lib/i18n/error-translator.ts';
import { resolveDispute } from './dispute-resolution.ts';
import { isNothingTaught } from './swap-confirmation.ts';
import { createSwapKit, type KitMember, type SwapKit } from './swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { reviewRoutes } from '@skillswap/contracts/reviews/routes';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';

const tooPrecise = { code: 'validation_failed', message: 'Use at most two decimals' };

describe(`hours are exact hundredths on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  const clock = createManualClock(new Date('2026-06-01T09:00:00Z'));

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const joinPair = async (first: string, second: string) =>
    [
      await kit.joinMember(first),
      await kit.joinMember(second, { offers: 'Spanish', wants: 'Guitar' }),
    ] as const;
  const acceptedSwap = async (requester: KitMember, recipient: KitMember) => {
    const swapId = await kit.requestSwap(requester, recipient);
    await kit.actOk(recipient, swapId, 'accept');
    return swapId;
  };
  /** What both members can see of a swap and their balances. */
  const observe = async (swapId: string, requester: KitMember, recipient: KitMember) => ({
    swap: (await kit.getSwap(requester, swapId)).json<SwapDetail>(),
    balances: [await kit.balanceOf(requester), await kit.balanceOf(recipient)],
  });

  it.each([
    ['a billionth of an hour', { requesterHours: 1e-9, recipientHours: 0 }],
    ['a thousandth of an hour', { requesterHours: 0, recipientHours: 0.001 }],
    ['three decimals', { requesterHours: 1.005, recipientHours: 1 }],
    ['a sum with floating-point dust', { requesterHours: 0.1 + 0.2, recipientHours: 1 }],
  ])('a confirmation of %s is refused and the swap stays accepted', async (_, hours) => {
    const [ana, ben] = await joinPair('Ana Lima', 'Ben Okafor');
    const swapId = await acceptedSwap(ana, ben);
    const before = await observe(swapId, ana, ben);
    for (const member of [ana, ben]) {
      const response = await kit.act(member, swapId, 'confirm', hours);
      expect({ status: response.statusCode, body: response.json<unknown>() }).toMatchObject({
        status: 400,
        body: tooPrecise,
      });
    }
    expect(await observe(swapId, ana, ben)).toEqual(before);
  });

  it('a swap confirmed at a billionth of an hour never completes, so no review can follow', async () => {
    const [ana, ben] = await joinPair('Cleo Park', 'Dev Shah');
    const swapId = await acceptedSwap(ana, ben);
    const hours = { requesterHours: 1e-9, recipientHours: 0 };
    await kit.act(ana, swapId, 'confirm', hours);
    await kit.act(ben, swapId, 'confirm', hours);
    const review = await inject(harness.app, reviewRoutes.createReview, {
      params: { id: swapId },
      as: ana,
      body: { rating: 5 },
    });
    expect(review.statusCode).toBeGreaterThanOrEqual(400);
    expect(review.statusCode).toBeLessThan(500);
    expect((await kit.getSwap(ana, swapId)).json<SwapDetail>()).toMatchObject({
      status: 'accepted',
      settlement: null,
      canReview: false,
    });
  });

  it('hundredths that floating point cannot hold exactly still match and settle exactly', async () => {
    const [ana, ben] = await joinPair('Eli Moss', 'Fay Lund');
    const swapId = await acceptedSwap(ana, ben);
    const hours = { requesterHours: 0.29, recipientHours: 0.57 };
    await kit.actOk(ana, swapId, 'confirm', hours);
    const done = await kit.actOk(ben, swapId, 'confirm', hours);
    expect(done).toMatchObject({
      status: 'completed',
      settlement: { fromId: ana.userId, toId: ben.userId, amount: 0.28 },
      confirmations: { requester: hours, recipient: hours },
    });
    expect((await kit.balanceOf(ana)).balance).toBe(1.72);
  });

  it('a swap request with more than two decimals of hours is refused and nothing is sent', async () => {
    const [ana, ben] = await joinPair('Gus Tan', 'Hana Ito');
    for (const hours of [{ hoursOffered: 1e-9 }, { hoursRequested: 1.001 }]) {
      const response = await inject(harness.app, swapRoutes.createSwapRequest, {
        as: ana,
        body: {
          targetId: ben.userId,
          offeredSkill: 'Guitar',
          requestedSkill: 'Spanish',
          message: '',
          ...hours,
        },
      });
      expect({ status: response.statusCode, body: response.json<unknown>() }).toMatchObject({
        status: 400,
        body: tooPrecise,
      });
    }
    const sent = await inject(harness.app, swapRoutes.listSwapRequests, { as: ana });
    expect(sent.json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('an operator cannot settle a dispute at a billionth of an hour', async () => {
    const [ana, ben] = await joinPair('Ivo Berg', 'Jana Kos');
    const swapId = await openDispute(kit, ana, ben);
    const context = { db: harness.database.db, clock, publicUrl: harness.config.PUBLIC_URL };
    const resolution = {
      outcome: 'settled' as const,
      requesterHours: 1e-9,
      recipientHours: 0,
      note: 'Both members told us the lesson happened',
    };
    // As the operator reads it: a schema's message is a catalogue key until it is put into words (ADR 208).
    const refusal = await resolveDispute(context, { swapId, resolution }).catch((error: Error) => error);
    expect(translateError((refusal as Error).message, 'en')).toBe('Use at most two decimals');
    expect((await kit.getSwap(ana, swapId)).json<SwapDetail>().status).toBe('disputed');
  });

  it('judges "nothing taught" on the hours as stored, whole hundredths', () => {
    expect(isNothingTaught({ requesterHours: 0.004, recipientHours: 0 })).toBe(true);
    expect(isNothingTaught({ requesterHours: 0, recipientHours: 0.01 })).toBe(false);
  });
});
