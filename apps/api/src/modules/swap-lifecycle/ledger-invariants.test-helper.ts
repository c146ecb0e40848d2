import { sql } from 'drizzle-orm';
import { skillCoinRules } from '@skillswap/contracts/ledger/schemas';
import type { SwapStatus } from '@skillswap/contracts/swaps/schemas';
import type { Db } from '../../db/client.ts';

/**
 * Whole-database checks of the promises the swap lifecycle and the ledger make, read straight from the
 * tables. Tests run them after random and concurrent actions; each answers the list of broken promises.
 */
export async function findBrokenPromises(db: Db): Promise<string[]> {
  const broken: string[] = [];
  const total = await db.execute<{ total: string }>(
    sql`SELECT coalesce(sum(amount), 0) AS total FROM ledger_movements`,
  );
  if (Number(total.rows[0]!.total) !== 0) broken.push(`balances add up to ${total.rows[0]!.total}, not 0`);

  const unbalanced = await db.execute<{ id: string }>(sql`
    SELECT transfer_id AS id FROM ledger_movements GROUP BY transfer_id HAVING sum(amount) <> 0`);
  for (const row of unbalanced.rows) broken.push(`transfer ${row.id} does not balance`);

  const belowFloor = await db.execute<{ account_id: string; available: string }>(sql`
    SELECT a.id AS account_id,
           coalesce((SELECT sum(amount) FROM ledger_movements m WHERE m.account_id = a.id), 0)
         - coalesce((SELECT sum(amount) FROM ledger_holds h WHERE h.account_id = a.id AND h.released_at IS NULL), 0)
           AS available
    FROM ledger_accounts a WHERE a.kind = 'member'`);
  for (const row of belowFloor.rows) {
    if (Number(row.available) < skillCoinRules.creditFloor)
      broken.push(`account ${row.account_id} is at ${row.available}`);
  }

  const settlements = await db.execute<{
    id: string;
    status: SwapStatus;
    settlements: string;
    active_holds: string;
  }>(sql`
    SELECT s.id, s.status,
           (SELECT count(*) FROM ledger_transfers t WHERE t.swap_id = s.id AND t.kind = 'swap_settlement') AS settlements,
           (SELECT count(*) FROM ledger_holds h WHERE h.swap_id = s.id AND h.released_at IS NULL) AS active_holds
    FROM swaps s`);
  for (const row of settlements.rows) {
    const expected = row.status === 'completed' ? 1 : 0;
    if (Number(row.settlements) !== expected)
      broken.push(`${row.status} swap ${row.id} settled ${row.settlements} times`);
    const mayHold = row.status === 'accepted' || row.status === 'disputed';
    if (!mayHold && Number(row.active_holds) > 0)
      broken.push(`${row.status} swap ${row.id} still holds SkillCoin`);
  }

  const wrongAmounts = await db.execute<{ id: string }>(sql`
    SELECT s.id FROM swaps s
    JOIN ledger_transfers t ON t.swap_id = s.id AND t.kind = 'swap_settlement'
    LEFT JOIN swap_confirmations c ON c.swap_id = s.id AND c.member_id = s.requester_id
    LEFT JOIN swap_resolutions r ON r.swap_id = s.id
    WHERE s.status = 'completed'
      AND coalesce((SELECT sum(m.amount) FROM ledger_movements m
                    JOIN ledger_accounts a ON a.id = m.account_id
                    WHERE m.transfer_id = t.id AND a.member_id = s.requester_id), 0)
          <> coalesce(r.requester_hours - r.recipient_hours, c.requester_hours - c.recipient_hours)`);
  for (const row of wrongAmounts.rows)
    broken.push(`swap ${row.id} settled a different amount than confirmed or resolved`);
  return broken;
}

/** Status changes each swap went through, from its events, oldest first (ignores non-status events). */
export async function listStatusPaths(db: Db): Promise<Map<string, { status: SwapStatus; path: string[] }>> {
  const result = await db.execute<{ id: string; status: SwapStatus; types: string[] | string }>(sql`
    SELECT s.id, s.status, array_agg(e.type ORDER BY e.id) AS types
    FROM swaps s JOIN swap_events e ON e.swap_id = s.id
    GROUP BY s.id, s.status`);
  const paths = new Map<string, { status: SwapStatus; path: string[] }>();
  for (const row of result.rows) {
    const types = Array.isArray(row.types) ? row.types : row.types.replace(/[{}]/g, '').split(',');
    paths.set(row.id, { status: row.status, path: types.filter((type) => type !== 'confirmed') });
  }
  return paths;
}
