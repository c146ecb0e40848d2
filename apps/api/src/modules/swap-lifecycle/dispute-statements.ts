import type { DisputeView } from '@skillswap/contracts/swap-lifecycle/dispute-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { findMemberCards, findSwap, lockSwap, type SwapRow } from '../swaps/index.ts';
import {
  findResolution,
  insertStatement,
  listDisputeEvents,
  listStatements,
  updateStatement,
} from './dispute-resolution.repository.ts';
import { swapNotices } from './swap-notices.ts';
import { roleOf, tell, type LifecycleContext } from './transition-scope.ts';

/** Both sides of a swap's dispute and, once resolved, the outcome, as either member of the swap sees it. */
export async function getDisputeView(db: DbOrTx, swapId: string, memberId: string): Promise<DisputeView> {
  const swap = await findSwap(db, swapId);
  if (!swap || !roleOf(swap, memberId)) throw notFound('common.swapNotFound');
  return buildDisputeView(db, swap, memberId);
}

async function buildDisputeView(db: DbOrTx, swap: SwapRow, viewerId: string): Promise<DisputeView> {
  const [events, statements, resolution] = await Promise.all([
    listDisputeEvents(db, [swap.id]),
    listStatements(db, [swap.id]),
    findResolution(db, swap.id),
  ]);
  const opened = events.at(-1);
  if (!opened) throw notFound('swapLifecycle.thisSwapWasNever');
  const statement = statements.get(swap.id) ?? null;
  const isUnderReview = swap.status === 'disputed';
  const isDisputedMember = opened.actorId !== viewerId;
  return {
    status: isUnderReview ? 'under_review' : 'resolved',
    openedAt: opened.createdAt.toISOString(),
    openedBy: opened.actorId,
    reason: opened.note ?? '',
    statement: statement
      ? {
          memberId: statement.memberId,
          text: statement.statement,
          createdAt: statement.createdAt.toISOString(),
          updatedAt: statement.updatedAt.toISOString(),
        }
      : null,
    canAddStatement: isUnderReview && isDisputedMember && !statement,
    canEditStatement: isUnderReview && statement !== null && statement.memberId === viewerId,
    resolution: resolution
      ? {
          outcome: resolution.outcome,
          requesterHours: resolution.requesterHours,
          recipientHours: resolution.recipientHours,
          note: resolution.note,
          resolvedAt: resolution.resolvedAt.toISOString(),
        }
      : null,
  };
}

interface StatementInput {
  swapId: string;
  memberId: string;
  statement: string;
}

/**
 * The disputed member adds their side, once, while the dispute is under review; the member who opened it
 * is told. Under the swap's row lock, so it cannot slip in after an operator resolved the dispute.
 */
export async function addDisputeStatement(context: LifecycleContext, input: StatementInput) {
  return context.db.transaction(async (tx) => {
    const { swap, view } = await lockOpenDispute(tx, input);
    if (view.openedBy === input.memberId) {
      throw forbidden('swapLifecycle.youOpenedThisDispute');
    }
    if (view.statement) throw conflict('swapLifecycle.youAlreadyAddedYour');
    const now = context.clock.now();
    await insertStatement(tx, { ...input, createdAt: now, updatedAt: now });
    if (view.openedBy) {
      const members = await findMemberCards(tx, [input.memberId, view.openedBy]);
      await tell(
        { tx, context, swap, now },
        members.get(view.openedBy)!,
        swapNotices.disputeAnswered(swap, members.get(input.memberId)!.fullName),
      );
    }
    return buildDisputeView(tx, swap, input.memberId);
  });
}

/** The disputed member edits their statement; only theirs, and only until the dispute is resolved. */
export async function updateDisputeStatement(context: LifecycleContext, input: StatementInput) {
  return context.db.transaction(async (tx) => {
    const { swap, view } = await lockOpenDispute(tx, input);
    if (!view.statement) throw notFound('swapLifecycle.thereIsNoStatement');
    if (view.statement.memberId !== input.memberId) {
      throw forbidden('swapLifecycle.onlyTheMemberWho');
    }
    await updateStatement(tx, { ...input, at: context.clock.now() });
    return buildDisputeView(tx, swap, input.memberId);
  });
}

async function lockOpenDispute(tx: DbOrTx, input: StatementInput) {
  const swap = await lockSwap(tx, input.swapId);
  if (!swap || !roleOf(swap, input.memberId)) throw notFound('common.swapNotFound');
  const view = await buildDisputeView(tx, swap, input.memberId);
  if (view.status !== 'under_review') {
    throw conflict('swapLifecycle.skillswapHasResolvedThis');
  }
  return { swap, view };
}
