import type { JoinDecisionPage } from '@skillswap/contracts/communities/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { assertCoordinator, standingIn } from './community-standing.ts';
import { listDecisionRows } from './join-decisions.repository.ts';

/**
 * The coordinators' decisions on members of one community, newest first: each request to
 * join approved or declined, each removal and each removal lifted, with the coordinator who decided and when.
 * Read from the audit log, where `decideMember` records every one (migration 0112 indexes them per
 * community); coordinators only.
 */
export async function listJoinDecisions(
  db: DbOrTx,
  options: { viewerId: string; slug: string; cursor: number | undefined; limit: number },
): Promise<JoinDecisionPage> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCoordinator(standing);
  const rows = await listDecisionRows(db, {
    communityId: standing.community.id,
    before: options.cursor ?? null,
    limit: options.limit + 1,
  });
  const page = rows.slice(0, options.limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      member: row.member_id && row.member_name ? { id: row.member_id, fullName: row.member_name } : null,
      decision: row.decision,
      decidedBy: row.actor_id && row.actor_name ? { id: row.actor_id, fullName: row.actor_name } : null,
      decidedAt: new Date(row.created_at).toISOString(),
    })),
    nextCursor: rows.length > options.limit ? page.at(-1)!.id : null,
  };
}
