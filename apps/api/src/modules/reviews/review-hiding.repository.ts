import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * An operator hides a reported review (ADR 73); hiding it again keeps the first time. Answers whom the review
 * was about, whose rating must then be refreshed, or null when there is no such review.
 */
export async function hideReview(db: DbOrTx, reviewId: string, now: Date): Promise<string | null> {
  const hidden = await db.execute<{ reviewee_id: string }>(sql`
    UPDATE reviews SET hidden_at = coalesce(hidden_at, ${now}) WHERE id = ${reviewId}::bigint RETURNING reviewee_id`);
  return hidden.rows[0]?.reviewee_id ?? null;
}
