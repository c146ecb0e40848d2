import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, reviews } from '../../db/schema/index.ts';

// The profile's figures that other modules' records decide (ADR 78): reviews calls this when a review is
// stored or published, moderation when one is hidden.

/**
 * Recomputes the member's profile rating from every review they received (mean, one decimal, 0 if none),
 * leaving out reviews an operator hid (ADR 73) and those double-blind still hides (ADR 92).
 */
export async function refreshProfileRating(db: DbOrTx, memberId: string): Promise<number> {
  const [row] = await db
    .update(profiles)
    .set({
      rating: sql`coalesce((SELECT round(avg(${reviews.rating}), 1) FROM ${reviews} WHERE ${reviews.revieweeId} = ${memberId} AND ${reviews.hiddenAt} IS NULL AND ${reviews.publishedAt} IS NOT NULL), 0)`,
      reviewCount: sql`(SELECT count(*)::int FROM ${reviews} WHERE ${reviews.revieweeId} = ${memberId} AND ${reviews.hiddenAt} IS NULL AND ${reviews.publishedAt} IS NOT NULL)`,
    })
    .where(eq(profiles.id, memberId))
    .returning({ rating: profiles.rating });
  return row?.rating ?? 0;
}
