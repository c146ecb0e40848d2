import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewPage } from '@skillswap/contracts/reviews/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { publishOverdueReviews } from './review-publication.ts';
import { inject } from '../../test/inject.ts';
import { reviewRoutes } from '@skillswap/contracts/reviews/routes';
import { privacyRoutes } from '@skillswap/contracts/privacy/routes';
import { accountRoutes } from '@skillswap/contracts/account/routes';

describe(`who a review names publicly on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let teacher: KitMember;
  let publicReviewer: KitMember;
  let privateReviewer: KitMember;
  let deletedReviewer: KitMember;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    teacher = await kit.joinMember('Tess Teacher', { offers: 'Guitar' });
    publicReviewer = await kit.joinMember('Pia Public');
    privateReviewer = await kit.joinMember('Priya Private');
    deletedReviewer = await kit.joinMember('Dov Deleted');
    for (const [reviewer, comment] of [
      [deletedReviewer, 'Great first lesson.'],
      [privateReviewer, 'Very patient.'],
      [publicReviewer, 'Clear and kind.'],
    ] as const) {
      const swapId = await kit.requestSwap(reviewer, teacher);
      await kit.actOk(teacher, swapId, 'accept');
      await kit.actOk(reviewer, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
      await kit.actOk(teacher, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
      const review = await inject(harness.app, reviewRoutes.createReview, {
        params: { id: swapId },
        as: reviewer,
        body: { rating: 5, comment },
      });
      expect(review.statusCode).toBe(201);
    }
    // The 14 double-blind days are over (ADR 92): the job publishes the reviews.
    await publishOverdueReviews(harness.database.db, new Date('2100-01-01'));
  });
  afterAll(() => harness.close());

  const reviewsOfTeacher = async (viewer?: KitMember) => {
    const response = await inject(harness.app, reviewRoutes.listProfileReviews, {
      params: { id: teacher.userId },
      as: viewer,
    });
    expect(response.statusCode).toBe(200);
    return { body: response.body, page: response.json<ReviewPage>() };
  };
  const reviewerOf = (page: ReviewPage, comment: string) =>
    page.items.find((item) => item.comment === comment)?.reviewer;

  it('a private member is not named as a reviewer, exactly like a deleted one', async () => {
    const privacy = await inject(harness.app, privacyRoutes.updatePrivacySettings, {
      as: privateReviewer,
      body: { _profile_visibility: 'private' },
    });
    expect(privacy.statusCode).toBe(200);
    const deletion = await inject(harness.app, accountRoutes.deleteAccount, { as: deletedReviewer });
    expect(deletion.statusCode).toBe(204);

    for (const viewer of [undefined, teacher, publicReviewer]) {
      const { body, page } = await reviewsOfTeacher(viewer);
      expect(page.total).toBe(3);
      expect(reviewerOf(page, 'Clear and kind.')).toEqual({
        id: publicReviewer.userId,
        fullName: 'Pia Public',
        avatarUrl: null,
      });
      const anonymous = { id: null, fullName: 'Anonymous', avatarUrl: null };
      expect(reviewerOf(page, 'Great first lesson.')).toEqual(anonymous);
      expect(reviewerOf(page, 'Very patient.')).toEqual(anonymous);
      expect(body).not.toContain(privateReviewer.userId);
      expect(body).not.toContain('Priya');
    }
  });

  it('names the reviewer again once they make their profile public', async () => {
    await inject(harness.app, privacyRoutes.updatePrivacySettings, {
      as: privateReviewer,
      body: { _profile_visibility: 'public' },
    });
    const { page } = await reviewsOfTeacher();
    expect(reviewerOf(page, 'Very patient.')).toMatchObject({
      id: privateReviewer.userId,
      fullName: 'Priya Private',
    });
  });
});
