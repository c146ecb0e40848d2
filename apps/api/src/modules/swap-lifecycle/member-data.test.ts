import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewPage } from '@skillswap/contracts/reviews/schemas';
import type { MessageThread } from '@skillswap/contracts/swap-lifecycle/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { purgeDeletedMembers } from '../account/index.ts';
import { findBrokenPromises } from './ledger-invariants.test-helper.ts';
import { createSwapKit, type KitMember, type SwapKit } from './swaps.test-helper.ts';
import { publishOverdueReviews } from '../reviews/index.ts';
import { inject } from '../../test/inject.ts';
import { messageRoutes } from '@skillswap/contracts/messages/routes';
import { reviewRoutes } from '@skillswap/contracts/reviews/routes';
import { accountRoutes } from '@skillswap/contracts/account/routes';

describe(`a member's swap data in their download and after the purge, on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  const clock = createManualClock(new Date('2026-06-01T10:00:00Z'));
  let ana: KitMember;
  let ben: KitMember;
  let swapId: string;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    ana = await kit.joinMember('Ana Leaving');
    ben = await kit.joinMember('Ben Staying');
    swapId = await kit.requestSwap(ana, ben, { hoursOffered: 2, hoursRequested: 1 });
    await kit.actOk(ben, swapId, 'accept');
    await inject(harness.app, messageRoutes.sendMessage, {
      params: { id: swapId },
      as: ana,
      body: { body: 'My number is in my notes, see you Tuesday' },
    });
    for (const member of [ana, ben]) {
      await kit.actOk(member, swapId, 'confirm', { requesterHours: 2, recipientHours: 1 });
    }
    await inject(harness.app, reviewRoutes.createReview, {
      params: { id: swapId },
      as: ana,
      body: { rating: 5, comment: 'Ben is a great teacher' },
    });
    // The 14 double-blind days are over (ADR 92): the job publishes the review.
    await publishOverdueReviews(harness.database.db, new Date('2100-01-01'));
  });
  afterAll(() => harness.close());

  it('includes messages sent, reviews, notifications and SkillCoin movements in the download', async () => {
    const response = await inject(harness.app, accountRoutes.exportAccount, { as: ana });
    const data = response.json<Record<string, { body?: string; amount?: number; comment?: string }[]>>();
    expect(data.swapMessagesSent!.map((message) => message.body)).toEqual([
      'My number is in my notes, see you Tuesday',
    ]);
    expect(data.reviewsWritten!.map((review) => review.comment)).toEqual(['Ben is a great teacher']);
    expect(data.skillCoinMovements!.map((movement) => movement.amount)).toEqual([2, 1]);
    expect(data.notifications!.length).toBeGreaterThan(0);
  });

  it('removes their words 30 days after deletion and keeps ratings and every balance', async () => {
    await inject(harness.app, accountRoutes.deleteAccount, { as: ana });
    clock.advance(31 * 86_400_000);
    await purgeDeletedMembers(harness.database.db, { now: clock.now() });
    ben = await kit.signInAgain(ben);
    const thread = await inject(harness.app, messageRoutes.listMessages, { params: { id: swapId }, as: ben });
    expect(thread.json<MessageThread>().items.map((message) => message.body)).toEqual(['(message removed)']);
    const reviews = (
      await inject(harness.app, reviewRoutes.listProfileReviews, { params: { id: ben.userId } })
    ).json<ReviewPage>();
    expect(reviews).toMatchObject({
      rating: 5,
      items: [{ rating: 5, comment: null, reviewer: { fullName: 'Anonymous' } }],
    });
    expect((await kit.balanceOf(ben)).balance).toBe(1);
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
  });
});
