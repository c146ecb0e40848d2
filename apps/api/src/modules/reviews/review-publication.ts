import type { Db } from '../../db/client.ts';
import { queueReviewWebhooks } from './review-webhooks.ts';
import { refreshProfileRating } from '../profiles/index.ts';
import { publishDueReviews } from './reviews.repository.ts';

/**
 * The job that publishes reviews whose 14 double-blind days are over (ADR 92) and recomputes the reviewed
 * members' ratings. Answers whether a full batch was done, so the scheduler runs it again at once.
 */
export async function publishOverdueReviews(db: Db, now: Date, limit = 200): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { published, reviewIds, revieweeIds } = await publishDueReviews(tx, now, limit);
    for (const memberId of revieweeIds) await refreshProfileRating(tx, memberId);
    await queueReviewWebhooks(tx, { reviewIds, now });
    return published >= limit;
  });
}
