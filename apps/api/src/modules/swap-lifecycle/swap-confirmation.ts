import { roundSkillCoin } from '@skillswap/contracts/ledger/schemas';
import type { ConfirmSwapInput } from '@skillswap/contracts/swap-lifecycle/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { toHundredths } from '@skillswap/contracts/shared/hours';
import { AppError, conflict, forbidden } from '../../lib/errors.ts';
import { settleSwap } from '../ledger/index.ts';
import { describeSessionAhead } from '../sessions/index.ts';
import { insertSwapEvent, touchSwap } from '../swaps/index.ts';
import { communityTermsOf } from './community-terms.ts';
import { listConfirmations, upsertConfirmation } from './swap-lifecycle.repository.ts';
import { swapNotices } from './swap-notices.ts';
import { decideTransition } from './swap-state-machine.ts';
import { done, recordMove, tell, type Outcome, type TransitionScope } from './transition-scope.ts';

const isSameFigures = (a: ConfirmSwapInput, b: ConfirmSwapInput) =>
  toHundredths(a.requesterHours) === toHundredths(b.requesterHours) &&
  toHundredths(a.recipientHours) === toHundredths(b.recipientHours);

const describeHours = (scope: TransitionScope, figures: ConfirmSwapInput) =>
  `${figures.requesterHours} h of ${scope.swap.offeredSkill} and ${figures.recipientHours} h of ${scope.swap.requestedSkill}`;

/**
 * A member confirms the hours taught each way. When both members' confirmations agree, the swap is
 * completed and settled in the same transaction; otherwise the other member is asked to confirm.
 * Sending the same confirmation again changes nothing.
 */
export async function confirmHours(scope: TransitionScope): Promise<Outcome> {
  const { tx, swap, role, actor, other, now } = scope;
  const figures = scope.input.confirmation!;
  const confirmations = await listConfirmations(tx, [swap.id]);
  const mine = confirmations.find((confirmation) => confirmation.memberId === actor.id);
  const theirs = confirmations.find((confirmation) => confirmation.memberId === other.id);
  const isRepeat = mine && isSameFigures(mine, figures) && ['accepted', 'completed'].includes(swap.status);
  if (isRepeat) return done;

  const decision = decideTransition(swap.status, role, 'confirm');
  if (decision.kind === 'refuse') {
    const refuse = decision.reason === 'role' ? forbidden : conflict;
    const error = refuse(decision.key, decision.values);
    return { kind: 'refused', error };
  }
  if (isNothingTaught(figures)) {
    return { kind: 'refused', error: new AppError(errorCodes.validation, 'swapLifecycle.atLeastOneOf') };
  }
  const sessionAhead = await describeSessionAhead(tx, swap, actor.id, now);
  if (sessionAhead) return { kind: 'refused', error: conflict(sessionAhead.key, sessionAhead.values) };

  await upsertConfirmation(tx, { swapId: swap.id, memberId: actor.id, ...figures, at: now });
  await insertSwapEvent(tx, {
    swapId: swap.id,
    type: 'confirmed',
    actorId: actor.id,
    note: describeHours(scope, figures),
    at: now,
  });
  if (!theirs || !isSameFigures(theirs, figures)) {
    await touchSwap(tx, swap.id, now);
    await tell(
      scope,
      other,
      swapNotices.confirmationWaiting(swap, actor.fullName, figures.requesterHours, figures.recipientHours),
    );
    return done;
  }

  await settleSwap(
    tx,
    {
      swapId: swap.id,
      requesterId: swap.requesterId,
      recipientId: swap.recipientId,
      ...figures,
      details: { offeredSkill: swap.offeredSkill, requestedSkill: swap.requestedSkill },
    },
    { actorId: actor.id, payerName: other.fullName, payeeName: other.fullName },
    now,
    // A swap made in a community: its floor, cap and levy, in the settlement's transaction (ADR 181).
    await communityTermsOf(tx, swap),
  );
  await recordMove(scope, 'completed', describeHours(scope, figures));
  const requesterChange = roundSkillCoin(figures.requesterHours - figures.recipientHours);
  const changeFor = (memberId: string) =>
    memberId === swap.requesterId ? requesterChange : -requesterChange;
  await tell(scope, actor, swapNotices.completed(other.fullName, changeFor(actor.id)));
  await tell(scope, other, swapNotices.completed(actor.fullName, changeFor(other.id)));
  return done;
}

/**
 * Settling needs some teaching one way or the other; a swap where none happened is cancelled instead.
 * Judged on the hours as stored (whole hundredths), so no fraction too small to keep can pass for teaching.
 */
export function isNothingTaught(hours: ConfirmSwapInput): boolean {
  return toHundredths(hours.requesterHours) === 0 && toHundredths(hours.recipientHours) === 0;
}
