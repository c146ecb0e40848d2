import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberBlocks, swapMessageReads, swapMessages, swaps } from '../../db/schema/index.ts';

export type MessageRow = typeof swapMessages.$inferSelect;

/**
 * The swap a message is posted to and whether either of its members blocked the other, in one round trip
 * (issue 20, 8b: the send path reads this for every message).
 */
export async function findSwapForMessage(db: DbOrTx, swapId: string) {
  const [row] = await db
    .select({
      swap: swaps,
      isBlocked: sql<boolean>`EXISTS (SELECT 1 FROM ${memberBlocks} b
        WHERE (b.blocker_id = ${swaps.requesterId} AND b.blocked_id = ${swaps.recipientId})
           OR (b.blocker_id = ${swaps.recipientId} AND b.blocked_id = ${swaps.requesterId}))`,
    })
    .from(swaps)
    .where(eq(swaps.id, swapId));
  return row ?? null;
}

/**
 * Stores a message; with a client key, a retried send answers the message stored the first time.
 * Answers the message and whether it is new.
 */
export async function insertMessage(
  db: DbOrTx,
  message: { swapId: string; senderId: string; body: string; clientKey: string | null; at: Date },
): Promise<{ row: MessageRow; isNew: boolean }> {
  const inserted = await db
    .insert(swapMessages)
    .values({
      swapId: message.swapId,
      senderId: message.senderId,
      body: message.body,
      clientKey: message.clientKey,
      createdAt: message.at,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { row: inserted[0], isNew: true };
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
