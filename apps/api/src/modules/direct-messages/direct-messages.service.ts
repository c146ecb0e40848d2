import {
  directConversationsPerDay,
  type DirectConversation,
  type DirectConversationList,
  type DirectMessage,
  type DirectThread,
  type OpenDirectConversationInput,
} from '@skillswap/contracts/direct-messages/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { formerMemberName } from '../../db/member-display-name.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { isBlockedEitherWay } from '../blocks/index.ts';
import { notify, type NotifyContext } from '../notifications/index.ts';
import { getTimeZoneSetting } from '../sessions/index.ts';
import { findMemberCards, lockRequester, type MemberCard } from '../swaps/index.ts';
import {
  allowsFirstMessages,
  isReachableMember,
  countDirectUnread,
  countOpenedSince,
  findConversationBetween,
  findLatestDirectMessageId,
  findOwnConversation,
  insertConversation,
  insertDirectMessage,
  listDirectMessages,
  listOwnConversations,
  markDirectRead,
  saveFirstMessageChoice,
  type DirectConversationRow,
  type DirectMessageRow,
} from './direct-messages.repository.ts';

type Context = Omit<NotifyContext, 'now'> & { now: Date };

/** The same anti-spam rule as swap messages: 30 a minute per member, over every thread. */
const directMessageRateLimit = { limit: 30, windowMs: 60_000 } as const;

/** Midnight UTC of the day `now` falls in: the daily allowance of new conversations counts from it. */
export const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 137)}...` : text);
const partnerOf = (row: DirectConversationRow, memberId: string) =>
  row.openerId === memberId ? row.recipientId : row.openerId;

function personOf(cards: Map<string, MemberCard>, id: string) {
  const card = cards.get(id);
  return { id, fullName: card?.fullName ?? formerMemberName, avatarUrl: card?.avatarUrl ?? null };
}

function toMessage(row: DirectMessageRow, memberId: string, cards: Map<string, MemberCard>): DirectMessage {
  return {
    id: String(row.id),
    sender: personOf(cards, row.senderId ?? '00000000-0000-4000-8000-000000000000'),
    helper: row.helperId ? { id: row.helperId, name: personOf(cards, row.helperId).fullName } : null,
    body: row.body,
    isMine: row.senderId === memberId,
    createdAt: row.createdAt.toISOString(),
  };
}

function toConversation(
  row: DirectConversationRow,
  memberId: string,
  cards: Map<string, MemberCard>,
  extra: { lastBody: string | null; lastSenderId: string | null; unread: number; isBlocked: boolean },
): DirectConversation {
  return {
    id: row.id,
    partner: personOf(cards, partnerOf(row, memberId)),
    isOpener: row.openerId === memberId,
    lastMessage:
      extra.lastBody === null
        ? null
        : {
            preview: excerpt(extra.lastBody),
            isMine: extra.lastSenderId === memberId,
            createdAt: row.lastMessageAt.toISOString(),
          },
    unread: extra.unread,
    lastActivityAt: row.lastMessageAt.toISOString(),
    isBlocked: extra.isBlocked,
  };
}

async function threadOf(db: DbOrTx, row: DirectConversationRow, memberId: string): Promise<DirectThread> {
  const partnerId = partnerOf(row, memberId);
  const [messages, isBlocked, unread] = await Promise.all([
    listDirectMessages(db, row.id),
    isBlockedEitherWay(db, memberId, partnerId),
    countDirectUnread(db, row.id, memberId),
  ]);
  const zone = await getTimeZoneSetting(db, memberId);
  const helperIds = messages.flatMap((message) => (message.helperId ? [message.helperId] : []));
  const cards = await findMemberCards(db, [row.openerId, row.recipientId, ...helperIds]);
  const last = messages.at(-1);
  return {
    conversation: toConversation(row, memberId, cards, {
      lastBody: last?.body ?? null,
      lastSenderId: last?.senderId ?? null,
      unread,
      isBlocked,
    }),
    items: messages.map((message) => toMessage(message, memberId, cards)),
    timeZone: zone.timeZone,
  };
}

/** Tells the other member, in the app and by mail, unless they still have unread messages here. */
async function tellRecipient(
  db: DbOrTx,
  context: Context,
  input: {
    conversationId: string;
    recipientId: string;
    senderName: string;
    body: string;
    hadUnread: boolean;
  },
) {
  if (input.hadUnread) return;
  await notify(db, context, {
    memberId: input.recipientId,
    type: 'message_received',
    title: { key: 'common.newMessageFrom', values: { name: input.senderName } },
    body: {
      key: 'directMessages.wroteToYou',
      values: { name: input.senderName, excerpt: excerpt(input.body) },
    },
    link: `/messages/direct/${input.conversationId}`,
  });
}

/**
 * An Elite member writes first to another member (the endpoint's plan gate has let them in). Opens the pair's
 * conversation, counted against the opener's daily allowance under their profile row's lock, or adds to the
 * conversation the two already have, which is not counted. A helper writing for the member is named on the
 * message (ADR 195).
 */
export async function openConversation(
  db: DbOrTx,
  context: Context,
  sender: { id: string; helperId: string | null },
  input: OpenDirectConversationInput,
): Promise<{ thread: DirectThread; isNew: boolean }> {
  const senderId = sender.id;
  await enforceRateLimit(db, {
    key: `direct-message:member:${senderId}`,
    now: context.now,
    ...directMessageRateLimit,
  });
  if (input.recipientId === senderId) {
    throw new AppError(errorCodes.validation, 'directMessages.youCannotWriteTo');
  }
  return db.transaction(async (tx) => {
    await lockRequester(tx, senderId);
    const cards = await findMemberCards(tx, [senderId, input.recipientId]);
    const recipient = cards.get(input.recipientId);
    if (!recipient || recipient.isDeleted) throw notFound('common.memberNotFound');
    if (await isBlockedEitherWay(tx, senderId, input.recipientId)) {
      throw new AppError(errorCodes.memberBlocked, 'directMessages.youCannotMessageThis');
    }
    let conversation = await findConversationBetween(tx, senderId, input.recipientId);
    const isNew = conversation === null;
    if (!conversation) {
      // Who cannot be sent a swap request cannot be sent a first message either: 404 alike.
      if (!(await isReachableMember(tx, input.recipientId))) throw notFound('common.memberNotFound');
      if (!(await allowsFirstMessages(tx, input.recipientId))) {
        throw new AppError(errorCodes.directMessagesOff, 'directMessages.doesNotTakeFirst', {
          values: { name: recipient.fullName },
        });
      }
      const opened = await countOpenedSince(tx, senderId, startOfUtcDay(context.now));
      if (opened >= directConversationsPerDay) {
        throw new AppError(errorCodes.directMessageDailyLimit, 'directMessages.youHaveOpenedNew', {
          values: { count: directConversationsPerDay },
        });
      }
      conversation =
        (await insertConversation(tx, {
          openerId: senderId,
          recipientId: input.recipientId,
          at: context.now,
        })) ?? (await findConversationBetween(tx, senderId, input.recipientId));
    }
    const hadUnread = (await countDirectUnread(tx, conversation!.id, input.recipientId)) > 0;
    await insertDirectMessage(tx, {
      conversationId: conversation!.id,
      senderId,
      helperId: sender.helperId,
      body: input.body,
      at: context.now,
    });
    await tellRecipient(tx, context, {
      conversationId: conversation!.id,
      recipientId: input.recipientId,
      senderName: cards.get(senderId)!.fullName,
      body: input.body,
      hadUnread,
    });
    return { thread: await threadOf(tx, conversation!, senderId), isNew };
  });
}

/**
 * Either member writes in a conversation already open, whatever their plan; a block makes it read-only. A
 * helper writing for the member is named on the message (ADR 195).
 */
export async function replyInConversation(
  db: DbOrTx,
  context: Context,
  input: { conversationId: string; senderId: string; helperId: string | null; body: string },
): Promise<DirectMessage> {
  await enforceRateLimit(db, {
    key: `direct-message:member:${input.senderId}`,
    now: context.now,
    ...directMessageRateLimit,
  });
  return db.transaction(async (tx) => {
    const conversation = await findOwnConversation(tx, input.conversationId, input.senderId);
    if (!conversation) throw notFound('directMessages.conversationNotFound');
    const otherId = partnerOf(conversation, input.senderId);
    const cards = await findMemberCards(tx, [
      input.senderId,
      otherId,
      ...(input.helperId ? [input.helperId] : []),
    ]);
    if (cards.get(otherId)?.isDeleted) throw new AppError(errorCodes.conflict, 'common.theOtherMemberHas');
    if (await isBlockedEitherWay(tx, input.senderId, otherId)) {
      throw new AppError(errorCodes.memberBlocked, 'directMessages.youCanNoLonger');
    }
    const hadUnread = (await countDirectUnread(tx, conversation.id, otherId)) > 0;
    const row = await insertDirectMessage(tx, { ...input, at: context.now });
    await tellRecipient(tx, context, {
      conversationId: conversation.id,
      recipientId: otherId,
      senderName: cards.get(input.senderId)!.fullName,
      body: input.body,
      hadUnread,
    });
    return toMessage(row, input.senderId, cards);
  });
}

export async function getThread(db: DbOrTx, conversationId: string, memberId: string): Promise<DirectThread> {
  const conversation = await findOwnConversation(db, conversationId, memberId);
  if (!conversation) throw notFound('directMessages.conversationNotFound');
  return threadOf(db, conversation, memberId);
}

export async function readConversation(db: DbOrTx, conversationId: string, memberId: string) {
  const conversation = await findOwnConversation(db, conversationId, memberId);
  if (!conversation) throw notFound('directMessages.conversationNotFound');
  await markDirectRead(db, conversationId, memberId, await findLatestDirectMessageId(db, conversationId));
}

export async function listInbox(db: DbOrTx, memberId: string, now: Date): Promise<DirectConversationList> {
  const rows = await listOwnConversations(db, memberId, 100);
  const partnerIds = rows.map((row) => partnerOf(row.conversation, memberId));
  const [cards, blocked, openedToday] = await Promise.all([
    findMemberCards(db, partnerIds),
    Promise.all(partnerIds.map((id) => isBlockedEitherWay(db, memberId, id))),
    countOpenedSince(db, memberId, startOfUtcDay(now)),
  ]);
  const zone = await getTimeZoneSetting(db, memberId);
  return {
    items: rows.map((row, index) =>
      toConversation(row.conversation, memberId, cards, { ...row, isBlocked: blocked[index]! }),
    ),
    openedToday,
    dailyLimit: directConversationsPerDay,
    timeZone: zone.timeZone,
  };
}

export const getSettings = async (db: DbOrTx, memberId: string) => ({
  allowsFirstMessages: await allowsFirstMessages(db, memberId),
});

export async function saveSettings(db: DbOrTx, memberId: string, allows: boolean) {
  await saveFirstMessageChoice(db, memberId, allows);
  return { allowsFirstMessages: allows };
}
