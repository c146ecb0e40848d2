import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The 30-day purge of a deleted member: the comments they wrote and the replies they gave go; the ratings
 * stay, so the other members' ratings still add up.
 */
export async function eraseReviewWordsOf(tx: DbOrTx, memberId: string) {
  await tx.execute(sql`UPDATE reviews SET comment = NULL WHERE reviewer_id = ${memberId}`);
  await tx.execute(sql`UPDATE reviews SET reply = NULL, replied_at = NULL WHERE reviewee_id = ${memberId}`);
}
