import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { releaseSwapHold } from '../ledger/index.ts';
import { findMemberCards, insertSwapEvent, updateSwapStatus } from '../swaps/index.ts';
import { lockMemberProfiles } from './lock-order.repository.ts';
import { lockOpenSwapsOf, lockRequestsBetween } from './swap-lifecycle.repository.ts';
import { swapNotices } from './swap-notices.ts';
import { tell, type LifecycleContext } from './transition-scope.ts';

interface HookContext extends Pick<LifecycleContext, 'publicUrl'> {
  now: Date;
}

/**
 * Cancels the member's open swaps when their account is deleted (call in the deleting transaction):
 * requests and accepted swaps end, holds are released, and each other member is told. With `organisation`,
 * only those with its members, when the member leaves it or is removed (ADR 122).
 */
export async function cancelOpenSwapsOfMember(
  tx: DbOrTx,
  context: HookContext,
  memberId: string,
  organisation?: { name: string; memberIds: SQL },
): Promise<number> {
  const { now } = context;
  const open = await lockOpenSwapsOf(tx, memberId, organisation?.memberIds);
  for (const swap of open) {
    if (swap.status === 'accepted') await releaseSwapHold(tx, swap.id, now);
    await updateSwapStatus(tx, swap.id, 'cancelled', now);
    await insertSwapEvent(tx, {
      swapId: swap.id,
      type: 'cancelled',
      actorId: memberId,
      note: organisation ? `Left ${organisation.name}` : 'Account closed',
      at: now,
    });
    const otherId = swap.requesterId === memberId ? swap.recipientId : swap.requesterId;
    const members = await findMemberCards(tx, [otherId]);
    const notice = organisation
      ? swapNotices.leftOrganisation(swap, organisation.name)
      : swapNotices.accountClosed(swap);
    await tell({ tx, context, swap, now }, members.get(otherId)!, notice);
  }
  return open.length;
}

/** What a withdrawn request's history says; neither member learns which of them blocked the other. */
export const withdrawnByBlockNote = 'Withdrawn: these members can no longer swap with each other';

/**
 * Withdraws every request still waiting for an answer between the two members, either way (call in the
 * transaction that blocks). Their profiles are locked first (ADR 0043), so a request being sent at the same
 * moment either commits first and is withdrawn here, or waits and then finds the block. Accepted swaps stay:
 * they can still be finished or cancelled. No one is notified, so the blocked member is not told.
 */
export async function withdrawRequestsBetween(
  tx: DbOrTx,
  context: { now: Date },
  memberA: string,
  memberB: string,
): Promise<number> {
  await lockMemberProfiles(tx, [memberA, memberB]);
  const pending = await lockRequestsBetween(tx, memberA, memberB);
  for (const swap of pending) {
    await updateSwapStatus(tx, swap.id, 'cancelled', context.now);
    await insertSwapEvent(tx, {
      swapId: swap.id,
      type: 'cancelled',
      actorId: null,
      note: withdrawnByBlockNote,
      at: context.now,
    });
  }
  return pending.length;
}

/**
 * Ends the open swaps of a member an operator suspends (ADR 73; call in the suspending transaction): requests
 * still waiting for an answer are withdrawn, accepted swaps cancelled with their holds released, and each
 * other member is told. Disputed swaps stay for the operators. Unsuspending brings none of them back.
 */
export async function endOpenSwapsOfSuspendedMember(
  tx: DbOrTx,
  context: HookContext,
  memberId: string,
): Promise<{ withdrawn: number; cancelled: number }> {
  const { now } = context;
  const open = await lockOpenSwapsOf(tx, memberId);
  let withdrawn = 0;
  for (const swap of open) {
    if (swap.status === 'accepted') await releaseSwapHold(tx, swap.id, now);
    else withdrawn += 1;
    await updateSwapStatus(tx, swap.id, 'cancelled', now);
    await insertSwapEvent(tx, {
      swapId: swap.id,
      type: 'cancelled',
      // The swap's history names its members only; the operator is in the audit log.
      actorId: memberId,
      note: swap.status === 'accepted' ? 'Member suspended' : 'Request withdrawn: member suspended',
      at: now,
    });
    const otherId = swap.requesterId === memberId ? swap.recipientId : swap.requesterId;
    const members = await findMemberCards(tx, [otherId]);
    await tell({ tx, context, swap, now }, members.get(otherId)!, swapNotices.memberSuspended(swap));
  }
  return { withdrawn, cancelled: open.length - withdrawn };
}
