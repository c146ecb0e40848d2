// The ledger lines of an impact report: every movement of the period on the scope's accounts.
import { sql } from 'drizzle-orm';
import type { ImpactLedgerLine } from '@skillswap/contracts/impact/schemas';
import type { DbOrTx } from '../../db/client.ts';
import {
  dayOf,
  inAreaSql,
  numberOf,
  readsKeptFigures,
  scopeIdOf,
  type ImpactWindow,
} from './impact-scope.repository.ts';

export interface LedgerLineRow {
  line: ImpactLedgerLine;
  transfers: number;
  credited: number;
  debited: number;
}

/** A workshop seat's transfer says whether the learner came; older transfers only in their English line. */
const lineSql = sql`CASE WHEN t.kind <> 'workshop_settlement' THEN t.kind
  WHEN coalesce(t.details->>'workshopOutcome', CASE WHEN t.description LIKE '%(no-show)' THEN 'no_show' END)
    = 'no_show' THEN 'workshop_no_show'
  ELSE 'workshop_attended' END`;

/**
 * Every ledger movement of the period on the scope's accounts, by line: for a community, its members'
 * accounts while they were members and its fund's account; for the install, every account.
 */
export async function readLedgerLines(db: DbOrTx, window: ImpactWindow): Promise<LedgerLineRow[]> {
  const { scope, start, end } = window;
  const rows = readsKeptFigures(window)
    ? await db.execute<LedgerLineRecord>(sql`
        SELECT line, sum(transfers) AS transfers, sum(credited) AS credited, sum(debited) AS debited
        FROM impact_ledger_days
        WHERE scope_id = ${scopeIdOf(scope)} AND day >= ${dayOf(start)}::date AND day < ${dayOf(end)}::date
        GROUP BY line HAVING sum(transfers) > 0`)
    : await readLedgerLinesLive(db, window);
  return rows.rows.map((row) => ({
    line: row.line,
    transfers: numberOf(row.transfers),
    credited: numberOf(row.credited),
    debited: numberOf(row.debited),
  }));
}

type LedgerLineRecord = {
  line: ImpactLedgerLine;
  transfers: number | string;
  credited: number | string;
  debited: number | string;
};

/**
 * The ledger lines of an area's report (ADR 176), or of a period that does not start and end on a UTC day.
 */
async function readLedgerLinesLive(db: DbOrTx, window: ImpactWindow) {
  const { scope, start, end } = window;
  const movements =
    scope.kind === 'install'
      ? sql`SELECT m.transfer_id, m.amount FROM ledger_movements m
          WHERE m.created_at >= ${start} AND m.created_at < ${end}`
      : sql`SELECT m.transfer_id, m.amount
          FROM community_members cm
          JOIN ledger_accounts a ON a.member_id = cm.member_id AND a.kind = 'member'
          JOIN ledger_movements m ON m.account_id = a.id
            AND m.created_at >= greatest(cm.joined_at, ${start})
            AND m.created_at < least(coalesce(cm.ended_at, ${end}), ${end})
          WHERE cm.community_id = ${scope.communityId} AND cm.joined_at IS NOT NULL${inAreaSql(scope)}
          ${
            scope.members
              ? sql``
              : sql`UNION ALL
          SELECT m.transfer_id, m.amount
          FROM ledger_accounts a JOIN ledger_movements m ON m.account_id = a.id
          WHERE a.community_id = ${scope.communityId} AND m.created_at >= ${start} AND m.created_at < ${end}`
          }`;
  return db.execute<LedgerLineRecord>(sql`
    SELECT ${lineSql} AS line, count(DISTINCT t.id) AS transfers,
      sum(greatest(m.amount, 0)) AS credited, sum(greatest(-m.amount, 0)) AS debited
    FROM (${movements}) m JOIN ledger_transfers t ON t.id = m.transfer_id
    GROUP BY 1
  `);
}
