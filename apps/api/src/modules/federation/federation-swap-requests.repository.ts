import { and, asc, desc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { federationSwapRequests } from '../../db/schema/index.ts';

export type SwapRequestRow = typeof federationSwapRequests.$inferSelect;
type SwapRequestInsert = typeof federationSwapRequests.$inferInsert;

export async function findSwapRequest(db: DbOrTx, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(federationSwapRequests).where(eq(federationSwapRequests.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Records a request on this node; null when it is recorded already (the same id, a delivery repeated) or,
 * for a requester's own, when they have an open request with that member already (a unique index).
 */
export async function insertSwapRequest(
  db: DbOrTx,
  row: Omit<SwapRequestInsert, 'updatedAt'> & { createdAt: Date },
): Promise<SwapRequestRow | null> {
  const [inserted] = await db
    .insert(federationSwapRequests)
    .values({ ...row, updatedAt: row.createdAt })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

export async function updateSwapRequest(
  db: DbOrTx,
  id: string,
  change: Partial<
    Pick<SwapRequestRow, 'state' | 'refusal' | 'recipientName' | 'delivery' | 'nextAttemptAt'>
  > & { updatedAt: Date },
): Promise<SwapRequestRow> {
  const [row] = await db
    .update(federationSwapRequests)
    .set(change)
    .where(eq(federationSwapRequests.id, id))
    .returning();
  return row!;
}

/** Forgets a request its recipient's node refused at once: the member's send changed nothing. */
export async function deleteSwapRequest(db: DbOrTx, id: string): Promise<void> {
  await db.delete(federationSwapRequests).where(eq(federationSwapRequests.id, id));
}

/** A member's open request (sending or pending) to the member at `recipient`, if any. */
export async function findOpenSwapRequest(db: DbOrTx, memberId: string, recipient: string) {
  const [row] = await db
    .select({ id: federationSwapRequests.id })
    .from(federationSwapRequests)
    .where(
      and(
        eq(federationSwapRequests.requesterMemberId, memberId),
        eq(federationSwapRequests.recipient, recipient),
        sql`${federationSwapRequests.state} IN ('sending', 'pending')`,
      ),
    );
  return row ?? null;
}

/** The requests this node recorded with a local member on either side, newest first. */
export async function listMemberSwapRequests(db: DbOrTx, memberId: string, limit: number) {
  return db
    .select()
    .from(federationSwapRequests)
    .where(
      or(
        eq(federationSwapRequests.requesterMemberId, memberId),
        eq(federationSwapRequests.recipientMemberId, memberId),
      ),
    )
    .orderBy(desc(federationSwapRequests.createdAt), desc(federationSwapRequests.id))
    .limit(limit);
}

/**
 * Messages due to the next node, taken for this run: each moved to `retryAt` (and its attempts counted) in
 * the transaction that locks it, so another process skips it until then.
 */
export async function claimDueSwapDeliveries(db: DbOrTx, now: Date, retryAt: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(federationSwapRequests)
      .where(and(isNotNull(federationSwapRequests.delivery), lte(federationSwapRequests.nextAttemptAt, now)))
      .orderBy(asc(federationSwapRequests.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx
        .update(federationSwapRequests)
        .set({ nextAttemptAt: retryAt, deliveryAttempts: row.deliveryAttempts + 1 })
        .where(eq(federationSwapRequests.id, row.id));
    }
    return due;
  });
}

/**
 * A member partner exchanges may see (ADR 185), by id, with the name they see; null for anyone else: not
 * opted in, a private, deleted or suspended profile, or no member at all (one answer for all, so a partner
 * learns nothing of who is not visible).
 */
export async function findPartnerVisibleMember(db: DbOrTx, memberId: string) {
  const result = await db.execute<{ id: string; name: string }>(sql`
    SELECT p.id, coalesce(p.full_name, '') AS name
    FROM profiles p JOIN users u ON u.id = p.id
    WHERE p.id = ${memberId} AND p.visible_to_partners AND p.deleted_at IS NULL
      AND p.profile_visibility = 'public' AND u.deleted_at IS NULL AND u.suspended_at IS NULL`);
  return result.rows[0] ?? null;
}

/**
 * Requests still waiting for an answer that were recorded here at `cutoff` or before, oldest first, locked
 * for the transaction that expires them (another process skips them): those this node's members sent, or
 * (`side:
 * 'received'`) those they were sent, which only wait here once they were delivered (`pending`).
 */
export async function lockUnansweredRequests(
  tx: DbOrTx,
  options: { side: 'sent' | 'received'; cutoff: Date; limit: number },
) {
  const ours =
    options.side === 'sent'
      ? and(
          isNotNull(federationSwapRequests.requesterMemberId),
          sql`${federationSwapRequests.state} IN ('sending', 'pending')`,
        )
      : and(isNotNull(federationSwapRequests.recipientMemberId), eq(federationSwapRequests.state, 'pending'));
  return tx
    .select()
    .from(federationSwapRequests)
    .where(and(ours, lte(federationSwapRequests.createdAt, options.cutoff)))
    .orderBy(asc(federationSwapRequests.createdAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
}
