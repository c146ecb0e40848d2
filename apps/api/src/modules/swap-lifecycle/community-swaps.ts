import type {
  SwapApproval,
  SwapApprovalDecision,
  SwapApprovalList,
} from '@skillswap/contracts/community-economy/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { closeFilledNeed } from '../board/index.ts';
import { assertCoordinator, standingIn } from '../communities/index.ts';
import { swapRulesOf } from '../community-economy/index.ts';
import { holdForSwap, lockLedgerAccounts, type SwapCommunityLimits } from '../ledger/index.ts';
import {
  findMemberCards,
  findSwap,
  insertSwapEvent,
  isPastExpiry,
  listAwaitingApproval,
  lockSwap,
  lockSwapUnlessHeld,
  markAutoAcceptSkipped,
  queueSwapWebhooks,
  requestLifetimeMs,
  setCommunityApproval,
  updateSwapStatus,
  type MemberCard,
  type SwapRow,
} from '../swaps/index.ts';
import { lockMemberProfiles } from './lock-order.repository.ts';
import { listAutoAcceptCandidates } from './swap-lifecycle.repository.ts';
import { assertActiveSwapRoom } from './swap-lifecycle.service.ts';
import { swapNotices } from './swap-notices.ts';
import { tell, type LifecycleContext } from './transition-scope.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Requests made in the community that wait for a coordinator's approval (coordinators only). */
export async function listSwapApprovals(
  db: DbOrTx,
  options: { viewerId: string; slug: string },
): Promise<SwapApprovalList> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCoordinator(standing);
  const rows = await listAwaitingApproval(db, standing.community.id, 200);
  const members = await findMemberCards(
    db,
    rows.flatMap((row) => [row.requesterId, row.recipientId]),
  );
  return { items: rows.map((row) => toApproval(row, members)) };
}

function toApproval(row: SwapRow, members: Map<string, MemberCard>): SwapApproval {
  const person = (id: string) => ({ id, fullName: members.get(id)?.fullName ?? 'A former member' });
  return {
    swapId: row.id,
    requester: person(row.requesterId),
    recipient: person(row.recipientId),
    offeredSkill: row.offeredSkill,
    requestedSkill: row.requestedSkill,
    hoursOffered: row.hoursOffered,
    hoursRequested: row.hoursRequested,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A coordinator approves or refuses a swap made in the community (ADR 181). Approving lets the recipient
 * accept it and starts its time to expire (or to be accepted automatically) again; refusing cancels the
 * request. A coordinator never decides a swap of their own. Audited; both members are told.
 */
export async function decideSwapApproval(
  context: LifecycleContext,
  options: {
    coordinatorId: string;
    slug: string;
    swapId: string;
    decision: SwapApprovalDecision;
    audit: AuditContext;
  },
): Promise<SwapApproval> {
  return context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const standing = await standingIn(tx, options.slug, options.coordinatorId);
    assertCoordinator(standing);
    const { community } = standing;
    const swap = await lockSwap(tx, options.swapId);
    if (!swap || swap.communityId !== community.id) throw notFound('common.swapNotFound');
    if (swap.requesterId === options.coordinatorId || swap.recipientId === options.coordinatorId) {
      throw new AppError(errorCodes.ownCause, 'swapLifecycle.thisIsYourOwn');
    }
    if (swap.status !== 'requested' || swap.communityApproval !== 'pending' || isPastExpiry(swap, now)) {
      throw conflict('swapLifecycle.thisSwapIsNot');
    }
    const approved = options.decision === 'approved';
    const rules = await swapRulesOf(tx, community.id, { lock: false });
    await setCommunityApproval(tx, swap.id, {
      approval: options.decision,
      by: options.coordinatorId,
      at: now,
      expiresAt: approved && rules ? new Date(now.getTime() + requestLifetimeMs(rules)) : null,
    });
    if (approved) {
      await insertSwapEvent(tx, {
        swapId: swap.id,
        type: 'approved',
        actorId: null,
        note: `Approved by a coordinator of ${community.name}`,
        at: now,
      });
    } else {
      await updateSwapStatus(tx, swap.id, 'cancelled', now);
      await insertSwapEvent(tx, {
        swapId: swap.id,
        type: 'cancelled',
        actorId: null,
        note: `Refused by a coordinator of ${community.name}`,
        at: now,
      });
      await queueSwapWebhooks(tx, { swapId: swap.id, status: 'cancelled', now });
    }
    await recordAuditEvent(tx, {
      event: approved ? 'community_swap_approved' : 'community_swap_refused',
      actorId: options.coordinatorId,
      details: { communityId: community.id, swapId: swap.id },
      ...options.audit,
    });
    const members = await findMemberCards(tx, [swap.requesterId, swap.recipientId]);
    const notice = approved
      ? swapNotices.communityApproved(swap, community.name)
      : swapNotices.communityRefused(swap, community.name);
    for (const member of members.values()) await tell({ tx, context, swap, now }, member, notice);
    return toApproval(swap, members);
  });
}

/**
 * The auto-accept job (ADR 181): a request made in a community that accepts requests after N days, unanswered
 * that long (counted from its approval when it needed one), is accepted as its recipient would accept it: the
 * community's floor and cap and the plan limits still apply. Each request is claimed under ADR 43's order
 * (both profiles, then the swap, skipped when another process holds it) and checked again under its lock, so
 * it is accepted once however many processes run the job. A request a rule or limit refuses is not tried
 * again; both members are told either way. Answers how many were accepted.
 */
export async function autoAcceptDueRequests(context: LifecycleContext, batchSize = 50): Promise<number> {
  const now = context.clock.now();
  const candidates = await listAutoAcceptCandidates(context.db, now, batchSize);
  let accepted = 0;
  for (const swapId of candidates) {
    const outcome = await context.db.transaction(async (tx) => {
      const unlocked = await findSwap(tx, swapId);
      if (!unlocked) return 'gone';
      await lockMemberProfiles(tx, [unlocked.requesterId, unlocked.recipientId]);
      const swap = await lockSwapUnlessHeld(tx, swapId);
      if (!swap || !swap.communityId || swap.status !== 'requested' || swap.autoAcceptSkippedAt)
        return 'gone';
      if (swap.communityApproval === 'pending' || swap.communityApproval === 'refused') return 'gone';
      if (isPastExpiry(swap, now)) return 'gone';
      const rules = await swapRulesOf(tx, swap.communityId, { lock: true });
      if (!rules || rules.autoAcceptDays === null) return 'gone';
      const since = swap.communityApprovalAt ?? swap.createdAt;
      if (since.getTime() + rules.autoAcceptDays * dayMs > now.getTime()) return 'gone';
      const members = await findMemberCards(tx, [swap.requesterId, swap.recipientId]);
      const requester = members.get(swap.requesterId)!;
      const recipient = members.get(swap.recipientId)!;
      const limits: SwapCommunityLimits = {
        communityId: rules.communityId,
        communityName: rules.communityName,
        creditFloor: rules.creditFloor,
        balanceCap: rules.balanceCap,
        levyPercent: rules.levyPercent,
      };
      try {
        // A savepoint: a refusal undoes only the attempt, and the request is marked as tried.
        await tx.transaction(async (attempt) => {
          if (requester.isDeleted || recipient.isDeleted) throw conflict('swapLifecycle.aMemberHasLeft');
          await lockLedgerAccounts(attempt, [swap.requesterId, swap.recipientId]);
          await assertActiveSwapRoom(attempt, recipient, requester);
          await holdForSwap(
            attempt,
            { ...swap, swapId: swap.id },
            { actorId: recipient.id, payerName: requester.fullName, payeeName: requester.fullName },
            limits,
          );
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await markAutoAcceptSkipped(tx, swap.id, now);
        await insertSwapEvent(tx, {
          swapId: swap.id,
          type: 'auto_accept_refused',
          actorId: null,
          note: error.message,
          at: now,
        });
        const notice = swapNotices.autoAcceptRefused(swap, rules.communityName);
        for (const member of [requester, recipient]) await tell({ tx, context, swap, now }, member, notice);
        return 'refused';
      }
      await updateSwapStatus(tx, swap.id, 'accepted', now);
      await insertSwapEvent(tx, {
        swapId: swap.id,
        type: 'accepted',
        actorId: null,
        note: `Accepted automatically after ${rules.autoAcceptDays} days in ${rules.communityName}`,
        at: now,
      });
      await queueSwapWebhooks(tx, { swapId: swap.id, status: 'accepted', now });
      await closeFilledNeed(tx, swap, now);
      await recordAuditEvent(tx, {
        event: 'community_swap_auto_accepted',
        details: { communityId: rules.communityId, swapId: swap.id, days: rules.autoAcceptDays },
      });
      const notice = swapNotices.autoAccepted(swap, rules.communityName, rules.autoAcceptDays);
      for (const member of [requester, recipient]) await tell({ tx, context, swap, now }, member, notice);
      return 'accepted';
    });
    if (outcome === 'accepted') accepted += 1;
  }
  return accepted;
}
