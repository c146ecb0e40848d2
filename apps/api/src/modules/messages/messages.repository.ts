import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberBlocks, swapMessageReads, swapMessages, swaps } from '../../db/schema/index.ts';
import {
  rateLimitHitSql,
  rateLimitOutcome,
  type RateLimitHit,
  type RateLimitOutcome,
  type RateLimitRule,
} from '../../lib/rate-limit.ts';
import { notifyRecipientJsonSql } from '../notifications/index.ts';
import { memberCardsOf, memberCardsSql } from '../swaps/index.ts';

export type MessageRow = typeof swapMessages.$inferSelect;

/**
 * The swap a message is posted to, whether either of its members blocked the other, both members' cards,
 * and the other member as the notice to them needs it (contact, e-mail and push choices, whether a notice
 * of this thread still waits unread), in one round trip: the send path reads this for every message.
 */
export async function findSwapForMessage(db: DbOrTx, swapId: string, senderId: string) {
  const otherMember = sql`CASE WHEN ${swaps.requesterId} = ${senderId} THEN ${swaps.recipientId}
    ELSE ${swaps.requesterId} END`;
  const [row] = await db
    .select({
      swap: swaps,
      isBlocked: sql<boolean>`EXISTS (SELECT 1 FROM ${memberBlocks} b
        WHERE (b.blocker_id = ${swaps.requesterId} AND b.blocked_id = ${swaps.recipientId})
           OR (b.blocker_id = ${swaps.recipientId} AND b.blocked_id = ${swaps.requesterId}))`,
      members: memberCardsSql(sql`${swaps.requesterId}, ${swaps.recipientId}`),
      recipient: notifyRecipientJsonSql(otherMember, { swapId, type: 'message_received' }),
    })
    .from(swaps)
    .where(eq(swaps.id, swapId));
  return row
    ? {
        swap: row.swap,
        isBlocked: row.isBlocked,
        members: memberCardsOf(row.members),
        recipient: row.recipient,
      }
    : null;
}

/**
 * Counts the sender's anti-abuse hit (`rateLimit`), then, within the limit, stores the message (with the
 * sender's helper when the helper wrote it, ADR 202) and moves the sender's read mark up to it, in one
 * statement; with a client key, a retried send answers the message stored the first time (and moves
 * nothing). Answers the message and whether it is new, or the hit's outcome when it was over the limit.
 */
export async function insertMessage(
  db: DbOrTx,
  message: {
    swapId: string;
    senderId: string;
    helperId: string | null;
    body: string;
    clientKey: string | null;
    at: Date;
  },
  rateLimit: RateLimitRule,
): Promise<{ row: MessageRow; isNew: boolean } | { overLimit: RateLimitOutcome }> {
  const inserted = await db.execute<
    RateLimitHit & {
      id: string | number | null;
      swap_id: string;
      sender_id: string | null;
      helper_id: string | null;
      body: string;
      client_key: string | null;
      created_at: string | Date;
      hidden_at: string | Date | null;
    }
  >(sql`
    WITH hit AS (${rateLimitHitSql(rateLimit)}), inserted AS (
      INSERT INTO swap_messages (swap_id, sender_id, helper_id, body, client_key, created_at)
      SELECT ${message.swapId}::uuid, ${message.senderId}::uuid, ${message.helperId}::uuid, ${message.body}::text,
             ${message.clientKey}::text, ${message.at}::timestamptz
      FROM hit WHERE hit.hits <= ${rateLimit.limit}
      ON CONFLICT DO NOTHING
      RETURNING id, swap_id, sender_id, helper_id, body, client_key, created_at, hidden_at
    ), sender_read AS (
      INSERT INTO swap_message_reads AS mark (swap_id, member_id, last_read_message_id)
      SELECT swap_id, sender_id, id FROM inserted
      ON CONFLICT (swap_id, member_id) DO UPDATE
        SET last_read_message_id = greatest(mark.last_read_message_id, excluded.last_read_message_id)
    )
    SELECT hit.window_started_at, hit.hits, inserted.* FROM hit LEFT JOIN inserted ON true`);
  const row = inserted.rows[0]!;
  const outcome = rateLimitOutcome(rateLimit, row);
  if (!outcome.allowed) return { overLimit: outcome };
  if (row.id !== null) {
    return {
      row: {
        id: Number(row.id),
        swapId: row.swap_id,
        senderId: row.sender_id,
        helperId: row.helper_id,
        body: row.body,
        clientKey: row.client_key,
        createdAt: new Date(row.created_at),
        hiddenAt: row.hidden_at === null ? null : new Date(row.hidden_at),
      },
      isNew: true,
    };
  }
  const [existing] = await db
    .select()
    .from(swapMessages)
    .where(
      and(
        eq(swapMessages.swapId, message.swapId),
        eq(swapMessages.senderId, message.senderId),
        eq(swapMessages.clientKey, message.clientKey ?? ''),
      ),
    );
  return { row: existing!, isNew: false };
}

/** A page of a thread, newest first. */
export async function listMessages(
  db: DbOrTx,
  swapId: string,
  page: { before: number | null; limit: number },
) {
  return db
    .select()
    .from(swapMessages)
    .where(
      and(
        eq(swapMessages.swapId, swapId),
        // Hidden by an operator after a report (ADR 73): gone for both members.
        isNull(swapMessages.hiddenAt),
        page.before === null ? undefined : lt(swapMessages.id, page.before),
      ),
    )
    .orderBy(desc(swapMessages.id))
    .limit(page.limit);
}

const unreadCondition = (memberId: string) => sql`
  m.sender_id IS DISTINCT FROM ${memberId}
  AND m.id > coalesce((SELECT r.last_read_message_id FROM swap_message_reads r
                       WHERE r.swap_id = m.swap_id AND r.member_id = ${memberId}), 0)`;

/** Unread messages per swap for the member (messages from the other member past their read mark). */
export async function countUnreadBySwap(db: DbOrTx, memberId: string, swapIds: string[]) {
  const counts = new Map<string, number>();
  if (swapIds.length === 0) return counts;
  const result = await db.execute<{ swap_id: string; unread: string }>(sql`
    SELECT m.swap_id, count(*) AS unread FROM swap_messages m
    WHERE m.swap_id IN (${sql.join(
      swapIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) AND ${unreadCondition(memberId)}
    GROUP BY m.swap_id`);
  for (const row of result.rows) counts.set(row.swap_id, Number(row.unread));
  return counts;
}

/** Unread messages over all the member's swaps (the header badge). */
export async function countUnreadTotal(db: DbOrTx, memberId: string): Promise<number> {
  const result = await db.execute<{ unread: string }>(sql`
    SELECT count(*) AS unread FROM swap_messages m
    JOIN swaps s ON s.id = m.swap_id
    WHERE (s.requester_id = ${memberId} OR s.recipient_id = ${memberId}) AND ${unreadCondition(memberId)}`);
  return Number(result.rows[0]?.unread ?? 0);
}

/** Moves the member's read mark forward to `messageId` (never backwards). */
export async function markThreadRead(db: DbOrTx, swapId: string, memberId: string, messageId: number) {
  await db
    .insert(swapMessageReads)
    .values({ swapId, memberId, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [swapMessageReads.swapId, swapMessageReads.memberId],
      set: { lastReadMessageId: sql`greatest(${swapMessageReads.lastReadMessageId}, ${messageId})` },
    });
}

export async function findLatestMessageId(db: DbOrTx, swapId: string): Promise<number> {
  const [row] = await db
    .select({ id: swapMessages.id })
    .from(swapMessages)
    .where(eq(swapMessages.swapId, swapId))
    .orderBy(desc(swapMessages.id))
    .limit(1);
  return row?.id ?? 0;
}

/** The newest message the member has read in the swap's thread (0 before any). */
export async function findReadMark(db: DbOrTx, swapId: string, memberId: string): Promise<number> {
  const [row] = await db
    .select({ id: swapMessageReads.lastReadMessageId })
    .from(swapMessageReads)
    .where(and(eq(swapMessageReads.swapId, swapId), eq(swapMessageReads.memberId, memberId)));
  return row?.id ?? 0;
}

export interface ConversationRow {
  swapId: string;
  status: (typeof swaps.$inferSelect)['status'];
  offeredSkill: string;
  requestedSkill: string;
  partnerId: string;
  lastBody: string | null;
  lastSenderId: string | null;
  lastAt: Date;
  unread: number;
}

/**
 * The member's swaps that have a shown message, the latest message first (keyset on its time and the swap
 * id), each with its newest shown message and the member's unread count.
 */
export async function listConversations(
  db: DbOrTx,
  memberId: string,
  page: { after: { at: Date; swapId: string } | null; limit: number },
): Promise<ConversationRow[]> {
  const result = await db.execute<{
    swap_id: string;
    status: ConversationRow['status'];
    offered_skill: string;
    requested_skill: string;
    partner_id: string;
    last_body: string;
    last_sender_id: string | null;
    last_at: Date | string;
    unread: string;
  }>(sql`
    SELECT c.*, (SELECT count(*) FROM swap_messages m
                 WHERE m.swap_id = c.swap_id AND m.hidden_at IS NULL AND ${unreadCondition(memberId)}) AS unread
    FROM (
      SELECT s.id AS swap_id, s.status, s.offered_skill, s.requested_skill,
             CASE WHEN s.requester_id = ${memberId} THEN s.recipient_id ELSE s.requester_id END AS partner_id,
             last.body AS last_body, last.sender_id AS last_sender_id,
             date_trunc('milliseconds', last.created_at) AS last_at
      FROM swaps s
      CROSS JOIN LATERAL (
        SELECT m.body, m.sender_id, m.created_at FROM swap_messages m
        WHERE m.swap_id = s.id AND m.hidden_at IS NULL ORDER BY m.id DESC LIMIT 1
      ) last
      WHERE (s.requester_id = ${memberId} OR s.recipient_id = ${memberId})
    ) c
    ${page.after ? sql`WHERE (c.last_at, c.swap_id) < (${page.after.at.toISOString()}::timestamptz, ${page.after.swapId}::uuid)` : sql``}
    ORDER BY c.last_at DESC, c.swap_id DESC
    LIMIT ${page.limit}`);
  return result.rows.map((row) => ({
    swapId: row.swap_id,
    status: row.status,
    offeredSkill: row.offered_skill,
    requestedSkill: row.requested_skill,
    partnerId: row.partner_id,
    lastBody: row.last_body,
    lastSenderId: row.last_sender_id,
    lastAt: new Date(row.last_at),
    unread: Number(row.unread),
  }));
}
