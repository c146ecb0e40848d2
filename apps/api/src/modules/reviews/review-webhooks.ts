import type { DbOrTx } from '../../db/client.ts';
import { queueWebhookEvents } from '../webhooks/index.ts';
import { publishedReviewWebhookSubjectsSql } from './reviews.repository.ts';

/**
 * Call in the transaction that publishes reviews (double-blind, ADR 92): each reviewed member, and the
 * organisations they belong to, get `review.posted` when they listen for it. Unpublished reviews send
 * nothing; the reviews module writes what the event says (ADR 214).
 */
export async function queueReviewWebhooks(tx: DbOrTx, options: { reviewIds: number[]; now: Date }) {
  if (options.reviewIds.length === 0) return;
  await queueWebhookEvents(tx, {
    type: 'review.posted',
    now: options.now,
    organisations: true,
    subjects: publishedReviewWebhookSubjectsSql(options.reviewIds),
  });
}
