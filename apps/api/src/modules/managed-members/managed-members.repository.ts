import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The community's active coordinators and owner. */
export async function listCoordinatorIds(db: DbOrTx, communityId: string): Promise<string[]> {
  const result = await db.execute<{ member_id: string }>(sql`
    SELECT member_id FROM community_members
    WHERE community_id = ${communityId} AND status = 'active' AND role IN ('coordinator', 'owner')`);
  return result.rows.map((row) => row.member_id);
}
