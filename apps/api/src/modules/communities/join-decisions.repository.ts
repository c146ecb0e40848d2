import { sql } from 'drizzle-orm';
import type { JoinDecision } from '@skillswap/contracts/communities/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, memberDisplayNameSql } from '../../db/member-display-name.ts';

/**
 * The `community_member_decided` audit events of one community, newest first, with the member's and the
 * deciding coordinator's display names (a read of the audit log, indexed per community by migration 0112).
 */
export async function listDecisionRows(
  db: DbOrTx,
  options: { communityId: string; before: number | null; limit: number },
) {
  const result = await db.execute<{
    id: string;
    decision: JoinDecision['decision'];
    created_at: string | Date;
    member_id: string | null;
    member_name: string | null;
    actor_id: string | null;
    actor_name: string | null;
  }>(sql`
    SELECT a.id::text AS id, a.details->>'decision' AS decision, a.created_at,
           mu.id AS member_id, ${memberDisplayNameSql(aliasedNameColumns('mu', 'mp'))} AS member_name,
           au.id AS actor_id, ${memberDisplayNameSql(aliasedNameColumns('au', 'ap'))} AS actor_name
    FROM audit_log a
    LEFT JOIN users mu ON mu.id = a.user_id
    LEFT JOIN profiles mp ON mp.id = a.user_id
    LEFT JOIN users au ON au.id = a.actor_id
    LEFT JOIN profiles ap ON ap.id = a.actor_id
    WHERE a.event = 'community_member_decided'
      AND a.details->>'communityId' = ${options.communityId}
      AND ${options.before === null ? sql`true` : sql`a.id < ${options.before}`}
    ORDER BY a.id DESC
    LIMIT ${options.limit}`);
  return result.rows;
}
