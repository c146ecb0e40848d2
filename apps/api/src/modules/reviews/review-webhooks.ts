import type { DbOrTx } from '../../db/client.ts';
import { queueWebhookEvents } from '../webhooks/index.ts';
import { findPublishedReviews } from './reviews.repository.ts';

/**
 * Call in the transaction that publishes reviews (double-blind, ADR 92): each reviewed member, and the
 * organisations they belong to, get `review.posted` when they listen for it. Unpublished reviews send nothing.
 */
export async function queueReviewWebhooks(tx: DbOrTx, options: { reviewIds: number[]; now: Date }) {
  const published = await findPublishedReviews(tx, options.reviewIds);
  await queueWebhookEvents(tx, {
    type: 'review.posted',
    now: options.now,
    organisations: true,
    subjects: published.map((review) => ({ accountId: review.revieweeId, payload: { review } })),
  });
}
