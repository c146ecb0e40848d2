import type {
  ConversationPage,
  MessageThread,
  SwapMessage,
} from '@skillswap/contracts/swap-lifecycle/schemas';
import type { SwapStatus } from '@skillswap/contracts/swaps/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { swapListCursor } from '@skillswap/contracts/swap-lifecycle/schemas';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { formerMemberName } from '../../db/member-display-name.ts';
import { AppError, notFound, statusWord } from '../../lib/errors.ts';
import { rateLimitExceeded } from '../../lib/rate-limit.ts';
import { markSwapNotificationsRead, notify, type NotifyContext } from '../notifications/index.ts';
import { findMemberCards, findSwap, type MemberCard, type SwapRow } from '../swaps/index.ts';
import {
  countUnreadBySwap,
  findLatestMessageId,
  findReadMark,
  findSwapForMessage,
  insertMessage,
  listConversations,
  listMessages,
  markThreadRead,
  type MessageRow,
} from './messages.repository.ts';

/** Anti-spam: a member sends at most 30 messages a minute, over all their threads. */
export const messageRateLimit = { limit: 30, windowMs: 60_000 } as const;

/** A thread stays open while the swap is alive or done; a refused, withdrawn or lapsed request is closed. */
const openThreadStatuses: readonly SwapStatus[] = ['requested', 'accepted', 'disputed', 'completed'];

/** Only the swap's two members see or write its thread; to anyone else it does not exist. */
async function findOwnSwap(db: DbOrTx, swapId: string, memberId: string): Promise<SwapRow> {
  const swap = await findSwap(db, swapId);
  if (!swap || (swap.requesterId !== memberId && swap.recipientId !== memberId))
    throw notFound('common.swapNotFound');
  return swap;
}

const otherMemberOf = (swap: SwapRow, memberId: string) =>
  swap.requesterId === memberId ? swap.recipientId : swap.requesterId;

function toMessage(row: MessageRow, memberId: string, members: Map<string, MemberCard>): SwapMessage {
  const sender = row.senderId ? members.get(row.senderId) : undefined;
  return {
    id: String(row.id),
    swapId: row.swapId,
    sender: {
      id: row.senderId ?? '00000000-0000-4000-8000-000000000000',
      fullName: sender?.fullName ?? formerMemberName,
      avatarUrl: sender?.avatarUrl ?? null,
    },
    // Written by the sender's helper (ADR 202): both members read who wrote it.
    helper: row.helperId
      ? { id: row.helperId, name: members.get(row.helperId)?.fullName ?? formerMemberName }
      : null,
    body: row.body,
    isMine: row.senderId === memberId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listThread(
  db: DbOrTx,
  swapId: string,
  memberId: string,
  query: { before?: number | undefined; limit: number },
): Promise<MessageThread> {
  const swap = await findOwnSwap(db, swapId, memberId);
  const rows = await listMessages(db, swapId, {
    before: query.before ?? null,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit).reverse();
  const helperIds = page.flatMap((row) => (row.helperId ? [row.helperId] : []));
  const [members, unread, seenUpTo] = await Promise.all([
    findMemberCards(db, [swap.requesterId, swap.recipientId, ...helperIds]),
    countUnreadBySwap(db, memberId, [swapId]),
    findReadMark(db, swapId, otherMemberOf(swap, memberId)),
  ]);
  return {
    items: page.map((row) => toMessage(row, memberId, members)),
    unread: unread.get(swapId) ?? 0,
    nextBefore: rows.length > query.limit ? String(page[0]!.id) : null,
    seenUpTo: seenUpTo > 0 ? String(seenUpTo) : null,
  };
}

/** The inbox: the member's conversations, the latest message first, one page at a time. */
export async function listInbox(
  db: DbOrTx,
  memberId: string,
  query: { cursor?: [Date, string] | undefined; limit: number },
): Promise<ConversationPage> {
  const rows = await listConversations(db, memberId, {
    after: query.cursor ? { at: query.cursor[0], swapId: query.cursor[1] } : null,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const members = await findMemberCards(
    db,
    page.map((row) => row.partnerId),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const partner = members.get(row.partnerId);
      return {
        swapId: row.swapId,
        status: row.status,
        offeredSkill: row.offeredSkill,
        requestedSkill: row.requestedSkill,
        partner: {
          id: row.partnerId,
          fullName: partner?.fullName ?? formerMemberName,
          avatarUrl: partner?.avatarUrl ?? null,
        },
        lastMessage:
          row.lastBody === null
            ? null
            : {
                preview: excerpt(row.lastBody),
                isMine: row.lastSenderId === memberId,
                createdAt: row.lastAt.toISOString(),
              },
        unread: row.unread,
        lastActivityAt: row.lastAt.toISOString(),
      };
    }),
    nextCursor:
      rows.length > query.limit && last ? z.encode(swapListCursor, [last.lastAt, last.swapId]) : null,
  };
}

/**
 * Sends a message to the other member of the swap. With an Idempotency-Key, a retried send answers the
 * first message instead of posting it twice. The other member is told in the app, and by e-mail as
 * they chose: grouped per conversation once still unread after a delay (the default), at once, or never.
 * A helper writing for the member is named on the message (ADR 202).
 */
export async function sendMessage(
  db: DbOrTx,
  context: Omit<NotifyContext, 'now'> & { now: Date },
  input: {
    swapId: string;
    senderId: string;
    helperId: string | null;
    body: string;
    clientKey: string | null;
  },
): Promise<{ message: SwapMessage; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const found = await findSwapForMessage(tx, input.swapId, input.senderId);
    if (!found || (found.swap.requesterId !== input.senderId && found.swap.recipientId !== input.senderId))
      throw notFound('common.swapNotFound');
    const { swap, members, recipient } = found;
    if (!openThreadStatuses.includes(swap.status)) {
      throw new AppError(errorCodes.conflict, 'messages.readOnly', {
        values: { status: statusWord(swap.status) },
      });
    }
    const otherId = otherMemberOf(swap, input.senderId);
    if (members.get(otherId)?.isDeleted) {
      throw new AppError(errorCodes.conflict, 'common.theOtherMemberHas');
    }
    if (found.isBlocked) {
      throw new AppError(errorCodes.memberBlocked, 'messages.youCanNoLonger');
    }
    // The anti-spam hit is counted in the statement that stores the message, inside the transaction, so a
    // send commits once; a refused send rolls its hit back, which leaves the counter at the limit, still
    // refusing.
    const stored = await insertMessage(
      tx,
      { ...input, at: context.now },
      { key: `swap-message:member:${input.senderId}`, now: context.now, ...messageRateLimit },
    );
    if ('overLimit' in stored) throw rateLimitExceeded(stored.overLimit.retryAfterSeconds);
    const { row, isNew } = stored;
    if (isNew) {
      const senderName = members.get(input.senderId)!.fullName;
      await notify(
        tx,
        context,
        {
          memberId: otherId,
          type: 'message_received',
          title: { key: 'common.newMessageFrom', values: { name: senderName } },
          body: {
            key: 'messages.wroteAboutYourSwap',
            values: {
              name: senderName,
              offered: swap.offeredSkill,
              requested: swap.requestedSkill,
              excerpt: excerpt(input.body),
            },
          },
          link: `/swaps/${swap.id}`,
          swapId: swap.id,
          isEmailOncePerUnread: true,
          isChatMessage: true,
        },
        recipient,
      );
    }
    const cards = row.helperId
      ? new Map([...members, ...(await findMemberCards(tx, [row.helperId]))])
      : members;
    return { message: toMessage(row, input.senderId, cards), isNew };
  });
}

/** The member has read the whole thread: clears its unread count and its message notifications. */
export async function readThread(db: DbOrTx, swapId: string, memberId: string, now: Date): Promise<void> {
  await findOwnSwap(db, swapId, memberId);
  await db.transaction(async (tx) => {
    await markThreadRead(tx, swapId, memberId, await findLatestMessageId(tx, swapId));
    await markSwapNotificationsRead(tx, memberId, swapId, ['message_received'], now);
  });
}

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 137)}...` : text);
