import { sql } from 'drizzle-orm';
import { swapStatuses, type SwapStatus } from '@skillswap/contracts/swaps/schemas';
import type { Overview, WeeklyCount } from '@skillswap/contracts/admin/schemas';
import type { DbOrTx } from '../../db/client.ts';

const weeksCharted = 12;
const dayMs = 24 * 60 * 60 * 1000;

/** The Monday (UTC, midnight) of the week `now` falls in. */
function weekStartOf(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * dayMs);
}

/** The last 12 weeks' Mondays, oldest first, each with the count found for it (zero when none). */
function fillWeeks(firstWeek: Date, rows: Array<{ week: string; count: string | number }>): WeeklyCount[] {
  const counts = new Map(rows.map((row) => [row.week, Number(row.count)]));
  return Array.from({ length: weeksCharted }, (_, index) => {
    const weekStart = new Date(firstWeek.getTime() + index * 7 * dayMs).toISOString().slice(0, 10);
    return { weekStart, count: counts.get(weekStart) ?? 0 };
  });
}

/**
 * The overview's figures at `now`. Deleted members are not counted; swaps are counted whoever is in them. A
 * swap is charted in the week of its last recorded event (the completion), or of its last change when
 * it has none.
 */
export async function loadOverview(db: DbOrTx, now: Date): Promise<Overview> {
  const firstWeek = new Date(weekStartOf(now).getTime() - (weeksCharted - 1) * 7 * dayMs);
  const weekAgo = new Date(now.getTime() - 7 * dayMs);

  const members = await db.execute<{ total: string; new_this_week: string; verified: string }>(sql`
    SELECT count(*) AS total,
           count(*) FILTER (WHERE u.created_at > ${weekAgo.toISOString()}) AS new_this_week,
           count(*) FILTER (WHERE p.verified) AS verified
    FROM users u LEFT JOIN profiles p ON p.id = u.id
    WHERE u.deleted_at IS NULL`);

  const byStatus = await db.execute<{ status: SwapStatus; count: string }>(
    sql`SELECT status, count(*) AS count FROM swaps GROUP BY status`,
  );
  const swapsByStatus = Object.fromEntries(swapStatuses.map((status) => [status, 0])) as Record<
    SwapStatus,
    number
  >;
  for (const row of byStatus.rows) swapsByStatus[row.status] = Number(row.count);

  const coin = await db.execute<{ circulation: string; fund: string }>(sql`
    SELECT coalesce(sum(m.amount) FILTER (WHERE a.kind = 'member'), 0) AS circulation,
           coalesce(sum(m.amount) FILTER (WHERE a.kind = 'fund'), 0) AS fund
    FROM ledger_movements m JOIN ledger_accounts a ON a.id = m.account_id`);

  const contact = await db.execute<{ count: string }>(
    sql`SELECT count(*) AS count FROM contact_messages WHERE status = 'new'`,
  );

  const reports = await db.execute<{ count: string }>(
    sql`SELECT count(*) AS count FROM reports WHERE status = 'open'`,
  );

  const signUps = await db.execute<{ week: string; count: string }>(sql`
    SELECT to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, count(*) AS count
    FROM users
    WHERE deleted_at IS NULL AND created_at >= ${firstWeek.toISOString()}
    GROUP BY 1`);

  const completed = await db.execute<{ week: string; count: string }>(sql`
    WITH done AS (
      SELECT coalesce((SELECT max(e.created_at) FROM swap_events e WHERE e.swap_id = s.id), s.updated_at) AS at
      FROM swaps s WHERE s.status = 'completed'
    )
    SELECT to_char(date_trunc('week', at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, count(*) AS count
    FROM done WHERE at >= ${firstWeek.toISOString()}
    GROUP BY 1`);

  const memberRow = members.rows[0]!;
  const coinRow = coin.rows[0]!;
  return {
    members: {
      total: Number(memberRow.total),
      newThisWeek: Number(memberRow.new_this_week),
      verified: Number(memberRow.verified),
    },
    swapsByStatus,
    skillCoin: { inCirculation: Number(coinRow.circulation), communityFund: Number(coinRow.fund) },
    openDisputes: swapsByStatus.disputed,
    newContactMessages: Number(contact.rows[0]!.count),
    openReports: Number(reports.rows[0]!.count),
    signUpsPerWeek: fillWeeks(firstWeek, signUps.rows),
    completedSwapsPerWeek: fillWeeks(firstWeek, completed.rows),
  };
}
