import { findMemberCards, insertSwapEvent, updateSwapStatus } from '../swaps/index.ts';
import { lockDueRequests } from './swap-lifecycle.repository.ts';
import { swapNotices } from './swap-notices.ts';
import { tell, type LifecycleContext, type TransitionScope } from './transition-scope.ts';

/** Expires one locked request and tells the requester. */
export async function expireRequest(scope: Pick<TransitionScope, 'tx' | 'context' | 'swap' | 'now'>) {
  const { tx, swap, now } = scope;
  await updateSwapStatus(tx, swap.id, 'expired', now);
  await insertSwapEvent(tx, { swapId: swap.id, type: 'expired', actorId: null, at: now });
  const members = await findMemberCards(tx, [swap.requesterId, swap.recipientId]);
  await tell(
    scope,
    members.get(swap.requesterId)!,
    swapNotices.expired(swap, members.get(swap.recipientId)!.fullName),
  );
}

/**
 * The expiry job: expires requests left unanswered for 14 days, a batch per transaction. Several
 * server processes may run it at once; each skips the rows another is handling.
 */
export async function expireDueRequests(context: LifecycleContext, batchSize = 100): Promise<number> {
  let expired = 0;
  for (;;) {
    const count = await context.db.transaction(async (tx) => {
      const now = context.clock.now();
      const due = await lockDueRequests(tx, now, batchSize);
      for (const swap of due) await expireRequest({ tx, context, swap, now });
      return due.length;
    });
    expired += count;
    if (count < batchSize) return expired;
  }
}
