import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberBlocks } from '../../db/schema/index.ts';

/** Who stands between two members: the one who blocked, or null when neither blocked the other. */
async function findBlockBetween(
  db: DbOrTx,
  memberA: string,
  memberB: string,
): Promise<{ blockerId: string; blockedId: string } | null> {
  const [row] = await db
    .select({ blockerId: memberBlocks.blockerId, blockedId: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, memberA), eq(memberBlocks.blockedId, memberB)),
        and(eq(memberBlocks.blockerId, memberB), eq(memberBlocks.blockedId, memberA)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function isBlockedEitherWay(db: DbOrTx, memberA: string, memberB: string): Promise<boolean> {
  return (await findBlockBetween(db, memberA, memberB)) !== null;
}

/**
 * A subquery of who blocked whom between the two members, either way, for reads that check a block along
 * with other things in one statement: the blocker's id, or no row.
 */
export function blockerBetweenSql(memberA: string, memberB: string): SQL {
  return sql`SELECT blocker_id FROM member_blocks
    WHERE (blocker_id = ${memberA} AND blocked_id = ${memberB})
      OR (blocker_id = ${memberB} AND blocked_id = ${memberA})
    LIMIT 1`;
}

/** Everyone the member blocked or was blocked by: the people who must not see each other. */
export async function listSeparatedMemberIds(db: DbOrTx, memberId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(separatedMemberIdsSql(memberId));
  return result.rows.map((row) => row.id);
}

/** A subquery of the ids separated from the member by a block, either way, for `NOT IN (…)` filters. */
export function separatedMemberIdsSql(memberId: string): SQL {
  return sql`SELECT blocked_id AS id FROM member_blocks WHERE blocker_id = ${memberId}
    UNION SELECT blocker_id AS id FROM member_blocks WHERE blocked_id = ${memberId}`;
}

/** The pairs among the given members that a block separates, as "a:b" keys in both orders. */
export async function listSeparatedPairs(db: DbOrTx, memberIds: readonly string[]): Promise<Set<string>> {
  if (memberIds.length < 2) return new Set();
  const ids = sql`${sql.param([...new Set(memberIds)])}::uuid[]`;
  const result = await db.execute<{ blocker_id: string; blocked_id: string }>(sql`
    SELECT blocker_id, blocked_id FROM member_blocks
    WHERE blocker_id = ANY(${ids}) AND blocked_id = ANY(${ids})`);
  return new Set(
    result.rows.flatMap((row) => [
      `${row.blocker_id}:${row.blocked_id}`,
      `${row.blocked_id}:${row.blocker_id}`,
    ]),
  );
}

/** Records the block; answers false when it was already there. */
export async function insertBlock(
  tx: DbOrTx,
  block: { blockerId: string; blockedId: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(memberBlocks)
    .values({ blockerId: block.blockerId, blockedId: block.blockedId, createdAt: block.at })
    .onConflictDoNothing()
    .returning({ blockerId: memberBlocks.blockerId });
  return rows.length > 0;
}

/** Removes the block; answers false when there was none. */
export async function deleteBlock(tx: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await tx
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)))
    .returning({ blockerId: memberBlocks.blockerId });
  return rows.length > 0;
}

/** The members this member blocked, the latest first. */
export async function listBlocksBy(db: DbOrTx, blockerId: string) {
  return db
    .select({ blockedId: memberBlocks.blockedId, createdAt: memberBlocks.createdAt })
    .from(memberBlocks)
    .where(eq(memberBlocks.blockerId, blockerId))
    .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.blockedId));
}
