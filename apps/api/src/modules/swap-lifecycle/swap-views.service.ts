import { z } from 'zod';
import {
  swapListCursor,
  type ListSwapsQuery,
  type SwapDetail,
  type SwapList,
  type SwapSummary,
  type SwapView,
} from '@skillswap/contracts/swap-lifecycle/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { formerMemberName } from '../../db/member-display-name.ts';
import { notFound } from '../../lib/errors.ts';
import { findCommunityNames } from '../communities/index.ts';
import { listActiveHolds, listSettlements } from '../ledger/index.ts';
import { countUnreadBySwap, countUnreadTotal } from '../messages/index.ts';
import { findReviewedSwapIds } from '../reviews/index.ts';
import {
  expiryOf,
  findMemberCards,
  findSwap,
  isPastExpiry,
  swapCommunityOf,
  type SwapRow,
} from '../swaps/index.ts';
import {
  countAwaitingConfirmation,
  countMemberSwaps,
  listConfirmations,
  listMemberSwaps,
  listSwapEvents,
} from './swap-lifecycle.repository.ts';
import { listAllowedActions } from './swap-state-machine.ts';
import { roleOf } from './transition-scope.ts';

/** Swap rows as the member sees them, with everything fetched in a few batched queries. */
async function buildSwapViews(db: DbOrTx, memberId: string, rows: SwapRow[], now: Date): Promise<SwapView[]> {
  const ids = rows.map((row) => row.id);
  const [members, confirmations, holds, settlements, unread, reviewed, communities] = await Promise.all([
    findMemberCards(
      db,
      rows.flatMap((row) => [row.requesterId, row.recipientId]),
    ),
    listConfirmations(db, ids),
    listActiveHolds(db, ids),
    listSettlements(db, ids),
    countUnreadBySwap(db, memberId, ids),
    findReviewedSwapIds(db, memberId, ids),
    findCommunityNames(
      db,
      rows.flatMap((row) => (row.communityId ? [row.communityId] : [])),
    ),
  ]);
  return rows.map((row) => {
    const role = roleOf(row, memberId)!;
    const confirmationOf = (id: string) => {
      const found = confirmations.find((c) => c.swapId === row.id && c.memberId === id);
      return found
        ? {
            requesterHours: found.requesterHours,
            recipientHours: found.recipientHours,
            confirmedAt: found.confirmedAt.toISOString(),
          }
        : null;
    };
    const card = (id: string) => {
      const member = members.get(id);
      return { id, fullName: member?.fullName ?? formerMemberName, avatarUrl: member?.avatarUrl ?? null };
    };
    const isOpenRequest = row.status === 'requested';
    const isExpiredNow = isOpenRequest && isPastExpiry(row, now);
    const hold = holds.get(row.id);
    const hasReviewed = reviewed.has(row.id);
    const otherId = role === 'requester' ? row.recipientId : row.requesterId;
    return {
      id: row.id,
      status: row.status,
      myRole: role,
      requester: card(row.requesterId),
      recipient: card(row.recipientId),
      offeredSkill: row.offeredSkill,
      requestedSkill: row.requestedSkill,
      message: row.message,
      hoursOffered: row.hoursOffered,
      hoursRequested: row.hoursRequested,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      expiresAt: isOpenRequest ? expiryOf(row).toISOString() : null,
      community: swapCommunityOf(row, communities),
      confirmations: {
        requester: confirmationOf(row.requesterId),
        recipient: confirmationOf(row.recipientId),
      },
      hold: hold?.memberId ? { memberId: hold.memberId, amount: hold.amount } : null,
      settlement: settlements.get(row.id) ?? null,
      allowedActions: isExpiredNow
        ? []
        : listAllowedActions(row.status, role).filter(
            // A request waiting for a coordinator's approval cannot be accepted yet (ADR 181).
            (action) => action !== 'accept' || row.communityApproval !== 'pending',
          ),
      unreadMessages: unread.get(row.id) ?? 0,
      hasReviewed,
      canReview: row.status === 'completed' && !hasReviewed && !members.get(otherId)?.isDeleted,
    };
  });
}

export async function getSwapDetail(
  db: DbOrTx,
  swapId: string,
  memberId: string,
  now: Date,
): Promise<SwapDetail> {
  const row = await findSwap(db, swapId);
  if (!row || !roleOf(row, memberId)) throw notFound('common.swapNotFound');
  const [[view], events] = await Promise.all([
    buildSwapViews(db, memberId, [row], now),
    listSwapEvents(db, swapId),
  ]);
  return {
    ...view!,
    events: events.map((event) => ({
      type: event.type,
      actorId: event.actorId,
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

const encodeCursorAfter = (row: SwapRow) => z.encode(swapListCursor, [row.updatedAt, row.id]);

export async function listSwaps(
  db: DbOrTx,
  memberId: string,
  query: ListSwapsQuery,
  now: Date,
): Promise<SwapList> {
  const rows = await listMemberSwaps(db, memberId, query.box, {
    after: query.cursor ? { updatedAt: query.cursor[0], id: query.cursor[1] } : null,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    items: await buildSwapViews(db, memberId, page, now),
    nextCursor: rows.length > query.limit ? encodeCursorAfter(page[page.length - 1]!) : null,
  };
}

export async function getSwapSummary(db: DbOrTx, memberId: string): Promise<SwapSummary> {
  const [incoming, outgoing, active, awaiting, unreadMessages] = await Promise.all([
    countMemberSwaps(db, memberId, 'incoming'),
    countMemberSwaps(db, memberId, 'outgoing'),
    countMemberSwaps(db, memberId, 'active'),
    countAwaitingConfirmation(db, memberId),
    countUnreadTotal(db, memberId),
  ]);
  return { incoming, outgoing, active, waitingForMe: incoming + awaiting, unreadMessages };
}
