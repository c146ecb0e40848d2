import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import type { ReviewPage } from '@skillswap/contracts/reviews/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { publishOverdueReviews } from './review-publication.ts';
import { inject } from '../../test/inject.ts';
import { reviewRoutes } from '@skillswap/contracts/reviews/routes';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';

// Product rules R3.8: reviews are double-blind; each stays hidden until both members
// have reviewed or 14 days have passed (ADR 92).
describe(`double-blind reviews on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-06-01T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  async function completeSwap(requester: KitMember, recipient: KitMember) {
    const swapId = await kit.requestSwap(requester, recipient, { hoursOffered: 1, hoursRequested: 1 });
    await kit.actOk(recipient, swapId, 'accept');
    for (const member of [requester, recipient])
      await kit.actOk(member, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    return swapId;
  }
  const review = async (member: KitMember, swapId: string, rating: number, comment: string) => {
    const response = await inject(harness.app, reviewRoutes.createReview, {
      params: { id: swapId },
      as: member,
      body: { rating, comment },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const reviewsOf = async (member: KitMember, viewer: KitMember) =>
    (
      await inject(harness.app, reviewRoutes.listProfileReviews, {
        params: { id: member.userId },
        as: viewer,
      })
    ).json<ReviewPage>();
  const latestNotice = async (member: KitMember) =>
    (await inject(harness.app, notificationRoutes.listNotifications, { as: member })).json<NotificationPage>()
      .items[0]!;

  it('hides the first review, even from the reviewed member, until the second is in; then both are public', async () => {
    const ana = await kit.joinMember('Ana Blind');
    const ben = await kit.joinMember('Ben Blind');
    const swapId = await completeSwap(ana, ben);

    await review(ana, swapId, 2, 'Came late every time.');
    expect(await reviewsOf(ben, ben)).toMatchObject({ total: 0, items: [], rating: 0 });
    expect(await reviewsOf(ben, ana)).toMatchObject({ total: 0, items: [], rating: 0 });
    const notice = await latestNotice(ben);
    expect(notice.type).toBe('review_received');
    expect(notice.body).not.toContain('Came late');
    expect(notice.body).not.toContain('2 out of 5');

    await review(ben, swapId, 5, 'Great teacher.');
    expect(await reviewsOf(ben, ana)).toMatchObject({ total: 1, rating: 2 });
    expect((await reviewsOf(ben, ana)).items[0]).toMatchObject({ comment: 'Came late every time.' });
    expect(await reviewsOf(ana, ben)).toMatchObject({ total: 1, rating: 5 });
    expect((await latestNotice(ana)).body).toContain('Great teacher.');
  });

  it('publishes a lone review 14 days after it was written, and the rating follows', async () => {
    const cleo = await kit.joinMember('Cleo Blind');
    const dan = await kit.joinMember('Dan Blind');
    const swapId = await completeSwap(cleo, dan);
    await review(cleo, swapId, 4, 'Good sessions.');

    clock.advance(14 * 24 * 60 * 60 * 1000 - 60_000);
    await publishOverdueReviews(harness.database.db, clock.now());
    const [danAfter13Days] = [await kit.signInAgain(dan)];
    expect(await reviewsOf(dan, danAfter13Days)).toMatchObject({ total: 0, rating: 0 });

    clock.advance(60_000);
    await publishOverdueReviews(harness.database.db, clock.now());
    const danLater = await kit.signInAgain(dan);
    expect(await reviewsOf(dan, danLater)).toMatchObject({ total: 1, rating: 4 });
    expect((await reviewsOf(dan, danLater)).items[0]).toMatchObject({ comment: 'Good sessions.' });
  });
});
