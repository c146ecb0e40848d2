import { and, count, desc, eq, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, reviews, swaps } from '../../db/schema/index.ts';

/** Stores a review once per member per swap; answers false when that member already reviewed it. */
export async function insertReview(
  db: DbOrTx,
  review: {
    swapId: string;
    reviewerId: string;
    revieweeId: string;
    rating: number;
    comment: string | null;
    at: Date;
    /** Null while double-blind hides it (ADR 92). */
    publishedAt: Date | null;
    publishDueAt: Date | null;
  },
): Promise<boolean> {
  const rows = await db
    .insert(reviews)
    .values({
      swapId: review.swapId,
      reviewerId: review.reviewerId,
      revieweeId: review.revieweeId,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.at,
      publishedAt: review.publishedAt,
      publishDueAt: review.publishDueAt,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Which of these swaps the member has reviewed. */
export async function findReviewedSwapIds(
  db: DbOrTx,
  reviewerId: string,
  swapIds: string[],
): Promise<Set<string>> {
  if (swapIds.length === 0) return new Set();
  const rows = await db
    .select({ swapId: reviews.swapId })
    .from(reviews)
    .where(and(eq(reviews.reviewerId, reviewerId), inArray(reviews.swapId, swapIds)));
  return new Set(rows.map((row) => row.swapId));
}

/**
 * A page of the reviews a member received, newest first, with the reviewer's public name when they are
 * listed.
 */
export async function listReceivedReviews(
  db: DbOrTx,
  memberId: string,
  page: { before: number | null; limit: number },
) {
  return db
    .select({
      id: reviews.id,
      swapId: reviews.swapId,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
      reviewerId: reviews.reviewerId,
      reviewerName: profiles.fullName,
      reviewerAvatar: profiles.avatarUrl,
      // A reviewer is named only while their profile is public and live; private and deleted read alike.
      isReviewerListed: sql<boolean>`coalesce(${profiles.deletedAt} IS NULL AND ${profiles.profileVisibility} = 'public', false)`,
      requesterId: swaps.requesterId,
      offeredSkill: swaps.offeredSkill,
      requestedSkill: swaps.requestedSkill,
    })
    .from(reviews)
    .innerJoin(swaps, eq(swaps.id, reviews.swapId))
    .leftJoin(profiles, eq(profiles.id, reviews.reviewerId))
    .where(
      and(
        eq(reviews.revieweeId, memberId),
        // Hidden by an operator after a report (ADR 73), or not yet published (double-blind, ADR 92).
        isNull(reviews.hiddenAt),
        isNotNull(reviews.publishedAt),
        page.before === null ? undefined : lt(reviews.id, page.before),
      ),
    )
    .orderBy(desc(reviews.id))
    .limit(page.limit);
}

export async function countReceivedReviews(db: DbOrTx, memberId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(reviews)
    .where(and(eq(reviews.revieweeId, memberId), isNull(reviews.hiddenAt), isNotNull(reviews.publishedAt)));
  return row?.total ?? 0;
}

export async function findReview(db: DbOrTx, swapId: string, reviewerId: string) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.swapId, swapId), eq(reviews.reviewerId, reviewerId)));
  return row ?? null;
}

/** Who may see a member's reviews: same rules as the profile (public, or private to its owner only). */
export async function findProfileAccess(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({
      visibility: profiles.profileVisibility,
      deletedAt: profiles.deletedAt,
      rating: profiles.rating,
    })
    .from(profiles)
    .where(eq(profiles.id, memberId));
  return row ?? null;
}

/** The record levels and badges are computed from: completed swaps, hours taught, partners. */
export async function findSwapRecord(db: DbOrTx, memberId: string) {
  const result = await db.execute<{ completed: string; hours_taught: string; partners: string }>(sql`
    SELECT count(*) AS completed,
           coalesce(sum(CASE WHEN s.requester_id = ${memberId} THEN c.requester_hours ELSE c.recipient_hours END), 0)
             AS hours_taught,
           count(DISTINCT CASE WHEN s.requester_id = ${memberId} THEN s.recipient_id ELSE s.requester_id END)
             AS partners
    FROM swaps s
    JOIN LATERAL (
      SELECT requester_hours, recipient_hours FROM swap_confirmations
      WHERE swap_id = s.id ORDER BY confirmed_at DESC LIMIT 1
    ) c ON true
    WHERE s.status = 'completed' AND (s.requester_id = ${memberId} OR s.recipient_id = ${memberId})`);
  const row = result.rows[0];
  return {
    completedSwaps: Number(row?.completed ?? 0),
    hoursTaught: Number(row?.hours_taught ?? 0),
    distinctPartners: Number(row?.partners ?? 0),
  };
}

/** The records of several members at once, for levels on Explore cards; only visible profiles answer. */
export async function findVisibleRecords(db: DbOrTx, memberIds: string[]) {
  const result = await db.execute<{
    id: string;
    rating: string;
    completed: string;
    hours_taught: string;
    partners: string;
    reviews: string;
  }>(sql`
    SELECT p.id, p.rating,
           count(s.id) AS completed,
           coalesce(sum(CASE WHEN s.requester_id = p.id THEN c.requester_hours ELSE c.recipient_hours END), 0)
             AS hours_taught,
           count(DISTINCT CASE WHEN s.requester_id = p.id THEN s.recipient_id ELSE s.requester_id END)
             AS partners,
           (SELECT count(*) FROM reviews r WHERE r.reviewee_id = p.id AND r.published_at IS NOT NULL) AS reviews
    FROM profiles p
    LEFT JOIN swaps s ON s.status = 'completed' AND (s.requester_id = p.id OR s.recipient_id = p.id)
    LEFT JOIN LATERAL (
      SELECT requester_hours, recipient_hours FROM swap_confirmations
      WHERE swap_id = s.id ORDER BY confirmed_at DESC LIMIT 1
    ) c ON true
    WHERE p.id IN (${sql.join(
      memberIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      AND p.deleted_at IS NULL AND p.profile_visibility = 'public'
    GROUP BY p.id, p.rating`);
  return result.rows.map((row) => ({
    memberId: row.id,
    completedSwaps: Number(row.completed),
    hoursTaught: Number(row.hours_taught),
    distinctPartners: Number(row.partners),
    reviewCount: Number(row.reviews),
    rating: Number(row.rating),
  }));
}

export async function lockReviewById(tx: DbOrTx, reviewId: number) {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  return row ?? null;
}

export async function saveReply(tx: DbOrTx, reply: { reviewId: number; text: string; at: Date }) {
  await tx
    .update(reviews)
    .set({ reply: reply.text, repliedAt: reply.at })
    .where(eq(reviews.id, reply.reviewId));
}

/** Publishes a review double-blind held back, now that the other member has reviewed too (ADR 92). */
export async function publishReview(tx: DbOrTx, reviewId: number, at: Date) {
  await tx
    .update(reviews)
    .set({ publishedAt: at, publishDueAt: null })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.publishedAt)));
}

/** Publishes hidden reviews whose 14 days are over; answers how many, and whose rating changed. */
export async function publishDueReviews(tx: DbOrTx, now: Date, limit: number) {
  const due = tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(isNull(reviews.publishedAt), lte(reviews.publishDueAt, now)))
    .orderBy(reviews.publishDueAt)
    .limit(limit);
  const rows = await tx
    .update(reviews)
    .set({ publishedAt: sql`${reviews.publishDueAt}` })
    .where(inArray(reviews.id, due))
    .returning({ id: reviews.id, revieweeId: reviews.revieweeId });
  return {
    published: rows.length,
    reviewIds: rows.map((row) => row.id),
    revieweeIds: [...new Set(rows.map((row) => row.revieweeId))],
  };
}

/**
 * The webhook subjects of the published reviews among `reviewIds` (ADR 214): each reviewed member, with the
 * review as its payload. A SELECT the webhooks module runs inside its own statement.
 */
export function publishedReviewWebhookSubjectsSql(reviewIds: number[]): SQL {
  return sql`
    SELECT r.reviewee_id AS account_id, jsonb_build_object('review', jsonb_build_object(
        'id', r.id, 'swapId', r.swap_id, 'reviewerId', r.reviewer_id, 'revieweeId', r.reviewee_id,
        'rating', r.rating, 'comment', r.comment)) AS payload
    FROM reviews r
    WHERE r.id IN (${sql.join(
      reviewIds.map((id) => sql`${id}`),
      sql`, `,
    )}) AND r.published_at IS NOT NULL`;
}
