import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberDisplayNameSql } from '../../db/member-display-name.ts';
import {
  federationLinkHeads,
  federationLinks,
  federationTransfers,
  profiles,
  users,
} from '../../db/schema/index.ts';
import type { LinkRow } from './federation.repository.ts';

export type TransferRow = typeof federationTransfers.$inferSelect;

export async function findTransfer(db: DbOrTx, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(federationTransfers).where(eq(federationTransfers.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Records a transaction on this node; null when one with this id is recorded already. */
export async function insertTransfer(
  db: DbOrTx,
  row: Omit<typeof federationTransfers.$inferInsert, 'state' | 'updatedAt'> & { createdAt: Date },
): Promise<TransferRow | null> {
  const [inserted] = await db
    .insert(federationTransfers)
    .values({ ...row, state: 'validated', updatedAt: row.createdAt })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

export async function updateTransfer(
  db: DbOrTx,
  id: string,
  change: Partial<
    Pick<
      TransferRow,
      | 'state'
      | 'erasedBecause'
      | 'deliveryDue'
      | 'deliveryAttempts'
      | 'nextAttemptAt'
      | 'fromLinkHash'
      | 'toLinkHash'
    >
  > & { updatedAt: Date },
): Promise<TransferRow> {
  const [row] = await db
    .update(federationTransfers)
    .set(change)
    .where(eq(federationTransfers.id, id))
    .returning();
  return row!;
}

/**
 * One page of the transfers this node recorded with a local member as payer or payee, newest first (keyset on
 * when it was made and its id).
 */
export async function listMemberTransfers(
  db: DbOrTx,
  memberId: string,
  page: { after: { createdAt: Date; id: string } | null; limit: number },
): Promise<TransferRow[]> {
  const keyset = page.after
    ? sql`(${federationTransfers.createdAt}, ${federationTransfers.id}) < (${page.after.createdAt.toISOString()}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  return db
    .select()
    .from(federationTransfers)
    .where(
      and(
        or(eq(federationTransfers.payerMemberId, memberId), eq(federationTransfers.payeeMemberId, memberId)),
        keyset,
      ),
    )
    .orderBy(desc(federationTransfers.createdAt), desc(federationTransfers.id))
    .limit(page.limit);
}

/** Hours a local member proposed paying across nodes that wait for their approval (ADR 184, T113). */
export async function sumOpenProposals(db: DbOrTx, memberId: string): Promise<number> {
  const result = await db.execute<{ hours: string }>(sql`
    SELECT coalesce(sum(quantity), 0) AS hours FROM federation_transfers
    WHERE payer_member_id = ${memberId} AND from_link_id IS NULL AND state = 'validated'`);
  return Number(result.rows[0]!.hours);
}

/** A live local member by id, with the name others read; null for an unknown, deleted or suspended one. */
export async function findLocalMember(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({ id: users.id, name: memberDisplayNameSql() })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        eq(users.id, memberId),
        sql`${users.deletedAt} IS NULL AND ${users.suspendedAt} IS NULL AND ${profiles.deletedAt} IS NULL`,
      ),
    );
  return row ?? null;
}

/** The live link with the node of that name, unlocked (routing reads; the relay locks it later). */
export async function findLinkByPeer(db: DbOrTx, peerName: string): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(federationLinks)
    .where(and(eq(federationLinks.peerName, peerName), sql`${federationLinks.status} <> 'ended'`));
  return row ?? null;
}

export async function findLiveTrunk(db: DbOrTx): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(federationLinks)
    .where(and(eq(federationLinks.peerRole, 'trunk'), sql`${federationLinks.status} <> 'ended'`));
  return row ?? null;
}

export async function lockLink(db: DbOrTx, id: string): Promise<LinkRow> {
  const [row] = await db.select().from(federationLinks).where(eq(federationLinks.id, id)).for('update');
  return row!;
}

/**
 * What the link's account holds (positive: this node owes the other) and the hours validated through it that
 * have not moved yet, each way: they are counted against the link's limits, as holds are against a floor.
 */
export async function linkExposure(db: DbOrTx, link: LinkRow) {
  const result = await db.execute<{ balance: string; outgoing: string; incoming: string }>(sql`
    SELECT
      (SELECT coalesce(sum(amount), 0) FROM ledger_movements WHERE account_id = ${link.accountId}) AS balance,
      (SELECT coalesce(sum(quantity), 0) FROM federation_transfers
        WHERE to_link_id = ${link.id} AND state = 'validated') AS outgoing,
      (SELECT coalesce(sum(quantity), 0) FROM federation_transfers
        WHERE from_link_id = ${link.id} AND state = 'validated') AS incoming`);
  const row = result.rows[0]!;
  return { balance: Number(row.balance), outgoing: Number(row.outgoing), incoming: Number(row.incoming) };
}

/** How many heads a link's window keeps (ADR 191). */
export const headWindow = 1000;

/**
 * Moves the link's hash ratchet to `hash` (the link is locked), keeping the head it replaces and adding the
 * new one to the link's window; the oldest heads past the window's size are forgotten (ADR 191). `peerHolds`:
 * the head came from the peer's own answer, so the peer holds it and it is the one to send next.
 */
export async function advanceLinkHash(
  db: DbOrTx,
  link: LinkRow,
  hash: string,
  options: { now: Date; peerHolds: boolean },
): Promise<void> {
  await db
    .update(federationLinks)
    .set({
      lastHash: hash,
      previousHash: link.lastHash,
      ...(options.peerHolds ? { peerHash: hash } : {}),
    })
    .where(eq(federationLinks.id, link.id));
  await db
    .insert(federationLinkHeads)
    .values({ linkId: link.id, hash, heldAt: options.now })
    .onConflictDoNothing();
  await db.execute(sql`
    DELETE FROM federation_link_heads
    WHERE link_id = ${link.id}
      AND id < (SELECT id FROM federation_link_heads WHERE link_id = ${link.id}
                ORDER BY id DESC OFFSET ${headWindow - 1} LIMIT 1)`);
}

/**
 * Proposals made on this node (the payer is ours) still `validated` since before `cutoff`, locked; rows
 * another process holds are skipped, so each expires once (ADR 188).
 */
export async function lockStaleProposals(db: DbOrTx, cutoff: Date, limit: number): Promise<TransferRow[]> {
  return db
    .select()
    .from(federationTransfers)
    .where(
      and(
        eq(federationTransfers.state, 'validated'),
        isNull(federationTransfers.fromLinkId),
        lte(federationTransfers.createdAt, cutoff),
      ),
    )
    .orderBy(asc(federationTransfers.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Transactions whose message to the next node is due, oldest first, each claimed by pushing its next try
 * back.
 */
export async function claimDueDeliveries(db: DbOrTx, now: Date, retryAt: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(federationTransfers)
      .where(and(eq(federationTransfers.deliveryDue, true), lte(federationTransfers.nextAttemptAt, now)))
      .orderBy(asc(federationTransfers.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx
        .update(federationTransfers)
        .set({ nextAttemptAt: retryAt, deliveryAttempts: row.deliveryAttempts + 1 })
        .where(eq(federationTransfers.id, row.id));
    }
    return due;
  });
}

/**
 * Messages to the next node still unacknowledged since before `cutoff` (a failed try keeps `updated_at`, a
 * change of state moves it) and not told to the admins since that change, locked; rows another process holds
 * are skipped, so each is told once (ADR 197). Messages held behind a link this node paused are left out.
 */
export async function lockStuckDeliveries(db: DbOrTx, cutoff: Date, limit: number): Promise<TransferRow[]> {
  return db
    .select()
    .from(federationTransfers)
    .where(
      and(
        eq(federationTransfers.deliveryDue, true),
        lt(federationTransfers.updatedAt, cutoff),
        // Held on purpose behind our own paused link: its admins paused it and know.
        sql`EXISTS (SELECT 1 FROM federation_links l
                    WHERE l.id = ${federationTransfers.toLinkId} AND l.status = 'active')`,
        or(
          isNull(federationTransfers.deliveryAlertedAt),
          gt(federationTransfers.updatedAt, federationTransfers.deliveryAlertedAt),
        ),
      ),
    )
    .orderBy(asc(federationTransfers.updatedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markDeliveriesAlerted(db: DbOrTx, ids: string[], now: Date): Promise<void> {
  await db
    .update(federationTransfers)
    .set({ deliveryAlertedAt: now })
    .where(inArray(federationTransfers.id, ids));
}

/**
 * Per link, the outcomes this node still owes the next node and keeps sending: how many, their hours, since
 * when the oldest waits (its last change of state), the most tries any has had, and the oldest ids (ADR 201).
 */
export async function summariseWaitingDeliveries(db: DbOrTx, idsPerLink: number) {
  const rows = await db
    .select({
      linkId: sql<string>`${federationTransfers.toLinkId}`,
      transfers: sql<number>`count(*)::int`,
      hours: sql<string>`sum(${federationTransfers.quantity})`,
      since: sql<Date>`min(${federationTransfers.updatedAt})`.mapWith(federationTransfers.updatedAt),
      attempts: sql<number>`max(${federationTransfers.deliveryAttempts})::int`,
      oldest: sql<string[]>`(array_agg(${federationTransfers.id} ORDER BY ${federationTransfers.updatedAt},
        ${federationTransfers.id}))[1:${sql.raw(String(idsPerLink))}]`,
    })
    .from(federationTransfers)
    .where(and(eq(federationTransfers.deliveryDue, true), sql`${federationTransfers.toLinkId} IS NOT NULL`))
    .groupBy(federationTransfers.toLinkId);
  return rows.map((row) => ({ ...row, hours: Number(row.hours) }));
}
