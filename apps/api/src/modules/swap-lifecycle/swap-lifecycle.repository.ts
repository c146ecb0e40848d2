import { and, asc, count, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { swapRequestLifetimeDays, type SwapBox } from '@skillswap/contracts/swap-lifecycle/schemas';
import { activeSwapStatuses, type SwapStatus } from '@skillswap/contracts/swaps/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { swapConfirmations, swapEvents, swaps } from '../../db/schema/index.ts';
import type { SwapRow } from '../swaps/index.ts';

export const statusesByBox: Record<SwapBox, SwapStatus[]> = {
  incoming: ['requested'],
  outgoing: ['requested'],
  active: [...activeSwapStatuses],
  past: ['declined', 'cancelled', 'expired', 'completed'],
};

export async function listSwapEvents(db: DbOrTx, swapId: string) {
  return db.select().from(swapEvents).where(eq(swapEvents.swapId, swapId)).orderBy(asc(swapEvents.id));
}

function boxCondition(memberId: string, box: SwapBox): SQL {
  const statuses = inArray(swaps.status, statusesByBox[box]);
  if (box === 'incoming') return and(statuses, eq(swaps.recipientId, memberId))!;
  if (box === 'outgoing') return and(statuses, eq(swaps.requesterId, memberId))!;
  return and(statuses, or(eq(swaps.requesterId, memberId), eq(swaps.recipientId, memberId)))!;
}

/** One page of a member's swaps in a box, most recently changed first. */
export async function listMemberSwaps(
  db: DbOrTx,
  memberId: string,
  box: SwapBox,
  page: { after: { updatedAt: Date; id: string } | null; limit: number },
): Promise<SwapRow[]> {
  const keyset = page.after
    ? sql`(${swaps.updatedAt}, ${swaps.id}) < (${page.after.updatedAt.toISOString()}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  return db
    .select()
    .from(swaps)
    .where(and(boxCondition(memberId, box), keyset))
    .orderBy(desc(swaps.updatedAt), desc(swaps.id))
    .limit(page.limit);
}

export async function countMemberSwaps(db: DbOrTx, memberId: string, box: SwapBox): Promise<number> {
  const [row] = await db.select({ total: count() }).from(swaps).where(boxCondition(memberId, box));
  return row?.total ?? 0;
}

export async function upsertConfirmation(
  tx: DbOrTx,
  confirmation: {
    swapId: string;
    memberId: string;
    requesterHours: number;
    recipientHours: number;
    at: Date;
  },
) {
  const values = {
    requesterHours: confirmation.requesterHours,
    recipientHours: confirmation.recipientHours,
    confirmedAt: confirmation.at,
  };
  await tx
    .insert(swapConfirmations)
    .values({ swapId: confirmation.swapId, memberId: confirmation.memberId, ...values })
    .onConflictDoUpdate({ target: [swapConfirmations.swapId, swapConfirmations.memberId], set: values });
}

export async function listConfirmations(db: DbOrTx, swapIds: string[]) {
  if (swapIds.length === 0) return [];
  return db.select().from(swapConfirmations).where(inArray(swapConfirmations.swapId, swapIds));
}

/** When a request expires; rows written without an expiry get the standard lifetime from creation. */
const expiryOf = sql<Date>`coalesce(${swaps.expiresAt}, ${swaps.createdAt} + make_interval(days => ${swapRequestLifetimeDays}))`;

/** Requests unanswered past their expiry, locked; rows another worker holds are skipped. */
export async function lockDueRequests(tx: DbOrTx, now: Date, limit: number): Promise<SwapRow[]> {
  return tx
    .select()
    .from(swaps)
    .where(and(eq(swaps.status, 'requested'), lte(expiryOf, now)))
    .orderBy(asc(expiryOf))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * A member's requested and accepted swaps, locked in id order (account deletion cancels them); with `among`,
 * only those with one of these members (leaving an organisation, ADR 122).
 */
export async function lockOpenSwapsOf(tx: DbOrTx, memberId: string, among?: SQL): Promise<SwapRow[]> {
  return tx
    .select()
    .from(swaps)
    .where(
      and(
        inArray(swaps.status, ['requested', 'accepted']),
        among
          ? or(
              and(eq(swaps.requesterId, memberId), sql`${swaps.recipientId} IN ${among}`),
              and(eq(swaps.recipientId, memberId), sql`${swaps.requesterId} IN ${among}`),
            )
          : or(eq(swaps.requesterId, memberId), eq(swaps.recipientId, memberId)),
      ),
    )
    .orderBy(asc(swaps.id))
    .for('update');
}

/** Requests waiting for an answer between two members, either way, locked in id order (ADR 0043). */
export async function lockRequestsBetween(tx: DbOrTx, memberA: string, memberB: string): Promise<SwapRow[]> {
  return tx
    .select()
    .from(swaps)
    .where(
      and(
        eq(swaps.status, 'requested'),
        or(
          and(eq(swaps.requesterId, memberA), eq(swaps.recipientId, memberB)),
          and(eq(swaps.requesterId, memberB), eq(swaps.recipientId, memberA)),
        ),
      ),
    )
    .orderBy(asc(swaps.id))
    .for('update');
}

/** Accepted swaps where the other member confirmed hours and this member has not confirmed the same. */
export async function countAwaitingConfirmation(db: DbOrTx, memberId: string): Promise<number> {
  const result = await db.execute<{ total: string }>(sql`
    SELECT count(*) AS total FROM swaps s
    JOIN swap_confirmations theirs ON theirs.swap_id = s.id AND theirs.member_id <> ${memberId}
    LEFT JOIN swap_confirmations mine ON mine.swap_id = s.id AND mine.member_id = ${memberId}
    WHERE s.status = 'accepted' AND (s.requester_id = ${memberId} OR s.recipient_id = ${memberId})
      AND (mine.swap_id IS NULL OR mine.requester_hours <> theirs.requester_hours
           OR mine.recipient_hours <> theirs.recipient_hours)`);
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * Requests made in a community that accepts requests automatically, unanswered for its number of days (from
 * their approval when they needed one), not yet tried, oldest first (ADR 181). Read without locks: the job
 * claims each one under its lock and checks it again.
 */
export async function listAutoAcceptCandidates(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT s.id FROM swaps s
    JOIN community_rules r ON r.community_id = s.community_id
    WHERE s.status = 'requested' AND s.community_id IS NOT NULL AND r.auto_accept_days IS NOT NULL
      AND s.auto_accept_skipped_at IS NULL
      AND (s.community_approval IS NULL OR s.community_approval = 'approved')
      AND coalesce(s.community_approval_at, s.created_at) + make_interval(days => r.auto_accept_days)
        <= ${now.toISOString()}::timestamptz
    ORDER BY s.created_at, s.id
    LIMIT ${limit}`);
  return result.rows.map((row) => row.id);
}
