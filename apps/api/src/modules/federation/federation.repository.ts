import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { federationInvitations, federationLinkHeads, federationLinks } from '../../db/schema/index.ts';

export type LinkRow = typeof federationLinks.$inferSelect;

export async function insertInvitation(
  db: DbOrTx,
  row: {
    tokenHash: string;
    issuedBy: string;
    maxOwedHours: number;
    maxOwingHours: number;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  const { now, ...values } = row;
  await db.insert(federationInvitations).values({ ...values, createdAt: now });
}

/** Spends a live invitation, locked; null for an unknown, spent or expired one. */
export async function takeInvitation(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(federationInvitations)
    .set({ redeemedAt: now })
    .where(
      and(
        eq(federationInvitations.tokenHash, tokenHash),
        isNull(federationInvitations.redeemedAt),
        sql`${federationInvitations.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function countOpenInvitations(db: DbOrTx, now: Date): Promise<number> {
  const result = await db.execute<{ n: number | string }>(sql`
    SELECT count(*) AS n FROM federation_invitations WHERE redeemed_at IS NULL AND expires_at > ${now.toISOString()}`);
  return Number(result.rows[0]!.n);
}

/** Records a link; null when a live link to a node of that name (or a second trunk) exists already. */
export async function insertLink(
  db: DbOrTx,
  row: Omit<typeof federationLinks.$inferInsert, 'id' | 'status' | 'pausedBy' | 'endedAt'>,
): Promise<LinkRow | null> {
  const [inserted] = await db.insert(federationLinks).values(row).onConflictDoNothing().returning();
  if (!inserted) return null;
  // The chain starts at the empty head, the first in the link's window (ADR 191).
  await db
    .insert(federationLinkHeads)
    .values({ linkId: inserted.id, hash: inserted.lastHash, heldAt: inserted.createdAt });
  return inserted;
}

export async function findLink(db: DbOrTx, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(federationLinks).where(eq(federationLinks.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The live (not ended) link with the node of that name, locked. */
export async function findLiveLinkByPeer(db: DbOrTx, peerName: string): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(federationLinks)
    .where(and(eq(federationLinks.peerName, peerName), ne(federationLinks.status, 'ended')))
    .for('update');
  return row ?? null;
}

/** Whether this node held `hash` on the link: its head now, or one in the link's window (ADR 191). */
export async function isHeldHead(db: DbOrTx, link: LinkRow, hash: string): Promise<boolean> {
  if (hash === link.lastHash || hash === link.previousHash) return true;
  const result = await db.execute(
    sql`SELECT 1 FROM federation_link_heads WHERE link_id = ${link.id} AND hash = ${hash} LIMIT 1`,
  );
  return result.rows.length > 0;
}

/** The peer showed it holds `hash` (the link is locked): that head is the one to send it next (ADR 191). */
export async function notePeerHead(db: DbOrTx, link: LinkRow, hash: string): Promise<void> {
  if (link.peerHash === hash) return;
  await db.update(federationLinks).set({ peerHash: hash }).where(eq(federationLinks.id, link.id));
}

export async function hasLiveTrunk(db: DbOrTx): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT 1 FROM federation_links WHERE peer_role = 'trunk' AND status <> 'ended' LIMIT 1`,
  );
  return result.rows.length > 0;
}

export async function setLinkState(
  db: DbOrTx,
  id: string,
  state: { status: LinkRow['status']; pausedBy: LinkRow['pausedBy']; endedAt?: Date },
): Promise<LinkRow> {
  const [row] = await db
    .update(federationLinks)
    .set({ status: state.status, pausedBy: state.pausedBy, endedAt: state.endedAt ?? null })
    .where(eq(federationLinks.id, id))
    .returning();
  return row!;
}

/**
 * Every link, live first, each with what the other node owes this one: its account's sum negated, since the
 * account holds what this node owes the other, as a member's holds what the exchange owes the
 * member (ADR 184).
 */
export async function listLinksWithBalance(db: DbOrTx): Promise<Array<LinkRow & { balance: number }>> {
  const rows = await db
    .select({
      link: federationLinks,
      // Named with its table: Drizzle writes a lone column unqualified, which inside the subquery
      // meant m's own.
      balance: sql<string>`(SELECT -coalesce(sum(m.amount), 0) FROM ledger_movements m
        WHERE m.account_id = federation_links.account_id)`,
    })
    .from(federationLinks)
    .orderBy(sql`${federationLinks.status} = 'ended'`, federationLinks.createdAt);
  return rows.map((row) => ({ ...row.link, balance: Number(row.balance) }));
}

/** What the other node owes this one over a link (ADR 184: the link account's sum, negated). */
export async function linkBalance(db: DbOrTx, accountId: string): Promise<number> {
  const result = await db.execute<{ balance: string }>(
    sql`SELECT -coalesce(sum(amount), 0) AS balance FROM ledger_movements WHERE account_id = ${accountId}`,
  );
  return Number(result.rows[0]!.balance) + 0;
}

/** Takes a signed request's nonce for the link; false when it was seen already (a replay). */
export async function takeNonce(
  db: DbOrTx,
  row: { linkId: string; nonce: string; now: Date; forgetBefore: Date },
): Promise<boolean> {
  await db.execute(
    sql`DELETE FROM federation_nonces WHERE link_id = ${row.linkId} AND seen_at < ${row.forgetBefore.toISOString()}`,
  );
  const result = await db.execute(sql`
    INSERT INTO federation_nonces (link_id, nonce, seen_at) VALUES (${row.linkId}, ${row.nonce}, ${row.now.toISOString()})
    ON CONFLICT DO NOTHING RETURNING nonce`);
  return result.rows.length > 0;
}
