import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** One profile's counts for one day, as added at a flush (ADR 106). */
export interface ProfileActivityRow {
  memberId: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  profileViews: number;
  exploreAppearances: number;
  matchAppearances: number;
}

/** Rows per statement: a flush of a busy server's 15 seconds stays a handful of statements. */
const rowsPerStatement = 2_000;

/**
 * Adds counts to each profile's day: one upsert-increment per profile and day. Members deleted since they
 * were counted are left out rather than failing the batch.
 */
export async function addProfileActivity(db: DbOrTx, rows: readonly ProfileActivityRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement).map((row) => ({
      member_id: row.memberId,
      day: row.day,
      profile_views: row.profileViews,
      explore_appearances: row.exploreAppearances,
      match_appearances: row.matchAppearances,
    }));
    await db.execute(sql`
      INSERT INTO profile_activity_days (member_id, day, profile_views, explore_appearances, match_appearances)
      SELECT v.member_id, v.day, v.profile_views, v.explore_appearances, v.match_appearances
      FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        AS v(member_id uuid, day date, profile_views integer, explore_appearances integer, match_appearances integer)
      WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = v.member_id)
      ORDER BY v.member_id, v.day
      ON CONFLICT (member_id, day) DO UPDATE SET
        profile_views = profile_activity_days.profile_views + excluded.profile_views,
        explore_appearances = profile_activity_days.explore_appearances + excluded.explore_appearances,
        match_appearances = profile_activity_days.match_appearances + excluded.match_appearances
    `);
  }
}

type MonthRow<T> = { month: string } & T;
const num = (value: unknown) => Number(value ?? 0);

/** Each figure of the dashboard by calendar month (UTC), from `from` (a month's first instant) to `now`. */
export async function loadInsightFigures(db: DbOrTx, memberId: string, from: Date, now: Date) {
  const fromDay = from.toISOString().slice(0, 10);
  const activity = await db.execute<
    MonthRow<{ profile_views: string; explore_appearances: string; match_appearances: string }>
  >(sql`
    SELECT to_char(day, 'YYYY-MM') AS month, sum(profile_views) AS profile_views,
      sum(explore_appearances) AS explore_appearances, sum(match_appearances) AS match_appearances
    FROM profile_activity_days
    WHERE member_id = ${memberId} AND day >= ${fromDay}::date
    GROUP BY 1
  `);
  const requests = await db.execute<MonthRow<{ received: string; sent: string; accepted: string }>>(sql`
    SELECT to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
      count(*) FILTER (WHERE s.recipient_id = ${memberId}) AS received,
      count(*) FILTER (WHERE s.requester_id = ${memberId}) AS sent,
      count(*) FILTER (
        WHERE s.recipient_id = ${memberId}
          AND EXISTS (SELECT 1 FROM swap_events e WHERE e.swap_id = s.id AND e.type = 'accepted')
      ) AS accepted
    FROM swaps s
    WHERE (s.recipient_id = ${memberId} OR s.requester_id = ${memberId})
      AND s.created_at >= ${from.toISOString()}::timestamptz AND s.created_at <= ${now.toISOString()}::timestamptz
    GROUP BY 1
  `);
  // A completed swap counts in the month of the confirmation that completed it, with the hours agreed there.
  const hours = await db.execute<MonthRow<{ taught: string; learned: string }>>(sql`
    SELECT to_char(c.confirmed_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
      sum(CASE WHEN s.requester_id = ${memberId} THEN c.requester_hours ELSE c.recipient_hours END) AS taught,
      sum(CASE WHEN s.requester_id = ${memberId} THEN c.recipient_hours ELSE c.requester_hours END) AS learned
    FROM swaps s
    CROSS JOIN LATERAL (
      SELECT confirmed_at, requester_hours, recipient_hours FROM swap_confirmations
      WHERE swap_id = s.id ORDER BY confirmed_at DESC LIMIT 1
    ) c
    WHERE (s.recipient_id = ${memberId} OR s.requester_id = ${memberId}) AND s.status = 'completed'
      AND c.confirmed_at >= ${from.toISOString()}::timestamptz
    GROUP BY 1
  `);
  const coins = await db.execute<MonthRow<{ coins_in: string | null; coins_out: string | null }>>(sql`
    SELECT to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
      sum(m.amount) FILTER (WHERE m.amount > 0) AS coins_in,
      -sum(m.amount) FILTER (WHERE m.amount < 0) AS coins_out
    FROM ledger_movements m
    JOIN ledger_accounts a ON a.id = m.account_id
    WHERE a.member_id = ${memberId} AND m.created_at >= ${from.toISOString()}::timestamptz
    GROUP BY 1
  `);
  const ratings = await db.execute<MonthRow<{ average: string; reviews: string }>>(sql`
    SELECT to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, avg(rating) AS average,
      count(*) AS reviews
    FROM reviews
    WHERE reviewee_id = ${memberId} AND hidden_at IS NULL AND published_at IS NOT NULL
      AND published_at >= ${from.toISOString()}::timestamptz AND published_at <= ${now.toISOString()}::timestamptz
    GROUP BY 1
  `);
  const byMonth = <T extends { month: string }, R>(rows: T[], pick: (row: T) => R) =>
    new Map(rows.map((row) => [row.month, pick(row)]));
  return {
    activity: byMonth(activity.rows, (row) => ({
      profileViews: num(row.profile_views),
      exploreAppearances: num(row.explore_appearances),
      matchAppearances: num(row.match_appearances),
    })),
    requests: byMonth(requests.rows, (row) => ({
      received: num(row.received),
      sent: num(row.sent),
      accepted: num(row.accepted),
    })),
    hours: byMonth(hours.rows, (row) => ({ taught: num(row.taught), learned: num(row.learned) })),
    coins: byMonth(coins.rows, (row) => ({ in: num(row.coins_in), out: num(row.coins_out) })),
    ratings: byMonth(ratings.rows, (row) => ({ average: num(row.average), reviews: num(row.reviews) })),
  };
}

/** The member's own activity counts, day by day, for their data export (counts only, never who viewed). */
export async function collectActivityData(db: DbOrTx, memberId: string) {
  const result = await db.execute(sql`
    SELECT day::text AS day, profile_views, explore_appearances, match_appearances FROM profile_activity_days
    WHERE member_id = ${memberId} ORDER BY day`);
  return { profileActivityDays: result.rows };
}
