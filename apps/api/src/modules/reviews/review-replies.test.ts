import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review, ReviewPage } from '@skillswap/contracts/reviews/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { publishOverdueReviews } from './review-publication.ts';
import { inject } from '../../test/inject.ts';
import { reviewRoutes } from '@skillswap/contracts/reviews/routes';

describe(`replies to reviews on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  /** Ben reviews Ana after a completed swap; answers Ana's review id. */
  async function reviewedPair(tag: string) {
    const ana = await kit.joinMember(`Ana ${tag}`);
    const ben = await kit.joinMember(`Ben ${tag}`, { offers: 'Spanish', wants: 'Guitar' });
    const swapId = await kit.requestSwap(ben, ana);
    await kit.actOk(ana, swapId, 'accept');
    const hours = { requesterHours: 1, recipientHours: 1 };
    await kit.actOk(ben, swapId, 'confirm', hours);
    await kit.actOk(ana, swapId, 'confirm', hours);
    const created = await inject(harness.app, reviewRoutes.createReview, {
      params: { id: swapId },
      as: ben,
      body: { rating: 3, comment: 'Good lessons, often late.' },
    });
    expect(created.json<Review>().reply).toBeNull();
    // The 14 double-blind days are over (ADR 92): the job publishes the review.
    await publishOverdueReviews(harness.database.db, new Date('2100-01-01'));
    return { ana, ben, reviewId: created.json<Review>().id };
  }
  const reply = (member: KitMember, reviewId: string, text: string) =>
    inject(harness.app, reviewRoutes.replyToReview, {
      params: { id: reviewId },
      as: member,
      body: { reply: text },
    });
  const reviewsOf = async (member: KitMember) =>
    (
      await inject(harness.app, reviewRoutes.listProfileReviews, { params: { id: member.userId } })
    ).json<ReviewPage>();

  it('publishes the reviewed member’s reply under the review on their profile', async () => {
    const { ana, reviewId } = await reviewedPair('Marchetti');
    const answered = await reply(ana, reviewId, 'Thanks Ben! The bus was late twice, sorry.');
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({
      reviewId,
      reply: { text: 'Thanks Ben! The bus was late twice, sorry.' },
    });
    const [shown] = (await reviewsOf(ana)).items;
    expect(shown).toMatchObject({
      id: reviewId,
      comment: 'Good lessons, often late.',
      reply: { text: 'Thanks Ben! The bus was late twice, sorry.' },
    });
    expect(Number.isNaN(Date.parse(shown!.reply!.repliedAt))).toBe(false);
  });

  it('takes one reply per review: a second one is refused and the first stays', async () => {
    const { ana, reviewId } = await reviewedPair('Lindgren');
    await reply(ana, reviewId, 'First and only reply.');
    const second = await reply(ana, reviewId, 'Trying to replace it.');
    expect(second.statusCode).toBe(409);
    expect((await reviewsOf(ana)).items[0]!.reply).toMatchObject({ text: 'First and only reply.' });
  });

  it('lets only the reviewed member reply', async () => {
    const { ana, ben, reviewId } = await reviewedPair('Petrova');
    const stranger = await kit.joinMember('Sam Petrova');
    for (const member of [ben, stranger]) {
      const refused = await reply(member, reviewId, 'Not mine to answer.');
      expect(refused.statusCode).toBe(403);
    }
    expect((await reviewsOf(ana)).items[0]!.reply).toBeNull();
    expect((await reply(ana, '999999999', 'No such review.')).statusCode).toBe(404);
    expect((await reply(ana, 'abc', 'No such review.')).statusCode).toBe(400);
    expect((await reply(ana, reviewId, '')).statusCode).toBe(400);
  });
});
