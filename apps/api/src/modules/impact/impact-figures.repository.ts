// The figures of an impact report (all but its ledger lines): read live, or from the figures kept as
// exchanges happen (migration 0123).
import { sql, type SQL } from 'drizzle-orm';
import type { ExchangeSource } from '@skillswap/contracts/impact/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { piecesOf, type Piece } from './impact-kept-periods.ts';
import {
  dayOf,
  exchangePartsSql,
  inAreaSql,
  numberOf,
  readsKeptFigures,
  scopeIdOf,
  type ImpactWindow,
} from './impact-scope.repository.ts';

export interface ExchangeFigures {
  total: { exchanges: number; hours: number };
  undone: { exchanges: number; hours: number };
  withOutsiders: { exchanges: number; hours: number };
  bySource: { source: ExchangeSource; exchanges: number; hours: number }[];
  /**
   * Hours per recorded category or, for swaps and workshops, per skill as written (the service files them).
   */
  byLabel: { category: string | null; skill: string | null; hours: number }[];
  byMonth: { month: string; exchanges: number; hours: number }[];
  active: number;
  medianHoursPerActive: number;
  pairs: number;
  repeatPairs: number;
}

type FigureRow = {
  figure: string;
  key: string | null;
  key2: string | null;
  exchanges: number | string | null;
  hours: number | string | null;
};

export interface BreakdownRow {
  breakdown: 'age_band' | 'gender' | 'postcode_area';
  /** The value members gave, or `not_given`. */
  value: string;
  members: number;
}

export interface MemberFigures {
  /** The active members counted by what they chose to tell (`member_reporting_details`). */
  breakdowns: BreakdownRow[];
  atEnd: number;
  joined: number;
  /** Members at the end of the period who took part in no exchange during it. */
  dormant: number;
  firstExchange: { eligible: number; exchanged: number };
}

/**
 * The scope's members: at the end of the period, joined in it, dormant through it (at the end, and in no
 * exchange of the period), the first-exchange share of those who joined in it at least `withinDays` before
 * `cohortEnd` (read from `member_exchange_activity`, migration 0115, as the activation queue reads it), and
 * the active members by what they chose to tell.
 */
function memberCtes(
  window: ImpactWindow,
  options: { cohortEnd: Date; withinDays: number },
  activeSql: SQL,
): SQL {
  const { scope, start, end } = window;
  const memberships =
    scope.kind === 'install'
      ? sql`SELECT u.id AS member_id, u.created_at AS joined_at, u.deleted_at AS ended_at FROM users u`
      : sql`SELECT cm.member_id, cm.joined_at,
          CASE WHEN u.deleted_at IS NULL THEN cm.ended_at ELSE least(cm.ended_at, u.deleted_at) END AS ended_at
        FROM community_members cm JOIN users u ON u.id = cm.member_id
        WHERE cm.community_id = ${scope.communityId} AND cm.joined_at IS NOT NULL${inAreaSql(scope)}`;
  const within = sql`make_interval(days => ${options.withinDays})`;
  return sql`
    memberships AS MATERIALIZED (${memberships}),
    active AS MATERIALIZED (${activeSql}),
    at_end AS (
      SELECT DISTINCT m.member_id FROM memberships m
      WHERE m.joined_at < ${end} AND (m.ended_at IS NULL OR m.ended_at >= ${end})
    ),
    told AS (
      SELECT coalesce(d.age_band, 'not_given') AS age_band, coalesce(d.gender, 'not_given') AS gender,
        coalesce(d.postcode_area, 'not_given') AS postcode_area
      FROM active a LEFT JOIN member_reporting_details d ON d.member_id = a.member_id
    ),
    breakdowns AS (
      SELECT 'age_band' AS breakdown, age_band AS value, count(*) AS members FROM told GROUP BY age_band
      UNION ALL
      SELECT 'gender', gender, count(*) FROM told GROUP BY gender
      UNION ALL
      SELECT 'postcode_area', postcode_area, count(*) FROM told GROUP BY postcode_area
    ),
    cohort AS (
      SELECT DISTINCT ON (m.member_id) m.member_id, m.joined_at FROM memberships m
      WHERE m.joined_at >= ${start} AND m.joined_at < ${end}
        AND m.joined_at + ${within} <= ${options.cohortEnd}
      ORDER BY m.member_id, m.joined_at
    ),
    member_figures AS (
      SELECT json_build_object(
        'atEnd', (SELECT count(*) FROM at_end),
        'joined', (SELECT count(DISTINCT member_id) FROM memberships WHERE joined_at >= ${start} AND joined_at < ${end}),
        'dormant', (SELECT count(*) FROM at_end e WHERE NOT EXISTS (SELECT 1 FROM active a WHERE a.member_id = e.member_id)),
        'eligible', (SELECT count(*) FROM cohort),
        'exchanged', (SELECT count(*) FROM cohort c JOIN member_exchange_activity x ON x.member_id = c.member_id
          WHERE x.first_exchange_at < c.joined_at + ${within}),
        'breakdowns', (SELECT coalesce(json_agg(json_build_object('breakdown', breakdown, 'value', value,
          'members', members)), '[]'::json) FROM breakdowns)
      )::text AS figures
    )`;
}

/** Every figure of the report but its ledger lines, from the period's exchanges read one by one. */
function liveFiguresSql(window: ImpactWindow, options: { cohortEnd: Date; withinDays: number }): SQL {
  return sql`
    WITH ${exchangePartsSql(window)},
    member_hours AS (
      SELECT member_id, sum(hours) AS hours FROM (
        SELECT teacher_id AS member_id, hours FROM counted WHERE teacher_in
        UNION ALL
        SELECT learner_id, hours FROM counted WHERE learner_in
      ) each_side GROUP BY member_id
    ),
    pair_exchanges AS (
      SELECT least(teacher_id, learner_id) AS a, greatest(teacher_id, learner_id) AS b,
        count(DISTINCT transfer_id) AS n
      FROM counted WHERE teacher_id IS NOT NULL AND learner_id IS NOT NULL
      GROUP BY 1, 2
    ),
    ${memberCtes(
      window,
      options,
      sql`SELECT teacher_id AS member_id FROM counted WHERE teacher_in
        UNION
        SELECT learner_id FROM counted WHERE learner_in`,
    )}
    SELECT 'total' AS figure, NULL::text AS key, NULL::text AS key2, count(DISTINCT transfer_id) AS exchanges,
      sum(hours) AS hours
      FROM counted
    UNION ALL
    SELECT 'undone', NULL, NULL, count(DISTINCT transfer_id), sum(hours) FROM parts WHERE undone
    UNION ALL
    SELECT 'outsiders', NULL, NULL, count(DISTINCT transfer_id), sum(hours) FROM counted
      WHERE NOT (teacher_in AND learner_in)
    UNION ALL
    SELECT 'source', source, NULL, count(DISTINCT transfer_id), sum(hours) FROM counted GROUP BY source
    UNION ALL
    SELECT 'label', category, skill, NULL, sum(hours) FROM counted GROUP BY category, skill
    UNION ALL
    SELECT 'month', to_char(at AT TIME ZONE 'UTC', 'YYYY-MM'), NULL, count(DISTINCT transfer_id), sum(hours)
      FROM counted GROUP BY 2
    UNION ALL
    SELECT 'active', NULL, NULL, count(*), percentile_cont(0.5) WITHIN GROUP (ORDER BY hours) FROM member_hours
    UNION ALL
    SELECT 'pairs', NULL, NULL, count(*), count(*) FILTER (WHERE n > 1) FROM pair_exchanges
    UNION ALL
    SELECT 'members', figures, NULL, NULL, NULL FROM member_figures
  `;
}

/**
 * Every figure of the report but its ledger lines from the figures kept as exchanges happen (migration 0123):
 * the period's days of `impact_exchange_days` and `impact_pair_days`, and each member's whole months of
 * `impact_member_periods` with the days of the months the period covers in part.
 */
function keptFiguresSql(window: ImpactWindow, options: { cohortEnd: Date; withinDays: number }): SQL {
  const scopeId = scopeIdOf(window.scope);
  const from = dayOf(window.start);
  const until = dayOf(window.end);
  const pieces = piecesOf(window.start, window.end, 'year', 1);
  const inPieces = (chosen: Piece[]) =>
    chosen.length === 0
      ? sql`false`
      : sql.join(
          chosen.map(
            (piece) =>
              sql`(grain = ${piece.grain} AND starts >= ${dayOf(piece.from)}::date AND starts < ${dayOf(piece.until)}::date)`,
          ),
          sql` OR `,
        );
  const taken = inPieces(pieces.filter((piece) => piece.sign === -1));
  return sql`
    WITH ex AS MATERIALIZED (
      SELECT day, source, undone, both_in, category, skill, transfers, parts, hours FROM impact_exchange_days
      WHERE scope_id = ${scopeId} AND day >= ${from}::date AND day < ${until}::date
    ),
    member_hours AS MATERIALIZED (
      SELECT member_id, sum(CASE WHEN ${taken} THEN -hours ELSE hours END) AS hours
      FROM impact_member_periods
      WHERE scope_id = ${scopeId} AND (${inPieces(pieces)})
      GROUP BY member_id HAVING sum(CASE WHEN ${taken} THEN -parts ELSE parts END) > 0
    ),
    pair_figures AS (
      SELECT coalesce(sum(transfers) FILTER (WHERE prev1 < ${from}::date), 0) AS first_in,
        coalesce(sum(transfers) FILTER (WHERE prev2 < ${from}::date), 0) AS second_in
      FROM impact_pair_days WHERE scope_id = ${scopeId} AND day >= ${from}::date AND day < ${until}::date
    ),
    ${memberCtes(window, options, sql`SELECT member_id FROM member_hours`)}
    SELECT 'total' AS figure, NULL::text AS key, NULL::text AS key2,
      sum(transfers) FILTER (WHERE NOT undone) AS exchanges, sum(hours) FILTER (WHERE NOT undone) AS hours
      FROM ex
    UNION ALL
    SELECT 'undone', NULL, NULL, sum(transfers) FILTER (WHERE undone), sum(hours) FILTER (WHERE undone) FROM ex
    UNION ALL
    SELECT 'outsiders', NULL, NULL, sum(transfers) FILTER (WHERE NOT undone AND NOT both_in),
      sum(hours) FILTER (WHERE NOT undone AND NOT both_in) FROM ex
    UNION ALL
    SELECT 'source', source, NULL, sum(transfers), sum(hours) FROM ex WHERE NOT undone
      GROUP BY source HAVING sum(parts) > 0
    UNION ALL
    SELECT 'label', nullif(category, ''), nullif(skill, ''), NULL, sum(hours) FROM ex WHERE NOT undone
      GROUP BY category, skill HAVING sum(parts) > 0
    UNION ALL
    SELECT 'month', to_char(day, 'YYYY-MM'), NULL, sum(transfers), sum(hours) FROM ex WHERE NOT undone
      GROUP BY 2 HAVING sum(parts) > 0
    UNION ALL
    SELECT 'active', NULL, NULL, count(*), percentile_cont(0.5) WITHIN GROUP (ORDER BY hours) FROM member_hours
    UNION ALL
    SELECT 'pairs', NULL, NULL, first_in, second_in - first_in FROM pair_figures
    UNION ALL
    SELECT 'members', figures, NULL, NULL, NULL FROM member_figures
  `;
}

/**
 * Every figure of the report but its ledger lines, in one statement that finds the period's exchanges once.
 */
export async function readFigures(
  db: DbOrTx,
  window: ImpactWindow,
  options: { cohortEnd: Date; withinDays: number },
): Promise<{ exchanges: ExchangeFigures; members: MemberFigures }> {
  const result = await db.execute<FigureRow>(
    readsKeptFigures(window) ? keptFiguresSql(window, options) : liveFiguresSql(window, options),
  );
  const figures: ExchangeFigures = {
    total: { exchanges: 0, hours: 0 },
    undone: { exchanges: 0, hours: 0 },
    withOutsiders: { exchanges: 0, hours: 0 },
    bySource: [],
    byLabel: [],
    byMonth: [],
    active: 0,
    medianHoursPerActive: 0,
    pairs: 0,
    repeatPairs: 0,
  };
  let members: MemberFigures | null = null;
  for (const row of result.rows) {
    const tally = { exchanges: numberOf(row.exchanges), hours: numberOf(row.hours) };
    switch (row.figure) {
      case 'total':
        figures.total = tally;
        break;
      case 'undone':
        figures.undone = tally;
        break;
      case 'outsiders':
        figures.withOutsiders = tally;
        break;
      case 'source':
        figures.bySource.push({ source: row.key as ExchangeSource, ...tally });
        break;
      case 'label':
        figures.byLabel.push({ category: row.key, skill: row.key2, hours: tally.hours });
        break;
      case 'month':
        figures.byMonth.push({ month: row.key!, ...tally });
        break;
      case 'active':
        figures.active = tally.exchanges;
        figures.medianHoursPerActive = tally.hours;
        break;
      case 'pairs':
        figures.pairs = tally.exchanges;
        figures.repeatPairs = tally.hours;
        break;
      case 'members': {
        const read = JSON.parse(row.key!) as Omit<MemberFigures, 'firstExchange'> & {
          eligible: number;
          exchanged: number;
        };
        members = {
          breakdowns: read.breakdowns.map((each) => ({ ...each, members: Number(each.members) })),
          atEnd: Number(read.atEnd),
          joined: Number(read.joined),
          dormant: Number(read.dormant),
          firstExchange: { eligible: Number(read.eligible), exchanged: Number(read.exchanged) },
        };
        break;
      }
    }
  }
  return { exchanges: figures, members: members! };
}
