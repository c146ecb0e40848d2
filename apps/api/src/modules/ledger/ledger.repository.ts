import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  describeTransfer,
  type TransferDetails,
  type TransferKind,
} from '@skillswap/contracts/ledger/schemas';
import type { DbOrTx } from '../../db/client.ts';
import {
  communityFundAccountId,
  ledgerAccounts,
  ledgerHolds,
  ledgerMovements,
  ledgerTransfers,
  profiles,
  users,
} from '../../db/schema/index.ts';

export interface AccountTotals {
  balance: number;
  held: number;
}

/** Opens the member's account if it does not exist yet; answers its id. */
export async function ensureMemberAccount(db: DbOrTx, memberId: string): Promise<string> {
  await db.insert(ledgerAccounts).values({ kind: 'member', memberId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
  return row!.id;
}

/**
 * Locks the members' accounts (opening them when needed) in a fixed order, so two transactions that
 * touch the same pair never deadlock. Answers memberId → accountId.
 */
export async function lockMemberAccounts(db: DbOrTx, memberIds: string[]): Promise<Map<string, string>> {
  for (const memberId of new Set(memberIds)) await ensureMemberAccount(db, memberId);
  const rows = await db
    .select({ id: ledgerAccounts.id, memberId: ledgerAccounts.memberId })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.memberId, memberIds))
    .orderBy(asc(ledgerAccounts.id))
    .for('no key update');
  return new Map(rows.map((row) => [row.memberId!, row.id]));
}

export async function findMemberAccountId(db: DbOrTx, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
  return row?.id ?? null;
}

/** Balance (sum of movements) and active holds of one account. */
export async function getAccountTotals(db: DbOrTx, accountId: string): Promise<AccountTotals> {
  const result = await db.execute<{ balance: string; held: string }>(sql`
    SELECT
      (SELECT coalesce(sum(amount), 0) FROM ledger_movements WHERE account_id = ${accountId}) AS balance,
      (SELECT coalesce(sum(amount), 0) FROM ledger_holds
        WHERE account_id = ${accountId} AND released_at IS NULL) AS held`);
  const row = result.rows[0]!;
  return { balance: Number(row.balance), held: Number(row.held) };
}

/** Balances and active holds of several accounts in one read: accountId → totals. */
export async function getAccountsTotals(
  db: DbOrTx,
  accountIds: string[],
): Promise<Map<string, AccountTotals>> {
  if (accountIds.length === 0) return new Map();
  const ids = sql.join(
    accountIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<{ account_id: string; balance: string; held: string }>(sql`
    SELECT a.id AS account_id,
      (SELECT coalesce(sum(amount), 0) FROM ledger_movements WHERE account_id = a.id) AS balance,
      (SELECT coalesce(sum(amount), 0) FROM ledger_holds WHERE account_id = a.id AND released_at IS NULL) AS held
    FROM ledger_accounts a WHERE a.id IN (${ids})`);
  return new Map(
    result.rows.map((row) => [row.account_id, { balance: Number(row.balance), held: Number(row.held) }]),
  );
}

/**
 * Records a transfer once per idempotency key; answers its id, or null when the key was used before
 * (the transfer already happened).
 */
export async function insertTransfer(
  db: DbOrTx,
  transfer: { kind: TransferKind; idempotencyKey: string; swapId?: string; details: TransferDetails },
): Promise<number | null> {
  const rows = await db
    .insert(ledgerTransfers)
    .values({
      ...transfer,
      swapId: transfer.swapId ?? null,
      description: describeTransfer(transfer.kind, transfer.details),
    })
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning({ id: ledgerTransfers.id });
  return rows[0]?.id ?? null;
}

/**
 * Records many transfers at once (an import), each once per idempotency key, in chunks the database takes in
 * one statement; answers idempotency key → id for those recorded now (a key used before is left out).
 */
export async function insertTransfers(
  db: DbOrTx,
  transfers: { kind: TransferKind; idempotencyKey: string; details: TransferDetails }[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < transfers.length; start += 1000) {
    const rows = await db
      .insert(ledgerTransfers)
      .values(
        transfers.slice(start, start + 1000).map((transfer) => ({
          ...transfer,
          swapId: null,
          description: describeTransfer(transfer.kind, transfer.details),
        })),
      )
      .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
      .returning({ id: ledgerTransfers.id, idempotencyKey: ledgerTransfers.idempotencyKey });
    for (const row of rows) ids.set(row.idempotencyKey, row.id);
  }
  return ids;
}

/** Movements of many transfers at once, in chunks; each transfer's must still add up to zero at commit. */
export async function insertMovementRows(
  db: DbOrTx,
  movements: { transferId: number; accountId: string; amount: number }[],
): Promise<void> {
  const nonZero = movements.filter((movement) => movement.amount !== 0);
  for (let start = 0; start < nonZero.length; start += 2000) {
    await db.insert(ledgerMovements).values(nonZero.slice(start, start + 2000));
  }
}

/** The movements of one transfer; the database refuses the commit unless they add up to zero. */
export async function insertMovements(
  db: DbOrTx,
  transferId: number,
  movements: { accountId: string; amount: number }[],
): Promise<void> {
  const nonZero = movements.filter((movement) => movement.amount !== 0);
  if (nonZero.length === 0) return;
  await db.insert(ledgerMovements).values(nonZero.map((movement) => ({ ...movement, transferId })));
}

export async function insertHold(
  db: DbOrTx,
  hold: { accountId: string; swapId: string; amount: number },
): Promise<void> {
  await db.insert(ledgerHolds).values(hold).onConflictDoNothing({ target: ledgerHolds.swapId });
}

/** Holds a workshop seat's price (migration 0066): one hold per booking, ever. */
export async function insertWorkshopHold(
  db: DbOrTx,
  hold: { accountId: string; bookingId: string; amount: number },
): Promise<void> {
  await db
    .insert(ledgerHolds)
    .values({ accountId: hold.accountId, workshopBookingId: hold.bookingId, amount: hold.amount })
    .onConflictDoNothing({ target: ledgerHolds.workshopBookingId });
}

/** Releases a workshop booking's hold if it is still active; answers whether one was released. */
export async function releaseWorkshopHold(
  db: DbOrTx,
  bookingId: string,
  reason: 'cancelled' | 'settled',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(ledgerHolds)
    .set({ releasedAt: at, releaseReason: reason })
    .where(and(eq(ledgerHolds.workshopBookingId, bookingId), isNull(ledgerHolds.releasedAt)))
    .returning({ id: ledgerHolds.id });
  return rows.length > 0;
}

/** Releases the swap's hold if it is still active; answers whether one was released. */
export async function releaseHold(
  db: DbOrTx,
  swapId: string,
  reason: 'cancelled' | 'settled' | 'account_closed',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(ledgerHolds)
    .set({ releasedAt: at, releaseReason: reason })
    .where(and(eq(ledgerHolds.swapId, swapId), isNull(ledgerHolds.releasedAt)))
    .returning({ id: ledgerHolds.id });
  return rows.length > 0;
}

export { communityFundAccountId };

/** The community's fund account, opened on first use. */
export async function ensureCommunityFundAccount(db: DbOrTx, communityId: string): Promise<string> {
  await db.insert(ledgerAccounts).values({ kind: 'community_fund', communityId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.communityId, communityId));
  return row!.id;
}

/** A new account for a link with another node (ADR 183): what crosses the link is balanced against it. */
export async function openNodeLinkAccount(db: DbOrTx): Promise<string> {
  const [row] = await db
    .insert(ledgerAccounts)
    .values({ kind: 'node_link' })
    .returning({ id: ledgerAccounts.id });
  return row!.id;
}

/**
 * Locks a member's account and a community fund's account together, in ascending id like every other lock
 * on `ledger_accounts` (ADR 43): donations and grants move coin both ways between the same two rows, and
 * taking them in opposite orders deadlocked (ADR 157).
 */
export async function lockMemberAndFundAccounts(
  db: DbOrTx,
  memberId: string,
  communityId: string,
): Promise<{ memberAccount: string; fundAccount: string }> {
  const { memberAccounts, fundAccount } = await lockMembersAndFundAccounts(db, [memberId], communityId);
  return { memberAccount: memberAccounts.get(memberId)!, fundAccount };
}

/** Several members' accounts and one community fund's, locked together in ascending id (ADR 43). */
export async function lockMembersAndFundAccounts(
  db: DbOrTx,
  memberIds: string[],
  communityId: string,
): Promise<{ memberAccounts: Map<string, string>; fundAccount: string }> {
  await db
    .insert(ledgerAccounts)
    .values([...new Set(memberIds)].map((memberId) => ({ kind: 'member' as const, memberId })))
    .onConflictDoNothing();
  await ensureCommunityFundAccount(db, communityId);
  const rows = await db
    .select({ id: ledgerAccounts.id, memberId: ledgerAccounts.memberId })
    .from(ledgerAccounts)
    .where(or(inArray(ledgerAccounts.memberId, memberIds), eq(ledgerAccounts.communityId, communityId)))
    .orderBy(asc(ledgerAccounts.id))
    .for('no key update');
  const fund = rows.find((row) => row.memberId === null)!;
  return {
    memberAccounts: new Map(rows.flatMap((row) => (row.memberId ? [[row.memberId, row.id] as const] : []))),
    fundAccount: fund.id,
  };
}

/**
 * What the starter grant needs to know about a member: their profile and whether their address is verified.
 */
export async function findProfileForGrant(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({
      bio: profiles.bio,
      skillsOffered: profiles.skillsOffered,
      skillsWanted: profiles.skillsWanted,
      deletedAt: profiles.deletedAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, memberId));
  return row ?? null;
}

/**
 * Whether the member has taught in at least one completed swap: their side's hours, as the members confirmed
 * them (or as agreed, when an operator completed it), were above zero (ADR 67). Read from the swaps tables in
 * SQL. Teaching a coordinator recorded in a community counts as well, unless it was reversed (ADR 172).
 */
export async function hasTaughtInCompletedSwap(db: DbOrTx, memberId: string): Promise<boolean> {
  const result = await db.execute<{ has_taught: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM swaps s
      WHERE s.status = 'completed' AND (s.requester_id = ${memberId} OR s.recipient_id = ${memberId})
        AND coalesce(
          (SELECT CASE WHEN s.requester_id = ${memberId} THEN c.requester_hours ELSE c.recipient_hours END
           FROM swap_confirmations c WHERE c.swap_id = s.id ORDER BY c.confirmed_at DESC LIMIT 1),
          CASE WHEN s.requester_id = ${memberId} THEN s.hours_offered ELSE s.hours_requested END
        ) > 0
    ) OR EXISTS (
      SELECT 1 FROM ledger_transfers t
      JOIN ledger_movements m ON m.transfer_id = t.id AND m.amount > 0
      JOIN ledger_accounts a ON a.id = m.account_id AND a.member_id = ${memberId}
      WHERE t.kind = 'recorded_exchange'
        AND NOT EXISTS (SELECT 1 FROM ledger_transfers r
          WHERE r.idempotency_key = 'recorded-exchange-reversal:' || substr(t.idempotency_key, 19))
    ) AS has_taught`);
  return result.rows[0]!.has_taught === true;
}

/** Active holds of the given swaps: swapId → who holds how much. */
export async function listActiveHolds(db: DbOrTx, swapIds: string[]) {
  if (swapIds.length === 0) return new Map<string, { memberId: string | null; amount: number }>();
  const rows = await db
    .select({ swapId: ledgerHolds.swapId, amount: ledgerHolds.amount, memberId: ledgerAccounts.memberId })
    .from(ledgerHolds)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerHolds.accountId))
    .where(and(inArray(ledgerHolds.swapId, swapIds), isNull(ledgerHolds.releasedAt)));
  return new Map(rows.map((row) => [row.swapId!, { memberId: row.memberId, amount: row.amount }]));
}

/** Settlements of the given swaps: swapId → who paid whom how much (an even swap moved nothing). */
export async function listSettlements(db: DbOrTx, swapIds: string[]) {
  const settlements = new Map<string, { fromId: string | null; toId: string | null; amount: number }>();
  if (swapIds.length === 0) return settlements;
  const rows = await db
    .select({
      swapId: ledgerTransfers.swapId,
      amount: ledgerMovements.amount,
      memberId: ledgerAccounts.memberId,
    })
    .from(ledgerTransfers)
    .leftJoin(ledgerMovements, eq(ledgerMovements.transferId, ledgerTransfers.id))
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerMovements.accountId))
    .where(and(eq(ledgerTransfers.kind, 'swap_settlement'), inArray(ledgerTransfers.swapId, swapIds)));
  for (const row of rows) {
    const current = settlements.get(row.swapId!) ?? { fromId: null, toId: null, amount: 0 };
    if (row.amount !== null && row.amount < 0) current.fromId = row.memberId;
    if (row.amount !== null && row.amount > 0) {
      current.toId = row.memberId;
      current.amount = row.amount;
    }
    settlements.set(row.swapId!, current);
  }
  return settlements;
}

/**
 * The levy a community's fund took from a transfer's payee (ADR 181), by the levy's idempotency key; null
 * when none.
 */
export async function findLevy(
  db: DbOrTx,
  idempotencyKey: string,
): Promise<{ amount: number; communityId: string } | null> {
  const result = await db.execute<{ amount: string; community_id: string }>(sql`
    SELECT m.amount, a.community_id FROM ledger_transfers t
    JOIN ledger_movements m ON m.transfer_id = t.id
    JOIN ledger_accounts a ON a.id = m.account_id AND a.kind = 'community_fund'
    WHERE t.idempotency_key = ${idempotencyKey}`);
  const row = result.rows[0];
  return row ? { amount: Number(row.amount), communityId: row.community_id } : null;
}
