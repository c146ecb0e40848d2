import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The communities the member owns, their membership rows locked in community id order. */
export async function lockOwnedCommunities(db: DbOrTx, memberId: string) {
  const result = await db.execute<{ community_id: string; name: string; slug: string }>(sql`
    SELECT cm.community_id, c.name, c.slug FROM community_members cm
    JOIN communities c ON c.id = cm.community_id
    WHERE cm.member_id = ${memberId} AND cm.role = 'owner' AND cm.status = 'active' AND c.archived_at IS NULL
    ORDER BY cm.community_id
    FOR UPDATE OF cm`);
  return result.rows;
}

/**
 * Who takes over a community from its owner: the longest-serving active coordinator, else the longest-serving
 * active member; deleted accounts never. Null when nobody is left.
 */
export async function findSuccessor(db: DbOrTx, communityId: string, ownerId: string) {
  const result = await db.execute<{ member_id: string }>(sql`
    SELECT cm.member_id FROM community_members cm JOIN users u ON u.id = cm.member_id
    WHERE cm.community_id = ${communityId} AND cm.status = 'active' AND cm.member_id <> ${ownerId}
      AND u.deleted_at IS NULL
    ORDER BY cm.role = 'coordinator' DESC, coalesce(cm.joined_at, cm.requested_at), cm.member_id
    LIMIT 1
    FOR UPDATE OF cm`);
  return result.rows[0]?.member_id ?? null;
}
