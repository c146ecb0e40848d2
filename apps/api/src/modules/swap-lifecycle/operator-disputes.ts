import { z } from 'zod';
import {
  adminDisputeMessageLimit,
  type AdminDisputeDetail,
  type AdminDisputeList,
  type AdminDisputeSummary,
} from '@skillswap/contracts/admin-disputes/schemas';
import type { ResolveDisputeInput } from '@skillswap/contracts/swap-lifecycle/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { formerMemberName } from '../../db/member-display-name.ts';
import { notFound } from '../../lib/errors.ts';
import { listActiveHolds } from '../ledger/index.ts';
import { listMessages } from '../messages/index.ts';
import { findMemberCards, findSwap, type MemberCard, type SwapRow } from '../swaps/index.ts';
import {
  findResolution,
  listDisputedSwaps,
  listDisputeEvents,
  listStatements,
  type DisputeStatement,
} from './dispute-resolution.repository.ts';
import { resolveDispute } from './dispute-resolution.ts';
import { listConfirmations, listSwapEvents } from './swap-lifecycle.repository.ts';
import type { LifecycleContext } from './transition-scope.ts';

type Cards = Map<string, MemberCard>;
const party = (cards: Cards, id: string) => ({ id, fullName: cards.get(id)?.fullName ?? formerMemberName });

function summarize(
  swap: SwapRow,
  facts: {
    cards: Cards;
    opened: { actorId: string | null; note: string | null; createdAt: Date } | undefined;
    statement: DisputeStatement | undefined;
    hold: { memberId: string | null; amount: number } | undefined;
  },
): AdminDisputeSummary {
  return {
    swapId: swap.id,
    requester: party(facts.cards, swap.requesterId),
    recipient: party(facts.cards, swap.recipientId),
    offeredSkill: swap.offeredSkill,
    requestedSkill: swap.requestedSkill,
    hoursOffered: Number(swap.hoursOffered),
    hoursRequested: Number(swap.hoursRequested),
    openedAt: (facts.opened?.createdAt ?? swap.updatedAt).toISOString(),
    openedBy: facts.opened?.actorId ?? null,
    reason: facts.opened?.note ?? '',
    hasStatement: facts.statement !== undefined,
    hold: facts.hold?.memberId ? { memberId: facts.hold.memberId, amount: facts.hold.amount } : null,
  };
}

/** The console's queue: every open dispute, the longest-waiting first. No e-mail addresses. */
export async function listOpenDisputes(db: DbOrTx): Promise<AdminDisputeList> {
  const rows = await listDisputedSwaps(db);
  const ids = rows.map((row) => row.id);
  const [cards, events, statements, holds] = await Promise.all([
    findMemberCards(
      db,
      rows.flatMap((row) => [row.requesterId, row.recipientId]),
    ),
    listDisputeEvents(db, ids),
    listStatements(db, ids),
    listActiveHolds(db, ids),
  ]);
  return {
    items: rows.map((swap) =>
      summarize(swap, {
        cards,
        opened: events.findLast((event) => event.swapId === swap.id),
        statement: statements.get(swap.id),
        hold: holds.get(swap.id),
      }),
    ),
  };
}

/** One dispute, open or resolved, with both statements, the swap's history and its latest messages. */
export async function getDisputeCase(db: DbOrTx, swapId: string): Promise<AdminDisputeDetail> {
  const swap = z.uuid().safeParse(swapId).success ? await findSwap(db, swapId) : null;
  const [opened] = swap ? (await listDisputeEvents(db, [swap.id])).slice(-1) : [];
  if (!swap || !opened) throw notFound('swapLifecycle.noDisputeForThis');
  const [statements, holds, confirmations, events, messages, resolution] = await Promise.all([
    listStatements(db, [swap.id]),
    listActiveHolds(db, [swap.id]),
    listConfirmations(db, [swap.id]),
    listSwapEvents(db, swap.id),
    listMessages(db, swap.id, { before: null, limit: adminDisputeMessageLimit }),
    findResolution(db, swap.id),
  ]);
  const cards = await findMemberCards(
    db,
    [swap.requesterId, swap.recipientId, resolution?.resolvedBy].filter((id): id is string => Boolean(id)),
  );
  const statement = statements.get(swap.id);
  return {
    ...summarize(swap, { cards, opened, statement, hold: holds.get(swap.id) }),
    status: swap.status,
    statement: statement
      ? {
          memberId: statement.memberId,
          text: statement.statement,
          createdAt: statement.createdAt.toISOString(),
          updatedAt: statement.updatedAt.toISOString(),
        }
      : null,
    confirmations: confirmations.map((confirmation) => ({
      memberId: confirmation.memberId,
      requesterHours: confirmation.requesterHours,
      recipientHours: confirmation.recipientHours,
      confirmedAt: confirmation.confirmedAt.toISOString(),
    })),
    events: events.map((event) => ({
      type: event.type,
      actorId: event.actorId,
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    })),
    messages: messages.reverse().map((message) => ({
      id: String(message.id),
      senderId: message.senderId,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
    resolution: resolution
      ? {
          outcome: resolution.outcome,
          requesterHours: resolution.requesterHours,
          recipientHours: resolution.recipientHours,
          note: resolution.note,
          resolvedAt: resolution.resolvedAt.toISOString(),
          resolvedBy: resolution.resolvedBy ? party(cards, resolution.resolvedBy) : null,
          resolvedVia: resolution.resolvedVia,
        }
      : null,
  };
}

/** An operator resolves a dispute in the console: the same service as `dispute:resolve`, with their id. */
export async function resolveDisputeInConsole(
  context: LifecycleContext,
  input: { swapId: string; resolution: ResolveDisputeInput; operatorId: string },
): Promise<AdminDisputeDetail> {
  await resolveDispute(context, input);
  return getDisputeCase(context.db, input.swapId);
}
