import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Account deletion cancels the requests still waiting for an answer, sent or received, and records why. */
export async function cancelOpenRequestsOfDeletedMember(
  tx: DbOrTx,
  memberId: string,
  now: Date,
): Promise<number> {
  const result = await tx.execute<{ id: string }>(sql`
    WITH cancelled AS (
      UPDATE swaps SET status = 'cancelled', updated_at = ${now}, expires_at = NULL
      WHERE status = 'requested' AND (requester_id = ${memberId} OR recipient_id = ${memberId})
      RETURNING id
    )
    INSERT INTO swap_events (swap_id, type, actor_id, note, created_at)
    SELECT id, 'cancelled', ${memberId}::uuid, 'Account deleted', ${now}::timestamptz FROM cancelled
    RETURNING swap_id AS id`);
  return result.rows.length;
}

/** The purge removes the words of the member's requests; the swaps stay for the other members' history. */
export async function eraseRequestMessagesOf(tx: DbOrTx, memberId: string) {
  await tx.execute(sql`UPDATE swaps SET message = '' WHERE requester_id = ${memberId}`);
}
