import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Records a suspension, with the profile's visibility before it so that lifting it can restore that. */
export async function insertSuspension(
  db: DbOrTx,
  suspension: {
    memberId: string;
    actorId: string | null;
    reason: string;
    visibilityBefore: string;
    now: Date;
  },
) {
  await db.execute(sql`
    INSERT INTO member_suspensions (member_id, suspended_by, reason, profile_visibility_before, created_at)
    VALUES (${suspension.memberId}, ${suspension.actorId}, ${suspension.reason}, ${suspension.visibilityBefore},
      ${suspension.now})`);
}

/** Removes a member's suspension record; answers the profile visibility it kept, null when there was none. */
export async function deleteSuspension(db: DbOrTx, memberId: string): Promise<string | null> {
  const removed = await db.execute<{ profile_visibility_before: string }>(sql`
    DELETE FROM member_suspensions WHERE member_id = ${memberId} RETURNING profile_visibility_before`);
  return removed.rows[0]?.profile_visibility_before ?? null;
}
