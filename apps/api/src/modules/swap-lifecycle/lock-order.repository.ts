import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { findSwap, lockSwap, type SwapRow } from '../swaps/index.ts';

/*
 * The one lock order of every transaction that touches both members and swaps (ADR 0043):
 *   1. members' profile rows, ascending id;  2. their users rows;  3. swap rows, ascending id;
 *   (3b. the community_rules row of the community a swap was made in, ADR 181: FOR SHARE, community-terms.ts);
 *   4. ledger accounts (ascending id, lockMemberAccounts; with a community's fund account when it is paid a levy).
 * A transaction may skip a step but never goes back to an earlier one. A swap entering or leaving 'completed'
 * updates both members' profile rows by trigger (their level, migration 0081): whatever can complete a swap
 * (a confirmation, a dispute settled) therefore takes step 1 before it locks the swap.
 */

/** Locks the members' profile rows in ascending id order (step 1). */
export async function lockMemberProfiles(tx: DbOrTx, memberIds: readonly string[]): Promise<void> {
  const ids = [...new Set(memberIds)].sort();
  if (ids.length === 0) return;
  await tx.execute(sql`
    SELECT id FROM profiles WHERE id = ANY(${sql.param(ids)}::uuid[]) ORDER BY id FOR UPDATE`);
}

/**
 * Locks a swap after its two members' profiles, for actions that go on to lock a profile (accepting
 * counts active swaps under the member's profile lock). A swap's members never change, so reading them
 * before the locks is safe; the row is read again under its lock.
 */
export async function lockSwapAfterMembers(tx: DbOrTx, swapId: string): Promise<SwapRow | null> {
  const unlocked = await findSwap(tx, swapId);
  if (!unlocked) return null;
  await lockMemberProfiles(tx, [unlocked.requesterId, unlocked.recipientId]);
  return lockSwap(tx, swapId);
}
