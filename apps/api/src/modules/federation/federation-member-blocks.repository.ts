import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { federationMemberBlocks, federationSwapRequests } from '../../db/schema/index.ts';

export type MemberBlockRow = typeof federationMemberBlocks.$inferSelect;

/** Records the block; null when the member had blocked that address already (the row there is kept). */
export async function insertMemberBlock(db: DbOrTx, row: MemberBlockRow) {
  const [inserted] = await db.insert(federationMemberBlocks).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findMemberBlock(db: DbOrTx, memberId: string, address: string) {
  const [row] = await db
    .select()
    .from(federationMemberBlocks)
    .where(and(eq(federationMemberBlocks.memberId, memberId), eq(federationMemberBlocks.address, address)));
  return row ?? null;
}

export async function deleteMemberBlock(db: DbOrTx, memberId: string, address: string) {
  const deleted = await db
    .delete(federationMemberBlocks)
    .where(and(eq(federationMemberBlocks.memberId, memberId), eq(federationMemberBlocks.address, address)))
    .returning({ address: federationMemberBlocks.address });
  return deleted.length > 0;
}

export async function listMemberBlocks(db: DbOrTx, memberId: string) {
  return db
    .select()
    .from(federationMemberBlocks)
    .where(eq(federationMemberBlocks.memberId, memberId))
    .orderBy(desc(federationMemberBlocks.createdAt), desc(federationMemberBlocks.address));
}

/** Which of `addresses` the member has blocked. */
export async function blockedAmong(db: DbOrTx, memberId: string, addresses: string[]) {
  if (addresses.length === 0) return new Set<string>();
  const rows = await db
    .select({ address: federationMemberBlocks.address })
    .from(federationMemberBlocks)
    .where(
      and(eq(federationMemberBlocks.memberId, memberId), inArray(federationMemberBlocks.address, addresses)),
    );
  return new Set(rows.map((row) => row.address));
}

/**
 * The requests between a member of this node and the member at `address`, newest first, locked: those the
 * block closes (still waiting for an answer) and the names the two gave each other.
 */
export async function requestsBetween(db: DbOrTx, memberId: string, address: string) {
  return db
    .select()
    .from(federationSwapRequests)
    .where(
      or(
        and(
          eq(federationSwapRequests.requesterMemberId, memberId),
          eq(federationSwapRequests.recipient, address),
        ),
        and(
          eq(federationSwapRequests.recipientMemberId, memberId),
          eq(federationSwapRequests.requester, address),
        ),
      ),
    )
    .orderBy(desc(federationSwapRequests.createdAt))
    .for('update');
}
