import { sql } from 'drizzle-orm';
import type { TransferDetails, TransferKind } from '@skillswap/contracts/ledger/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { aliasedNameColumns, memberDisplayNameSql } from '../../db/member-display-name.ts';

export interface StatementRow {
  id: string;
  amount: number;
  balanceAfter: number;
  kind: TransferKind;
  description: string;
  details: TransferDetails | null;
  swapId: string | null;
  counterpartId: string | null;
  counterpartName: string | null;
  /** The counterpart's node, when they belong to another one (ADR 184). */
  counterpartNode: string | null;
  createdAt: Date;
}

/**
 * One page of an account's movements, newest first, each with the balance right after it and the
 * member on the other side of the transfer (null for the community fund or a deleted member).
 */
export async function listStatement(
  db: DbOrTx,
  accountId: string,
  page: { before: number | null; limit: number; period?: { from: Date; to: Date } },
): Promise<StatementRow[]> {
  // A period (a paper statement's month, ADR 177) keeps the movements made in it, `from` included, `to` not.
  const period = page.period
    ? sql`AND s.created_at >= ${page.period.from.toISOString()} AND s.created_at < ${page.period.to.toISOString()}`
    : sql``;
  const result = await db.execute<{
    id: string;
    amount: string;
    balance_after: string;
    kind: TransferKind;
    description: string;
    details: TransferDetails | null;
    swap_id: string | null;
    counterpart_id: string | null;
    counterpart_name: string | null;
    counterpart_node: string | null;
    created_at: string | Date;
  }>(sql`
    SELECT s.id::text AS id, s.amount, s.balance_after, t.kind, t.description, t.swap_id, s.created_at,
           -- Settlements recorded before migration 0111 carry no details; their swap still names the skills.
           COALESCE(t.details, CASE WHEN t.kind = 'swap_settlement' THEN
             jsonb_build_object('offeredSkill', sw.offered_skill, 'requestedSkill', sw.requested_skill) END
           ) AS details,
           -- A transfer with another node (ADR 184) names its partner in its details: the link's account is no member.
           CASE WHEN t.kind = 'federation_transfer' THEN t.details->>'partnerId' ELSE u.id::text END AS counterpart_id,
           CASE WHEN t.kind = 'federation_transfer' THEN t.details->>'partnerName'
             ELSE ${memberDisplayNameSql(aliasedNameColumns('u', 'p'))} END AS counterpart_name,
           CASE WHEN t.kind = 'federation_transfer' THEN t.details->>'partnerNode' END AS counterpart_node
    FROM (
      SELECT m.id, m.transfer_id, m.amount, m.created_at,
             sum(m.amount) OVER (ORDER BY m.id) AS balance_after
      FROM ledger_movements m
      WHERE m.account_id = ${accountId}
    ) s
    JOIN ledger_transfers t ON t.id = s.transfer_id
    LEFT JOIN swaps sw ON sw.id = t.swap_id
    LEFT JOIN LATERAL (
      SELECT a.member_id FROM ledger_movements other
      JOIN ledger_accounts a ON a.id = other.account_id
      WHERE other.transfer_id = s.transfer_id AND other.account_id <> ${accountId}
      LIMIT 1
    ) o ON true
    LEFT JOIN users u ON u.id = o.member_id
    LEFT JOIN profiles p ON p.id = o.member_id
    WHERE ${page.before === null ? sql`true` : sql`s.id < ${page.before}`} ${period}
    ORDER BY s.id DESC
    LIMIT ${page.limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    kind: row.kind,
    description: row.description,
    details: row.details,
    swapId: row.swap_id,
    counterpartId: row.counterpart_id,
    counterpartName: row.counterpart_name,
    counterpartNode: row.counterpart_node,
    createdAt: new Date(row.created_at),
  }));
}

/** An account's balance just before `at`: the sum of its movements made earlier (a statement's opening). */
export async function balanceBefore(db: DbOrTx, accountId: string, at: Date): Promise<number> {
  const result = await db.execute<{ balance: string | number }>(sql`
    SELECT coalesce(sum(amount), 0) AS balance FROM ledger_movements
    WHERE account_id = ${accountId} AND created_at < ${at.toISOString()}`);
  return Number(result.rows[0]!.balance);
}
