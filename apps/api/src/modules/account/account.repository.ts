import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Whether one of the member's swaps is in dispute (it blocks deleting the account until resolved). */
export async function hasOpenDispute(tx: DbOrTx, memberId: string): Promise<boolean> {
  const result = await tx.execute<{ has_dispute: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM swaps WHERE status = 'disputed' AND (requester_id = ${memberId} OR recipient_id = ${memberId})
    ) AS has_dispute`);
  return result.rows[0]!.has_dispute === true;
}

export type PurgeCandidate = {
  id: string;
};

/** Deleted members whose grace period ended before `cutoff` and who are not purged yet, oldest first. */
export async function findPurgeDue(db: DbOrTx, cutoff: Date, limit: number): Promise<PurgeCandidate[]> {
  const result = await db.execute<PurgeCandidate>(sql`
    SELECT id FROM profiles
    WHERE deleted_at IS NOT NULL AND deleted_at <= ${cutoff} AND purged_at IS NULL
    ORDER BY deleted_at LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`);
  return result.rows;
}
