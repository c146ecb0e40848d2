import { sql } from 'drizzle-orm';
import type { JoinDecision, JoinDecisionPage } from '@skillswap/contracts/communities';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, memberDisplayNameSql } from '../../db/member-display-name.ts';
import { assertCoordinator, standingIn } from './communities.service.ts';

/**
 * The coordinators' decisions on members of one community, newest first (issue 38, item 8): each request to
 * join approved or declined, each removal and each removal lifted, with the coordinator who decided and when.
 * Read from the audit log, where `decideMember` records every one (migration 0112 indexes them per community);
 * coordinators only.
 */
export async function listJoinDecisions(
  db: DbOrTx,
  options: { viewerId: string; slug: string; cursor: string | undefined; limit: number },
): Promise<JoinDecisionPage> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCoordinator(standing);
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
      AND a.details->>'communityId' = ${standing.community.id}
      AND ${options.cursor === undefined ? sql`true` : sql`a.id < ${Number(options.cursor)}`}
    ORDER BY a.id DESC
    LIMIT ${options.limit + 1}`);
  const rows = result.rows.slice(0, options.limit);
  return {
    items: rows.map((row) => ({
      id: row.id,
      member: row.member_id && row.member_name ? { id: row.member_id, fullName: row.member_name } : null,
      decision: row.decision,
      decidedBy: row.actor_id && row.actor_name ? { id: row.actor_id, fullName: row.actor_name } : null,
      decidedAt: new Date(row.created_at).toISOString(),
    })),
    nextCursor: result.rows.length > options.limit ? rows.at(-1)!.id : null,
  };
}
