// The coordinator dashboard's figures (ADR 122): trades, active members, skills and joins by month.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberIdsSql, type CommunityRow } from './communities.repository.ts';

/**
 * Completed swaps of the members: both sides in the community, or one side; hours both ways, as confirmed.
 */
export async function tradeTotals(db: DbOrTx, community: CommunityRow, since?: Date) {
  const result = await db.execute<{
    inside_swaps: string | number;
    inside_hours: string | number | null;
    across_swaps: string | number;
    across_hours: string | number | null;
  }>(sql`
    WITH members AS ${memberIdsSql(community)},
    done AS (
      SELECT s.id,
        (s.requester_id IN (SELECT * FROM members)) AS requester_in,
        (s.recipient_id IN (SELECT * FROM members)) AS recipient_in,
        coalesce(
          (SELECT c.requester_hours + c.recipient_hours FROM swap_confirmations c WHERE c.swap_id = s.id
           ORDER BY c.confirmed_at DESC LIMIT 1),
          s.hours_offered + s.hours_requested) AS hours
      FROM swaps s
      WHERE s.status = 'completed'
        AND (s.requester_id IN (SELECT * FROM members) OR s.recipient_id IN (SELECT * FROM members))
        ${since ? sql`AND s.updated_at >= ${since}` : sql``}
    )
    SELECT
      count(*) FILTER (WHERE requester_in AND recipient_in) AS inside_swaps,
      sum(hours) FILTER (WHERE requester_in AND recipient_in) AS inside_hours,
      count(*) FILTER (WHERE NOT (requester_in AND recipient_in)) AS across_swaps,
      sum(hours) FILTER (WHERE NOT (requester_in AND recipient_in)) AS across_hours
    FROM done`);
  const row = result.rows[0]!;
  return {
    insideSwaps: Number(row.inside_swaps),
    insideHours: Number(row.inside_hours ?? 0),
    acrossSwaps: Number(row.across_swaps),
    acrossHours: Number(row.across_hours ?? 0),
  };
}

/** Members who completed a swap since `since`. */
export async function countActiveMembers(db: DbOrTx, community: CommunityRow, since: Date) {
  const result = await db.execute<{ n: string | number }>(sql`
    WITH members AS ${memberIdsSql(community)}
    SELECT count(*) AS n FROM members m WHERE EXISTS (
      SELECT 1 FROM swaps s WHERE s.status = 'completed' AND s.updated_at >= ${since}
        AND (s.requester_id = m.id OR s.recipient_id = m.id))`);
  return Number(result.rows[0]!.n);
}

/** How many members offer and want each skill. */
export async function skillCounts(db: DbOrTx, community: CommunityRow) {
  const result = await db.execute<{ skill: string; offered: string | number; wanted: string | number }>(sql`
    WITH members AS ${memberIdsSql(community)},
    skills AS (
      SELECT unnest(p.skills_offered) AS skill, 1 AS offered, 0 AS wanted FROM profiles p WHERE p.id IN (SELECT * FROM members)
      UNION ALL
      SELECT unnest(p.skills_wanted), 0, 1 FROM profiles p WHERE p.id IN (SELECT * FROM members)
    )
    SELECT skill, sum(offered) AS offered, sum(wanted) AS wanted FROM skills GROUP BY skill`);
  return result.rows.map((row) => ({
    skill: row.skill,
    offered: Number(row.offered),
    wanted: Number(row.wanted),
  }));
}

/** Active members at the end of each month from `from` to `to` (first days of months, UTC). */
export async function membersByMonth(db: DbOrTx, community: CommunityRow, months: Date[]) {
  const counts: number[] = [];
  for (const monthStart of months) {
    const end = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 1));
    const result = await db.execute<{ n: string | number }>(
      community.builtin === 'elite_lounge'
        ? sql`SELECT count(*) AS n FROM ${memberIdsSql(community)} m`
        : sql`SELECT count(*) AS n FROM community_members cm
            WHERE cm.community_id = ${community.id} AND cm.joined_at < ${end}
              AND (cm.ended_at IS NULL OR cm.ended_at >= ${end})`,
    );
    counts.push(Number(result.rows[0]!.n));
  }
  return counts;
}
