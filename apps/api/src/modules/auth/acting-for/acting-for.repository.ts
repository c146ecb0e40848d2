import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/**
 * The member a helper may act for, when the appointment is live and both are active members (ADR 179), with
 * the lines of the consent screen the member agreed to (ADR 195); null otherwise. Reads the member-helpers
 * module's table: the access check runs before any module's code.
 */
export async function findHelpedMember(
  db: DbOrTx,
  pair: { helperId: string; memberId: string },
): Promise<{ email: string; helperName: string; consentedTo: string[] } | null> {
  const result = await db.execute<{ email: string; helper_name: string; consented_to: string[] }>(sql`
    SELECT m.email, h.full_name AS helper_name, a.consented_to
    FROM member_helpers a
    JOIN users m ON m.id = a.member_id
    JOIN users h ON h.id = a.helper_id
    WHERE a.member_id = ${pair.memberId} AND a.helper_id = ${pair.helperId} AND a.revoked_at IS NULL
      AND m.deleted_at IS NULL AND m.suspended_at IS NULL AND h.deleted_at IS NULL AND h.suspended_at IS NULL
    LIMIT 1`);
  const row = result.rows[0];
  return row ? { email: row.email, helperName: row.helper_name, consentedTo: row.consented_to } : null;
}
