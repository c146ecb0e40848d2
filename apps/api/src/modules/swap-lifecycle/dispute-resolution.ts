import { z } from 'zod';
import { roundSkillCoin } from '@skillswap/contracts/ledger/schemas';
import { resolveDisputeSchema, type ResolveDisputeInput } from '@skillswap/contracts/swap-lifecycle/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { toHundredths } from '@skillswap/contracts/shared/hours';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { AppError, conflict, invalidInput, notFound, statusWord } from '../../lib/errors.ts';
import { requireStaffMayActOn } from '../auth/index.ts';
import { netPayment, releaseSwapHold, settleSwap } from '../ledger/index.ts';
import { findResolution, insertResolution, type SwapResolution } from './dispute-resolution.repository.ts';
import { disputeNotices } from './dispute-notices.ts';
import { isNothingTaught } from './swap-confirmation.ts';
import {
  findMemberCards,
  insertSwapEvent,
  queueSwapWebhooks,
  updateSwapStatus,
  type MemberCard,
  type SwapRow,
} from '../swaps/index.ts';
import { communityTermsOf } from './community-terms.ts';
import { lockSwapAfterMembers } from './lock-order.repository.ts';
import { tell, type LifecycleContext } from './transition-scope.ts';

export interface ResolvedDispute {
  /** False when the same resolution was already recorded: nothing changed. */
  hasChanged: boolean;
  resolution: SwapResolution;
  /** The resolution in an operator's words, e.g. "settled at 1 h of Guitar and 2 h of Spanish". */
  summary: string;
  /** SkillCoin the settlement moved, by member name; null when cancelled or even. */
  payment: { fromName: string; toName: string; amount: number } | null;
}

interface ResolutionScope {
  tx: DbOrTx;
  context: LifecycleContext;
  swap: SwapRow;
  requester: MemberCard;
  recipient: MemberCard;
  now: Date;
}

type Settlement = Extract<ResolveDisputeInput, { outcome: 'settled' }>;

/**
 * An operator ends a disputed swap in one transaction, under the swap's row lock: either it settles at
 * the hours the operator decided (the hold is released and the net moves, exactly once) or it is
 * cancelled (the hold is released, nothing moves). Both members are told, with the operator's note. The
 * console and the `dispute:resolve` command both call this; the console records which operator it was.
 * Asking again for the resolution already recorded changes nothing; anything else is refused.
 */
export async function resolveDispute(
  context: LifecycleContext,
  input: {
    swapId: string;
    resolution: ResolveDisputeInput;
    /**
     * The operator resolving it in the console; omitted from the command line, which has no signed-in
     * operator.
     */
    operatorId?: string | null;
  },
): Promise<ResolvedDispute> {
  const resolution = parseResolution(input.resolution);
  if (!z.uuid().safeParse(input.swapId).success)
    throw notFound('swapLifecycle.noSwapWithId', { id: input.swapId });
  return context.db.transaction(async (tx) => {
    // Settling completes the swap, which updates both members' profiles: they are locked first (lock order).
    const swap = await lockSwapAfterMembers(tx, input.swapId);
    if (!swap) throw notFound('swapLifecycle.noSwapWithId', { id: input.swapId });
    // An operator never settles a dispute they are in, nor one of a colleague of their rank or
    // above (ADR 80).
    if (input.operatorId) {
      const targetIds = [swap.requesterId, swap.recipientId];
      await requireStaffMayActOn(tx, { actorId: input.operatorId, targetIds });
    }
    const members = await findMemberCards(tx, [swap.requesterId, swap.recipientId]);
    const scope: ResolutionScope = {
      tx,
      context,
      swap,
      requester: members.get(swap.requesterId)!,
      recipient: members.get(swap.recipientId)!,
      now: context.clock.now(),
    };
    if (swap.status !== 'disputed') return answerRepeat(scope, resolution);

    const record: SwapResolution = {
      swapId: swap.id,
      outcome: resolution.outcome,
      requesterHours: resolution.outcome === 'settled' ? resolution.requesterHours : null,
      recipientHours: resolution.outcome === 'settled' ? resolution.recipientHours : null,
      note: resolution.note,
      resolvedAt: scope.now,
      resolvedBy: input.operatorId ?? null,
      resolvedVia: input.operatorId ? 'console' : 'command_line',
    };
    if (resolution.outcome === 'settled') await settleDispute(scope, resolution);
    else await cancelDispute(scope, resolution.note);
    await insertResolution(tx, record);
    // An operator action: the console names the operator, the command line is `via: 'cli'` (ADR 66).
    await recordAuditEvent(tx, {
      event: 'dispute_resolved',
      actorId: record.resolvedBy,
      details: {
        swapId: swap.id,
        outcome: record.outcome,
        memberIds: [swap.requesterId, swap.recipientId],
        via: input.operatorId ? 'console' : 'cli',
      },
    });
    return { hasChanged: true, ...describeOutcome(scope, record) };
  });
}

function parseResolution(input: ResolveDisputeInput): ResolveDisputeInput {
  const parsed = resolveDisputeSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error.issues[0]!.message);
  const resolution = parsed.data;
  if (resolution.outcome === 'settled' && isNothingTaught(resolution)) {
    throw new AppError(errorCodes.validation, 'swapLifecycle.atLeastOneMember');
  }
  return resolution;
}

async function settleDispute(scope: ResolutionScope, hours: Settlement) {
  const { tx, swap, requester, recipient, now } = scope;
  const { payerId, payeeId } = netPayment(
    { ...swap, swapId: swap.id },
    hours.requesterHours,
    hours.recipientHours,
  );
  const nameOf = (memberId: string | null) =>
    memberId === swap.requesterId ? requester.fullName : recipient.fullName;
  const isSettled = await settleSwap(
    tx,
    {
      swapId: swap.id,
      requesterId: swap.requesterId,
      recipientId: swap.recipientId,
      requesterHours: hours.requesterHours,
      recipientHours: hours.recipientHours,
      details: { offeredSkill: swap.offeredSkill, requestedSkill: swap.requestedSkill },
    },
    // No member is asking, so a refusal names the paying member.
    { actorId: '', payerName: nameOf(payerId), payeeName: nameOf(payeeId) },
    now,
    await communityTermsOf(tx, swap),
  );
  if (!isSettled) throw conflict('swapLifecycle.thisSwapWasSettled');
  const figures = `${hours.requesterHours} h of ${swap.offeredSkill} and ${hours.recipientHours} h of ${swap.requestedSkill}`;
  await recordResolution(scope, 'completed', `Dispute resolved by SkillSwap (${figures}): ${hours.note}`);
  const requesterChange = roundSkillCoin(hours.requesterHours - hours.recipientHours);
  await tell(
    scope,
    requester,
    disputeNotices.settled(swap, recipient.fullName, hours, requesterChange, hours.note),
  );
  await tell(
    scope,
    recipient,
    disputeNotices.settled(swap, requester.fullName, hours, -requesterChange, hours.note),
  );
}

async function cancelDispute(scope: ResolutionScope, note: string) {
  const { tx, swap, requester, recipient, now } = scope;
  await releaseSwapHold(tx, swap.id, now);
  await recordResolution(scope, 'cancelled', `Dispute resolved by SkillSwap: ${note}`);
  await tell(scope, requester, disputeNotices.cancelled(swap, recipient.fullName, note));
  await tell(scope, recipient, disputeNotices.cancelled(swap, requester.fullName, note));
}

/** Moves the swap out of dispute and records it as SkillSwap's doing (no member is the actor). */
async function recordResolution(scope: ResolutionScope, status: 'completed' | 'cancelled', note: string) {
  await updateSwapStatus(scope.tx, scope.swap.id, status, scope.now);
  await insertSwapEvent(scope.tx, {
    swapId: scope.swap.id,
    type: status,
    actorId: null,
    note,
    at: scope.now,
  });
  await queueSwapWebhooks(scope.tx, { swapId: scope.swap.id, status, now: scope.now });
}

/** A swap no longer disputed: the same resolution again is a no-op; anything else is refused. */
async function answerRepeat(
  scope: ResolutionScope,
  resolution: ResolveDisputeInput,
): Promise<ResolvedDispute> {
  const existing = await findResolution(scope.tx, scope.swap.id);
  if (!existing) {
    throw conflict('swapLifecycle.onlyADisputedSwap', { status: statusWord(scope.swap.status) });
  }
  if (!isSameResolution(existing, resolution)) {
    throw conflict('swapLifecycle.thisDisputeWasAlready', {
      date: existing.resolvedAt.toISOString(),
      outcome: describeResolution(scope.swap, existing),
    });
  }
  return { hasChanged: false, ...describeOutcome(scope, existing) };
}

function isSameResolution(existing: SwapResolution, resolution: ResolveDisputeInput): boolean {
  if (resolution.outcome !== existing.outcome) return false;
  if (resolution.outcome === 'cancelled') return true;
  return (
    toHundredths(resolution.requesterHours) === toHundredths(existing.requesterHours ?? -1) &&
    toHundredths(resolution.recipientHours) === toHundredths(existing.recipientHours ?? -1)
  );
}

function describeOutcome(scope: ResolutionScope, resolution: SwapResolution) {
  return {
    resolution,
    summary: describeResolution(scope.swap, resolution),
    payment: describePayment(scope, resolution),
  };
}

function describeResolution(swap: SwapRow, resolution: SwapResolution): string {
  if (resolution.outcome === 'cancelled') return 'cancelled';
  return `settled at ${resolution.requesterHours} h of ${swap.offeredSkill} and ${resolution.recipientHours} h of ${swap.requestedSkill}`;
}

function describePayment(scope: ResolutionScope, resolution: SwapResolution): ResolvedDispute['payment'] {
  if (resolution.outcome !== 'settled') return null;
  const parties = { ...scope.swap, swapId: scope.swap.id };
  const payment = netPayment(parties, resolution.requesterHours ?? 0, resolution.recipientHours ?? 0);
  if (!payment.payerId || payment.amount === 0) return null;
  const nameOf = (id: string) =>
    id === scope.swap.requesterId ? scope.requester.fullName : scope.recipient.fullName;
  return { fromName: nameOf(payment.payerId), toName: nameOf(payment.payeeId), amount: payment.amount };
}
