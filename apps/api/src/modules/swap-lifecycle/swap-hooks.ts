import type { DbOrTx } from '../../db/client.ts';
import { releaseSwapHold } from '../ledger/ledger.service.ts';
import {
  findMemberCards,
  insertSwapEvent,
  lockOpenSwapsOf,
  updateSwapStatus,
  type SwapRow,
} from './swap-lifecycle.repository.ts';
import { swapNotices } from './swap-notices.ts';
import { tell, type LifecycleContext } from './transition-scope.ts';

interface HookContext extends Pick<LifecycleContext, 'publicUrl'> {
  now: Date;
}

/**
 * Functions other features call inside their own transactions, so the lifecycle reacts to what they do.
 */

/** Tells the recipient about a new request (call in the transaction that created the swap). */
export async function notifySwapRequested(tx: DbOrTx, context: HookContext, swap: SwapRow): Promise<void> {
  const members = await findMemberCards(tx, [swap.requesterId, swap.recipientId]);
  const scope = { tx, context, swap, now: context.now };
  await tell(
    scope,
    members.get(swap.recipientId)!,
    swapNotices.requested(swap, members.get(swap.requesterId)!.fullName),
  );
}

/**
 * Cancels the member's open swaps when their account is deleted (call in the deleting transaction):
 * requests and accepted swaps end, holds are released, and each other member is told.
 */
export async function cancelOpenSwapsOfMember(
  tx: DbOrTx,
  context: HookContext,
  memberId: string,
): Promise<number> {
  const { now } = context;
  const open = await lockOpenSwapsOf(tx, memberId);
  for (const swap of open) {
    if (swap.status === 'accepted') await releaseSwapHold(tx, swap.id, now);
    await updateSwapStatus(tx, swap.id, 'cancelled', now);
    await insertSwapEvent(tx, {
      swapId: swap.id,
      type: 'cancelled',
      actorId: memberId,
      note: 'Account closed',
      at: now,
    });
    const otherId = swap.requesterId === memberId ? swap.recipientId : swap.requesterId;
    const members = await findMemberCards(tx, [otherId]);
    await tell({ tx, context, swap, now }, members.get(otherId)!, swapNotices.accountClosed(swap));
  }
  return open.length;
}
