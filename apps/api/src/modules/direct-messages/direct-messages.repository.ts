import { and, asc, count, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  directConversations,
  directMessageReads,
  directMessages,
  directMessageSettings,
} from '../../db/schema/index.ts';

export type DirectConversationRow = typeof directConversations.$inferSelect;
export type DirectMessageRow = typeof directMessages.$inferSelect;

const isMemberOf = (memberId: string) =>
  or(eq(directConversations.openerId, memberId), eq(directConversations.recipientId, memberId));

/** The conversation of two members, whoever opened it. */
export async function findConversationBetween(
  db: DbOrTx,
  memberA: string,
  memberB: string,
): Promise<DirectConversationRow | null> {
  const [row] = await db
    .select()
    .from(directConversations)
    .where(
      or(
        and(eq(directConversations.openerId, memberA), eq(directConversations.recipientId, memberB)),
        and(eq(directConversations.openerId, memberB), eq(directConversations.recipientId, memberA)),
      ),
    );
  return row ?? null;
}

/** The conversation when the member is one of its two; null otherwise. */
export async function findOwnConversation(
  db: DbOrTx,
  id: string,
  memberId: string,
): Promise<DirectConversationRow | null> {
  const [row] = await db
    .select()
    .from(directConversations)
    .where(and(eq(directConversations.id, id), isMemberOf(memberId)));
  return row ?? null;
}

/** Conversations the member opened since `since` (the start of the UTC day). */
export async function countOpenedSince(db: DbOrTx, memberId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ opened: count() })
    .from(directConversations)
    .where(and(eq(directConversations.openerId, memberId), gte(directConversations.createdAt, since)));
  return row?.opened ?? 0;
}

export async function insertConversation(
  db: DbOrTx,
  values: { openerId: string; recipientId: string; at: Date },
): Promise<DirectConversationRow | null> {
  // The pair's unique index: when the other member opened theirs at the same moment, nothing is inserted.
  const [row] = await db
    .insert(directConversations)
    .values({
      openerId: values.openerId,
      recipientId: values.recipientId,
      createdAt: values.at,
      lastMessageAt: values.at,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Stores a message (with the sender's helper when the helper wrote it, ADR 195), moves the conversation's
 * last activity and the sender's read mark onto it.
 */
export async function insertDirectMessage(
  db: DbOrTx,
  message: { conversationId: string; senderId: string; helperId: string | null; body: string; at: Date },
): Promise<DirectMessageRow> {
  const [row] = await db
    .insert(directMessages)
    .values({
      conversationId: message.conversationId,
      senderId: message.senderId,
      helperId: message.helperId,
      body: message.body,
      createdAt: message.at,
    })
    .returning();
  await db
    .update(directConversations)
    .set({ lastMessageAt: message.at })
    .where(eq(directConversations.id, message.conversationId));
  await markDirectRead(db, message.conversationId, message.senderId, row!.id);
  return row!;
}

export async function listDirectMessages(db: DbOrTx, conversationId: string): Promise<DirectMessageRow[]> {
  return db
    .select()
    .from(directMessages)
    .where(and(eq(directMessages.conversationId, conversationId), isNull(directMessages.hiddenAt)))
    .orderBy(asc(directMessages.id))
    .limit(500);
}

/** Moves the member's read mark forward to `messageId` (never backwards); 0 reads nothing new. */
export async function markDirectRead(
  db: DbOrTx,
  conversationId: string,
  memberId: string,
  messageId: number,
) {
  await db
    .insert(directMessageReads)
    .values({ conversationId, memberId, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [directMessageReads.conversationId, directMessageReads.memberId],
      set: { lastReadMessageId: sql`greatest(${directMessageReads.lastReadMessageId}, ${messageId})` },
    });
}

export async function findLatestDirectMessageId(db: DbOrTx, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${directMessages.id}), 0)` })
    .from(directMessages)
    .where(eq(directMessages.conversationId, conversationId));
  return Number(row?.id ?? 0);
}

/** Messages from the other member past the member's read mark. */
export async function countDirectUnread(
  db: DbOrTx,
  conversationId: string,
  memberId: string,
): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)` })
    .from(directMessages)
    .where(
      and(
        eq(directMessages.conversationId, conversationId),
        isNull(directMessages.hiddenAt),
        sql`${directMessages.senderId} IS DISTINCT FROM ${memberId}`,
        sql`${directMessages.id} > coalesce((SELECT r.last_read_message_id FROM direct_message_reads r
          WHERE r.conversation_id = ${conversationId} AND r.member_id = ${memberId}), 0)`,
      ),
    );
  return Number(row?.unread ?? 0);
}

export interface DirectConversationListRow {
  conversation: DirectConversationRow;
  lastBody: string | null;
  lastSenderId: string | null;
  unread: number;
}

/** The member's conversations, the latest activity first, each with its newest message and unread count. */
export async function listOwnConversations(
  db: DbOrTx,
  memberId: string,
  limit: number,
): Promise<DirectConversationListRow[]> {
  const rows = await db
    .select({
      conversation: directConversations,
      lastBody: sql<string | null>`(SELECT m.body FROM direct_messages m
        WHERE m.conversation_id = direct_conversations.id AND m.hidden_at IS NULL ORDER BY m.id DESC LIMIT 1)`,
      lastSenderId: sql<string | null>`(SELECT m.sender_id FROM direct_messages m
        WHERE m.conversation_id = direct_conversations.id AND m.hidden_at IS NULL ORDER BY m.id DESC LIMIT 1)`,
      unread: sql<number>`(SELECT count(*) FROM direct_messages m
        WHERE m.conversation_id = direct_conversations.id AND m.hidden_at IS NULL
          AND m.sender_id IS DISTINCT FROM ${memberId}
          AND m.id > coalesce((SELECT r.last_read_message_id FROM direct_message_reads r
                               WHERE r.conversation_id = m.conversation_id AND r.member_id = ${memberId}), 0))`,
    })
    .from(directConversations)
    .where(isMemberOf(memberId))
    .orderBy(sql`${directConversations.lastMessageAt} DESC`, sql`${directConversations.id} DESC`)
    .limit(limit);
  return rows.map((row) => ({ ...row, unread: Number(row.unread) }));
}

/** Whether the member lets Elite members write to them first (on unless they turned it off). */
/**
 * Whether a first message may reach the member: the same rule as a swap request's target (a public profile of
 * an account neither deleted nor suspended; suspension takes the profile private).
 */
export async function isReachableMember(db: DbOrTx, memberId: string): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT p.id FROM profiles p JOIN users u ON u.id = p.id
    WHERE p.id = ${memberId} AND p.deleted_at IS NULL AND u.deleted_at IS NULL AND u.suspended_at IS NULL
      AND p.profile_visibility = 'public'`);
  return result.rows.length > 0;
}

export async function allowsFirstMessages(db: DbOrTx, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ allows: directMessageSettings.allowsFirstMessages })
    .from(directMessageSettings)
    .where(eq(directMessageSettings.memberId, memberId));
  return row?.allows ?? true;
}

export async function saveFirstMessageChoice(db: DbOrTx, memberId: string, allows: boolean) {
  await db
    .insert(directMessageSettings)
    .values({ memberId, allowsFirstMessages: allows })
    .onConflictDoUpdate({ target: directMessageSettings.memberId, set: { allowsFirstMessages: allows } });
}

/**
 * What first messages store about a member, for their data download: the conversations they are in, the
 * messages they sent, and their setting. The other member's messages are theirs, so they are left out.
 */
export async function collectDirectMessageData(db: DbOrTx, memberId: string) {
  const conversations = await db
    .select({
      id: directConversations.id,
      openerId: directConversations.openerId,
      recipientId: directConversations.recipientId,
      createdAt: directConversations.createdAt,
      lastMessageAt: directConversations.lastMessageAt,
    })
    .from(directConversations)
    .where(or(eq(directConversations.openerId, memberId), eq(directConversations.recipientId, memberId)))
    .orderBy(asc(directConversations.createdAt));
  const messages = await db
    .select({
      conversationId: directMessages.conversationId,
      body: directMessages.body,
      createdAt: directMessages.createdAt,
    })
    .from(directMessages)
    .where(eq(directMessages.senderId, memberId))
    .orderBy(asc(directMessages.id));
  const [setting] = await db
    .select({ allowsFirstMessages: directMessageSettings.allowsFirstMessages })
    .from(directMessageSettings)
    .where(eq(directMessageSettings.memberId, memberId));
  return {
    directConversations: conversations,
    directMessages: messages,
    directMessageSettings: setting ?? null,
  };
}

/**
 * Who sent a direct message the reporter may report: one they received in a conversation they are in, not
 * hidden yet; null for anything else (their own message, another pair's, an unknown id).
 */
export async function findReportableDirectMessageSender(
  db: DbOrTx,
  reporterId: string,
  messageId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ senderId: directMessages.senderId })
    .from(directMessages)
    .innerJoin(directConversations, eq(directConversations.id, directMessages.conversationId))
    .where(
      and(
        sql`${directMessages.id} = ${messageId}::bigint`,
        isNull(directMessages.hiddenAt),
        sql`${directMessages.senderId} IS DISTINCT FROM ${reporterId}`,
        isMemberOf(reporterId),
      ),
    );
  return row?.senderId ?? null;
}

/**
 * Hides a direct message from both members (an operator acting on a report); hiding twice keeps the first
 * time.
 */
export async function hideDirectMessage(db: DbOrTx, messageId: string, now: Date) {
  await db
    .update(directMessages)
    .set({ hiddenAt: sql`coalesce(${directMessages.hiddenAt}, ${now})` })
    .where(sql`${directMessages.id} = ${messageId}::bigint`);
}
