import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reputation } from '@skillswap/contracts/shared/levels';
import type { Review, ReviewPage } from '@skillswap/contracts/reviews/schemas';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import type { SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { publishOverdueReviews } from './review-publication.ts';
import { inject } from '../../test/inject.ts';
import { reviewRoutes } from '@skillswap/contracts/reviews/routes';

describe(`reviews after completed swaps on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let ana: KitMember;
  let ben: KitMember;
  let cleo: KitMember;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    ana = await kit.joinMember('Ana Teacher', { offers: 'Guitar' });
    ben = await kit.joinMember('Ben Student');
    cleo = await kit.joinMember('Cleo Student');
  });
  afterAll(() => harness.close());

  async function completeSwap(requester: KitMember, recipient: KitMember, hoursTaught = 2) {
    const swapId = await kit.requestSwap(requester, recipient, {
      hoursOffered: hoursTaught,
      hoursRequested: hoursTaught,
    });
    await kit.actOk(recipient, swapId, 'accept');
    const hours = { requesterHours: hoursTaught, recipientHours: hoursTaught };
    await kit.actOk(requester, swapId, 'confirm', hours);
    await kit.actOk(recipient, swapId, 'confirm', hours);
    return swapId;
  }
  const review = (member: KitMember, swapId: string, payload: object) =>
    inject(harness.app, reviewRoutes.createReview, {
      unchecked: true,
      params: { id: swapId },
      as: member,
      body: payload,
    });
  const reviewsOf = async (member: KitMember) =>
    (
      await inject(harness.app, reviewRoutes.listProfileReviews, { params: { id: member.userId } })
    ).json<ReviewPage>();

  it('waits for completion before a review can be left', async () => {
    const swapId = await kit.requestSwap(ben, ana);
    const early = await review(ben, swapId, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'You can leave a review once the swap is completed' });
    await kit.actOk(ben, swapId, 'cancel');
  });

  it('rates the other member once per swap and shows the mean with one decimal on Explore', async () => {
    const first = await completeSwap(ben, ana);
    const second = await completeSwap(cleo, ana);
    const created = await review(ben, first, { rating: 5, comment: 'Patient and clear.' });
    expect(created.statusCode).toBe(201);
    expect(created.json<Review>()).toMatchObject({
      rating: 5,
      skill: 'Spanish',
      reviewer: { fullName: 'Ben Student' },
    });
    expect((await review(ben, first, { rating: 5, comment: 'Patient and clear.' })).statusCode).toBe(200);
    expect((await review(ben, first, { rating: 1 })).statusCode).toBe(409);
    expect((await review(cleo, second, { rating: 4 })).statusCode).toBe(201);
    await review(cleo, second, { rating: 4 });
    const third = await completeSwap(ana, ben);
    expect((await review(ben, third, { rating: 4 })).statusCode).toBe(201);
    // Ana never reviews back; 14 days later the job publishes the three (double-blind, ADR 92).
    expect(await reviewsOf(ana)).toMatchObject({ rating: 0, total: 0 });
    await publishOverdueReviews(harness.database.db, new Date('2100-01-01'));
    const page = await reviewsOf(ana);
    expect(page).toMatchObject({ rating: 4.3, total: 3 });
    expect(page.items.map((item) => item.rating)).toEqual([4, 4, 5]);
    const explore = await harness.app.inject({ method: 'GET', url: '/api/profiles?q=Ana%20Teacher' });
    expect(explore.json<ExplorePage>().items.find((item) => item.id === ana.userId)?.rating).toBe(4.3);
    const swap = (await kit.getSwap(ben, first)).json<SwapDetail>();
    expect(swap).toMatchObject({ hasReviewed: true, canReview: false });
  });

  it('refuses ratings outside 1 to 5 and reviews from outside the swap', async () => {
    const swapId = await completeSwap(ana, cleo);
    expect((await review(cleo, swapId, { rating: 6 })).statusCode).toBe(400);
    expect((await review(cleo, swapId, { rating: 0 })).statusCode).toBe(400);
    expect((await review(cleo, swapId, { rating: 3.5 })).statusCode).toBe(400);
    expect((await review(ben, swapId, { rating: 5 })).statusCode).toBe(404);
  });

  it('shows a member with no reviews as rated 0', async () => {
    const newcomer = await kit.joinMember('Dan New');
    expect(await reviewsOf(newcomer)).toMatchObject({ rating: 0, total: 0, items: [] });
  });

  it('derives the level and badges from completed swaps, hours taught and ratings', async () => {
    const reputation = await inject(harness.app, reviewRoutes.getReputation, { params: { id: ana.userId } });
    expect(reputation.json<Reputation>()).toMatchObject({
      level: { id: 'contributor', name: 'Contributor' },
      completedSwaps: 4,
      hoursTaught: 8,
      reviewCount: 3,
      rating: 4.3,
    });
    expect(reputation.json<Reputation>().badges.map((badge) => badge.id)).toEqual(['first_swap']);
  });

  it('answers the levels of many members at once, leaving out hidden ones', async () => {
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/reputations?ids=${ana.userId},${cleo.userId},${unknown}`,
    });
    const items = response.json<{ items: { memberId: string; level: { name: string } }[] }>().items;
    expect(new Map(items.map((item) => [item.memberId, item.level.name]))).toEqual(
      new Map([
        [ana.userId, 'Contributor'],
        [cleo.userId, 'Explorer'],
      ]),
    );
    expect(
      (await inject(harness.app, reviewRoutes.listMemberLevels, { query: { ids: 'nope' } })).statusCode,
    ).toBe(400);
  });
});
