import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { publishOverdueReviews } from '../reviews/index.ts';
import { inject } from '../../test/inject.ts';
import { reviewRoutes } from '@skillswap/contracts/reviews/routes';

describe(`Explore's default order on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  const members: Record<string, KitMember> = {};

  /** `learner` takes a lesson from `teacher` and rates it. */
  async function rate(learner: KitMember, teacher: KitMember, rating: number) {
    const swapId = await kit.requestSwap(learner, teacher);
    await kit.actOk(teacher, swapId, 'accept');
    const hours = { requesterHours: 1, recipientHours: 1 };
    await kit.actOk(learner, swapId, 'confirm', hours);
    await kit.actOk(teacher, swapId, 'confirm', hours);
    const response = await inject(testApp.app, reviewRoutes.createReview, {
      params: { id: swapId },
      as: learner,
      body: { rating },
    });
    expect(response.statusCode).toBe(201);
    // The 14 double-blind days are over (ADR 92): the job publishes the review and the rating follows.
    await publishOverdueReviews(testApp.database.db, new Date('2100-01-01'));
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    kit = createSwapKit(testApp.app, testApp.database);
    for (const name of ['Star', 'Steady', 'Poor', 'Learner One', 'Learner Two', 'Learner Three']) {
      members[name] = await kit.joinMember(name, { offers: 'Guitar' });
    }
    await rate(members['Learner One']!, members.Star!, 5);
    await rate(members['Learner Two']!, members.Star!, 5);
    await rate(members['Learner Three']!, members.Star!, 5);
    await rate(members['Learner One']!, members.Steady!, 5);
    await rate(members['Learner Three']!, members.Steady!, 4);
    await rate(members['Learner Two']!, members.Poor!, 2);
    members.Newcomer = await kit.joinMember('Newcomer', { offers: 'Guitar' });
  });
  afterAll(() => testApp.close());

  async function order(limit: number) {
    const names: string[] = [];
    const ratings = new Map<string, number>();
    let cursor: string | null = null;
    do {
      const url: string = `/api/profiles?q=guitar&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await testApp.app.inject({ method: 'GET', url })).json<ExplorePage>();
      for (const item of page.items) {
        names.push(item.full_name!);
        ratings.set(item.full_name!, item.rating);
      }
      cursor = page.nextCursor;
    } while (cursor);
    return { names, ratings };
  }

  it('ranks a newcomer below well-reviewed members but above a poorly reviewed one, not last as if rated 0', async () => {
    const { names, ratings } = await order(50);
    expect(names).toHaveLength(7);
    expect(names.slice(0, 2)).toEqual(['Star', 'Steady']);
    expect(names.at(-1)).toBe('Poor');
    expect(names.indexOf('Newcomer')).toBeLessThan(names.indexOf('Poor'));
    // The card still shows the honest figure: the mean of received reviews, 0 with none.
    expect(Object.fromEntries(ratings)).toMatchObject({ Star: 5, Steady: 4.5, Poor: 2, Newcomer: 0 });
  });

  it('pages through the same order without duplicates or gaps', async () => {
    expect((await order(2)).names).toEqual((await order(50)).names);
  });
});
