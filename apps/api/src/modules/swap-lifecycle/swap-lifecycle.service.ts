import { planLimits, planNames } from '@skillswap/contracts/shared/plans';
import type { SwapAction, SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { closeFilledNeed } from '../board/index.ts';
import { holdForSwap, lockLedgerAccounts, releaseSwapHold } from '../ledger/index.ts';
import { cancelSessionsOfSwap } from '../sessions/index.ts';
import { communityTermsOf } from './community-terms.ts';
import { confirmHours } from './swap-confirmation.ts';
import {
  countActiveSwaps,
  findMemberCards,
  isPastExpiry,
  lockSwap,
  type MemberCard,
} from '../swaps/index.ts';
import { expireRequest } from './swap-expiry.ts';
import { lockSwapAfterMembers } from './lock-order.repository.ts';
import { swapNotices } from './swap-notices.ts';
import { decideTransition } from './swap-state-machine.ts';
import { getSwapDetail } from './swap-views.service.ts';
import {
  done,
  recordMove,
  roleOf,
  tell,
  type LifecycleContext,
  type Outcome,
  type TransitionInput,
  type TransitionScope,
} from './transition-scope.ts';

/**
 * Moves a swap by one member's action, under the swap's row lock so concurrent actions queue up.
 * Repeating an action that already took effect answers the swap as it is (safe to retry).
 */
export async function performSwapAction(
  context: LifecycleContext,
  input: TransitionInput,
): Promise<SwapDetail> {
  const outcome = await context.db.transaction(async (tx): Promise<Outcome> => {
    // Accepting locks a profile later, and a confirmation that completes the swap updates both members'
    // profiles (their level, migration 0081), so both take the members' profiles first (lock
    // order, ADR 0043).
    const swap =
      input.action === 'accept' || input.action === 'confirm'
        ? await lockSwapAfterMembers(tx, input.swapId)
        : await lockSwap(tx, input.swapId);
    const role = swap ? roleOf(swap, input.actorId) : null;
    if (!swap || !role) return { kind: 'refused', error: notFound('common.swapNotFound') };
    const now = context.clock.now();
    const members = await findMemberCards(tx, [swap.requesterId, swap.recipientId]);
    const actor = members.get(input.actorId)!;
    const other = members.get(role === 'requester' ? swap.recipientId : swap.requesterId)!;
    const scope: TransitionScope = { tx, context, swap, role, actor, other, now, input };
    if (swap.status === 'requested' && isPastExpiry(swap, now)) {
      await expireRequest(scope);
      return { kind: 'refused', error: conflict('common.thisRequestExpiredAfter') };
    }
    if (input.action === 'confirm') return confirmHours(scope);
    const decision = decideTransition(swap.status, role, input.action);
    if (decision.kind === 'repeat') return done;
    if (decision.kind === 'refuse') {
      const refuse = decision.reason === 'role' ? forbidden : conflict;
      const error = refuse(decision.key, decision.values);
      return { kind: 'refused', error };
    }
    await handlers[input.action](scope);
    return done;
  });
  if (outcome.kind === 'refused') throw outcome.error;
  return getSwapDetail(context.db, input.swapId, input.actorId, context.clock.now());
}

const handlers: Record<Exclude<SwapAction, 'confirm'>, (scope: TransitionScope) => Promise<void>> = {
  accept: acceptRequest,
  decline: async (scope) => {
    await recordMove(scope, 'declined', scope.input.reason);
    await tell(
      scope,
      scope.other,
      swapNotices.declined(scope.swap, scope.actor.fullName, scope.input.reason || null),
    );
  },
  cancel: async (scope) => {
    if (scope.swap.status === 'accepted') await releaseSwapHold(scope.tx, scope.swap.id, scope.now);
    await recordMove(scope, 'cancelled', scope.input.reason);
    const { publicUrl, mailFrom } = scope.context;
    await cancelSessionsOfSwap(
      scope.tx,
      { publicUrl, mailFrom, now: scope.now },
      { swap: scope.swap, actorId: scope.actor.id, reason: scope.input.reason ?? null },
    );
    await tell(
      scope,
      scope.other,
      swapNotices.cancelled(scope.swap, scope.actor.fullName, scope.input.reason ?? null),
    );
  },
  dispute: async (scope) => {
    const reason = scope.input.reason ?? '';
    await recordMove(scope, 'disputed', reason);
    await tell(scope, scope.other, swapNotices.disputed(scope.swap, scope.actor.fullName, reason));
  },
};

async function acceptRequest(scope: TransitionScope) {
  const { tx, swap, actor, other } = scope;
  if (other.isDeleted) throw conflict('swapLifecycle.theMemberWhoSent');
  // A swap made in a community keeps its rules (ADR 181): read under a share lock, before
  // the ledger accounts.
  const community = await communityTermsOf(tx, swap);
  // Both members' ledger accounts stay locked to the end, so concurrent acceptances count and hold in turn.
  await lockLedgerAccounts(tx, [swap.requesterId, swap.recipientId]);
  await assertActiveSwapRoom(tx, actor, other);
  await holdForSwap(
    tx,
    { ...swap, swapId: swap.id },
    { actorId: actor.id, payerName: other.fullName, payeeName: other.fullName },
    community,
  );
  await recordMove(scope, 'accepted');
  await closeFilledNeed(tx, swap, scope.now);
  await tell(scope, other, swapNotices.accepted(swap, actor.fullName));
}

/**
 * Accepting adds an active swap for both members: a request waiting for an answer is not active
 * (product rules R4.1). Both profiles are already locked (lockSwapAfterMembers), so a request
 * sent and a request accepted at the same moment cannot both slip under either member's limit.
 */
export async function assertActiveSwapRoom(tx: DbOrTx, actor: MemberCard, other: MemberCard) {
  const actorLimit = planLimits[actor.plan].activeSwaps;
  if (actorLimit !== null) {
    const active = await countActiveSwaps(tx, actor.id);
    if (active >= actorLimit) {
      throw new AppError(errorCodes.planLimit, 'swapLifecycle.youAlreadyHaveActive', {
        values: { active, plan: planNames[actor.plan], limit: actorLimit },
      });
    }
  }
  const otherLimit = planLimits[other.plan].activeSwaps;
  if (otherLimit === null) return;
  if ((await countActiveSwaps(tx, other.id)) < otherLimit) return;
  throw new AppError(errorCodes.planLimit, 'swapLifecycle.alreadyHasAsMany', {
    values: { name: other.fullName },
  });
}
