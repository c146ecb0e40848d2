import { eq, sql, type SQL } from 'drizzle-orm';
import type { AgeBand, ExchangeSource, Gender, ImpactLedgerLine } from '@skillswap/contracts/impact';
import { memberReportingDetails } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { memberDisplayNameSql, aliasedNameColumns } from '../../db/member-display-name.ts';

/** Whose activity a report reads: one community's members while they were members (and its fund), or everyone. */
export type ImpactScope =
  | {
      kind: 'community';
      communityId: string;
      /** SQL of member ids: only the community's members in one of its areas (ADR 176); the fund is left out. */
      members?: SQL | undefined;
    }
  | { kind: 'install' };

/** SQL: ` AND cm.member_id IN (…)` when the scope is one area's members, else nothing. */
const inAreaSql = (scope: ImpactScope) =>
  scope.kind === 'community' && scope.members ? sql` AND cm.member_id IN ${scope.members}` : sql``;

export interface ImpactWindow {
  scope: ImpactScope;
  /** The first instant of the period and the first instant after it. */
  start: Date;
  end: Date;
}

const numberOf = (value: number | string | null | undefined) => Number(value ?? 0);

/** The install's scope in the kept figures (migration 0123): a community's is its id. */
const installScopeId = '00000000-0000-0000-0000-000000000000';
const scopeIdOf = (scope: ImpactScope) => (scope.kind === 'install' ? installScopeId : scope.communityId);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const startsADay = (at: Date) => at.getTime() % 86_400_000 === 0;

/**
 * Whether a report reads the figures kept as exchanges happen (migration 0123, ADR 182): a whole community's or
 * the install's, for whole UTC days. An area's (ADR 176) is read from the exchanges kept one by one, since who is
 * in an area is read when the report is.
 */
const readsKeptFigures = (window: ImpactWindow) =>
  !(window.scope.kind === 'community' && window.scope.members) &&
  startsADay(window.start) &&
  startsADay(window.end);

/**
 * The exchanges of the period of a few members (`scopeMembers`: a community's, or one member for a certificate),
 * or of everyone (`null`), from the directions of teaching kept for each exchange transfer (`impact_parts`,
 * migration 0123), found through their members. A side counts while its member was a member.
 */
function memberPartsSql(scopeMembers: SQL | null, start: Date, end: Date): SQL {
  const columns = sql`p.transfer_id, p.direction, p.at, p.source, p.teacher_id, p.learner_id, p.hours, p.skill,
    p.category, p.undone`;
  const inPeriod = sql`p.at >= ${start} AND p.at < ${end}`;
  if (scopeMembers === null) {
    return sql`
    parts AS MATERIALIZED (
      SELECT ${columns}, p.teacher_id IS NOT NULL AS teacher_in, p.learner_id IS NOT NULL AS learner_in
      FROM impact_parts p WHERE ${inPeriod}
    )`;
  }
  return sql`
    scope_members AS MATERIALIZED (${scopeMembers}),
    raw_parts AS (
      SELECT ${columns} FROM impact_parts p
      WHERE p.teacher_id IN (SELECT member_id FROM scope_members) AND ${inPeriod}
      UNION
      SELECT ${columns} FROM impact_parts p
      WHERE p.learner_id IN (SELECT member_id FROM scope_members) AND ${inPeriod}
    ),
    parts AS MATERIALIZED (
      SELECT r.*, tm.member_id IS NOT NULL AS teacher_in, lm.member_id IS NOT NULL AS learner_in
      FROM raw_parts r
      LEFT JOIN scope_members tm ON tm.member_id = r.teacher_id AND tm.joined_at <= r.at
        AND (tm.ended_at IS NULL OR tm.ended_at > r.at)
      LEFT JOIN scope_members lm ON lm.member_id = r.learner_id AND lm.joined_at <= r.at
        AND (lm.ended_at IS NULL OR lm.ended_at > r.at)
      WHERE tm.member_id IS NOT NULL OR lm.member_id IS NOT NULL
    )`;
}

/**
 * The exchanges of the period, one row per direction of teaching: a completed swap is one or two rows (the hours
 * each member taught), a workshop seat attended one (its price, the hours the host was paid), a recorded exchange
 * one per teacher and learner. Each is dated when its SkillCoin moved; `undone` marks a seat refunded or a
 * recorded exchange reversed since; `teacher_in` and `learner_in` say which sides were the scope's members.
 */
function exchangePartsSql(window: ImpactWindow): SQL {
  const { scope, start, end } = window;
  const parts =
    scope.kind === 'install'
      ? memberPartsSql(null, start, end)
      : memberPartsSql(
          sql`SELECT cm.member_id, cm.joined_at, cm.ended_at FROM community_members cm
            WHERE cm.community_id = ${scope.communityId} AND cm.joined_at IS NOT NULL AND cm.joined_at < ${end}
              AND (cm.ended_at IS NULL OR cm.ended_at > ${start})${inAreaSql(scope)}`,
          start,
          end,
        );
  return sql`${parts},
    counted AS (SELECT * FROM parts WHERE NOT undone)`;
}

export interface ExchangeFigures {
  total: { exchanges: number; hours: number };
  undone: { exchanges: number; hours: number };
  withOutsiders: { exchanges: number; hours: number };
  bySource: { source: ExchangeSource; exchanges: number; hours: number }[];
  /** Hours per recorded category or, for swaps and workshops, per skill as written (the service files them). */
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
 * The scope's members: at the end of the period, joined in it, dormant through it (at the end, and in no exchange
 * of the period), the first-exchange share of those who joined in it at least `withinDays` before `cohortEnd`
 * (read from `member_exchange_activity`, migration 0115, as the activation queue reads it), and the active
 * members by what they chose to tell.
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

type Grain = 'year' | 'month' | 'day';
interface Piece {
  grain: Grain;
  from: Date;
  until: Date;
  sign: 1 | -1;
}

const unitStart = (grain: Grain, at: Date) =>
  grain === 'year'
    ? new Date(Date.UTC(at.getUTCFullYear(), 0, 1))
    : grain === 'month'
      ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))
      : at;
const unitAfter = (grain: Grain, at: Date) =>
  grain === 'year'
    ? new Date(Date.UTC(at.getUTCFullYear() + 1, 0, 1))
    : grain === 'month'
      ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
      : new Date(at.getTime() + 86_400_000);

/**
 * How a period of whole UTC days is read from rows kept by year, month and day: whole years and months are read
 * as such; a year or month the period covers for at most half is read from the finer rows of the part covered,
 * and one it covers for more is read whole, less the finer rows of the part it does not cover. So a period reads
 * about one row per member and year, whatever its length and wherever it starts.
 */
function piecesOf(start: Date, end: Date, grain: Grain, sign: 1 | -1): Piece[] {
  if (start >= end) return [];
  if (grain === 'day') return [{ grain, from: start, until: end, sign }];
  const finer: Grain = grain === 'year' ? 'month' : 'day';
  const pieces: Piece[] = [];
  const flipped = sign === 1 ? -1 : 1;
  let wholeFrom: Date | null = null;
  let wholeUntil: Date | null = null;
  for (let unit = unitStart(grain, start); unit < end; unit = unitAfter(grain, unit)) {
    const after = unitAfter(grain, unit);
    const from = start > unit ? start : unit;
    const until = end < after ? end : after;
    const covered = until.getTime() - from.getTime();
    const length = after.getTime() - unit.getTime();
    if (covered < length && covered * 2 <= length) {
      pieces.push(...piecesOf(from, until, finer, sign));
      continue;
    }
    wholeFrom ??= unit;
    wholeUntil = after;
    pieces.push(...piecesOf(unit, from, finer, flipped), ...piecesOf(until, after, finer, flipped));
  }
  if (wholeFrom && wholeUntil) pieces.push({ grain, from: wholeFrom, until: wholeUntil, sign });
  return pieces;
}

/**
 * Every figure of the report but its ledger lines from the figures kept as exchanges happen (migration 0123): the
 * period's days of `impact_exchange_days` and `impact_pair_days`, and each member's whole months of
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

/** Every figure of the report but its ledger lines, in one statement that finds the period's exchanges once. */
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
 * Every ledger movement of the period on the scope's accounts, by line: for a community, its members' accounts
 * while they were members and its fund's account; for the install, every account.
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

/** The ledger lines of an area's report (ADR 176), or of a period that does not start and end on a UTC day. */
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

export interface ImpactSettingsRow {
  valuePerHour: number | null;
  currency: string;
  method: string;
  source: string;
  updatedAt: Date;
  updatedById: string | null;
  updatedByName: string | null;
}

const names = memberDisplayNameSql(aliasedNameColumns('u', 'p'));
const scopeKey = (scope: ImpactScope) => (scope.kind === 'install' ? 'install' : scope.communityId);

export async function findImpactSettings(db: DbOrTx, scope: ImpactScope): Promise<ImpactSettingsRow | null> {
  const result = await db.execute<{
    value_per_hour: number | string | null;
    currency: string;
    method: string;
    source: string;
    updated_at: Date | string;
    updated_by: string | null;
    updated_by_name: string | null;
  }>(sql`
    SELECT s.value_per_hour, s.currency, s.method, s.source, s.updated_at, s.updated_by,
      CASE WHEN u.id IS NULL THEN NULL ELSE ${names} END AS updated_by_name
    FROM impact_settings s
    LEFT JOIN users u ON u.id = s.updated_by
    LEFT JOIN profiles p ON p.id = u.id
    WHERE s.scope = ${scopeKey(scope)}
  `);
  const row = result.rows[0];
  if (!row) return null;
  return {
    valuePerHour: row.value_per_hour === null ? null : Number(row.value_per_hour),
    currency: row.currency,
    method: row.method,
    source: row.source,
    updatedAt: row.updated_at instanceof Date ? row.updated_at : new Date(row.updated_at),
    updatedById: row.updated_by,
    updatedByName: row.updated_by_name,
  };
}

export async function saveImpactSettings(
  db: DbOrTx,
  scope: ImpactScope,
  settings: { valuePerHour: number | null; currency: string; method: string; source: string },
  by: { memberId: string; at: Date },
): Promise<void> {
  const communityId = scope.kind === 'community' ? scope.communityId : null;
  await db.execute(sql`
    INSERT INTO impact_settings (scope, community_id, value_per_hour, currency, method, source, updated_by,
      updated_at)
    VALUES (${scopeKey(scope)}, ${communityId}, ${settings.valuePerHour}, ${settings.currency},
      ${settings.method}, ${settings.source}, ${by.memberId}, ${by.at})
    ON CONFLICT (scope) DO UPDATE SET value_per_hour = EXCLUDED.value_per_hour, currency = EXCLUDED.currency,
      method = EXCLUDED.method, source = EXCLUDED.source, updated_by = EXCLUDED.updated_by,
      updated_at = EXCLUDED.updated_at
  `);
}

export interface ImpactLinkRow {
  id: string;
  communityId: string;
  periodFrom: string;
  periodTo: string;
  createdAt: Date;
  createdById: string | null;
  createdByName: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
}

type LinkRecord = {
  id: string;
  community_id: string;
  period_from: string | Date;
  period_to: string | Date;
  created_at: Date | string;
  created_by: string | null;
  created_by_name: string | null;
  expires_at: Date | string;
  revoked_at: Date | string | null;
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const asDay = (value: Date | string) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

function toLinkRow(row: LinkRecord): ImpactLinkRow {
  return {
    id: row.id,
    communityId: row.community_id,
    periodFrom: asDay(row.period_from),
    periodTo: asDay(row.period_to),
    createdAt: asDate(row.created_at),
    createdById: row.created_by,
    createdByName: row.created_by_name,
    expiresAt: asDate(row.expires_at),
    revokedAt: row.revoked_at === null ? null : asDate(row.revoked_at),
  };
}

const linkColumns = sql`l.id, l.community_id, l.period_from::text AS period_from, l.period_to::text AS period_to,
  l.created_at, l.created_by, l.expires_at, l.revoked_at,
  CASE WHEN u.id IS NULL THEN NULL ELSE ${names} END AS created_by_name`;
const linkJoins = sql`LEFT JOIN users u ON u.id = l.created_by LEFT JOIN profiles p ON p.id = u.id`;

export async function insertImpactLink(
  db: DbOrTx,
  link: {
    communityId: string;
    tokenHash: string;
    periodFrom: string;
    periodTo: string;
    createdBy: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO impact_links (community_id, token_hash, period_from, period_to, created_by, created_at, expires_at)
    VALUES (${link.communityId}, ${link.tokenHash}, ${link.periodFrom}, ${link.periodTo}, ${link.createdBy},
      ${link.createdAt}, ${link.expiresAt})
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function findImpactLink(
  db: DbOrTx,
  where: { id: string; communityId: string } | { tokenHash: string },
): Promise<ImpactLinkRow | null> {
  const condition =
    'tokenHash' in where
      ? sql`l.token_hash = ${where.tokenHash}`
      : sql`l.id = ${where.id} AND l.community_id = ${where.communityId}`;
  const result = await db.execute<LinkRecord>(
    sql`SELECT ${linkColumns} FROM impact_links l ${linkJoins} WHERE ${condition}`,
  );
  return result.rows[0] ? toLinkRow(result.rows[0]) : null;
}

export async function listImpactLinks(
  db: DbOrTx,
  communityId: string,
  limit: number,
): Promise<ImpactLinkRow[]> {
  const result = await db.execute<LinkRecord>(sql`
    SELECT ${linkColumns} FROM impact_links l ${linkJoins}
    WHERE l.community_id = ${communityId} ORDER BY l.created_at DESC, l.id LIMIT ${limit}`);
  return result.rows.map(toLinkRow);
}

/** Revokes a link once; answers false when it was revoked before. */
export async function revokeImpactLinkRow(
  db: DbOrTx,
  link: { id: string; by: string; at: Date },
): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE impact_links SET revoked_at = ${link.at}, revoked_by = ${link.by}
    WHERE id = ${link.id} AND revoked_at IS NULL RETURNING id`);
  return result.rows.length > 0;
}

export async function findCommunityLabel(
  db: DbOrTx,
  communityId: string,
): Promise<{ slug: string; name: string } | null> {
  const result = await db.execute<{ slug: string; name: string }>(
    sql`SELECT slug, name FROM communities WHERE id = ${communityId} AND archived_at IS NULL`,
  );
  return result.rows[0] ?? null;
}

export async function findReportingDetails(
  db: DbOrTx,
  memberId: string,
): Promise<{
  ageBand: AgeBand | null;
  gender: Gender | null;
  postcodeArea: string | null;
  updatedAt: Date;
} | null> {
  const rows = await db
    .select()
    .from(memberReportingDetails)
    .where(eq(memberReportingDetails.memberId, memberId));
  return rows[0] ?? null;
}

/** Keeps what the member told; a member who clears every field leaves no row behind. */
export async function saveReportingDetails(
  db: DbOrTx,
  memberId: string,
  details: { ageBand: AgeBand | null; gender: Gender | null; postcodeArea: string | null },
  at: Date,
): Promise<void> {
  if (details.ageBand === null && details.gender === null && details.postcodeArea === null) {
    await eraseReportingDetails(db, memberId);
    return;
  }
  await db
    .insert(memberReportingDetails)
    .values({ memberId, ...details, updatedAt: at })
    .onConflictDoUpdate({ target: memberReportingDetails.memberId, set: { ...details, updatedAt: at } });
}

export async function eraseReportingDetails(db: DbOrTx, memberId: string): Promise<void> {
  await db.delete(memberReportingDetails).where(eq(memberReportingDetails.memberId, memberId));
}

/**
 * One member's hours taught and learned in the period's exchanges, their name as members see it and the language
 * they chose (null when none).
 */
export async function readMemberHours(
  db: DbOrTx,
  window: { start: Date; end: Date },
  memberId: string,
): Promise<{
  name: string;
  language: string | null;
  given: { exchanges: number; hours: number };
  received: { exchanges: number; hours: number };
}> {
  const result = await db.execute<{
    name: string;
    language: string | null;
    given_n: number | string;
    given_h: number | string | null;
    received_n: number | string;
    received_h: number | string | null;
  }>(sql`
    WITH ${memberPartsSql(
      sql`SELECT ${memberId}::uuid AS member_id, '-infinity'::timestamptz AS joined_at, NULL::timestamptz AS ended_at`,
      window.start,
      window.end,
    )},
    mine AS (SELECT * FROM parts WHERE NOT undone)
    SELECT (SELECT ${names} FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = ${memberId}) AS name,
      (SELECT u.language FROM users u WHERE u.id = ${memberId}) AS language,
      (SELECT count(DISTINCT transfer_id) FROM mine WHERE teacher_id = ${memberId}) AS given_n,
      (SELECT sum(hours) FROM mine WHERE teacher_id = ${memberId}) AS given_h,
      (SELECT count(DISTINCT transfer_id) FROM mine WHERE learner_id = ${memberId}) AS received_n,
      (SELECT sum(hours) FROM mine WHERE learner_id = ${memberId}) AS received_h
  `);
  const row = result.rows[0]!;
  return {
    name: row.name,
    language: row.language,
    given: { exchanges: numberOf(row.given_n), hours: numberOf(row.given_h) },
    received: { exchanges: numberOf(row.received_n), hours: numberOf(row.received_h) },
  };
}
