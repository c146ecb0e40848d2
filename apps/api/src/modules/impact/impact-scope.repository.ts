// Whose activity an impact report reads, over which period, and the SQL that finds the period's exchanges.
import { sql, type SQL } from 'drizzle-orm';

/**
 * Whose activity a report reads: one community's members while they were members (and its fund), or everyone.
 */
export type ImpactScope =
  | {
      kind: 'community';
      communityId: string;
      /**
       * SQL of member ids: only the community's members in one of its areas (ADR 176); the fund is left out.
       */
      members?: SQL | undefined;
    }
  | { kind: 'install' };

/** SQL: ` AND cm.member_id IN (…)` when the scope is one area's members, else nothing. */
export const inAreaSql = (scope: ImpactScope) =>
  scope.kind === 'community' && scope.members ? sql` AND cm.member_id IN ${scope.members}` : sql``;

export interface ImpactWindow {
  scope: ImpactScope;
  /** The first instant of the period and the first instant after it. */
  start: Date;
  end: Date;
}

export const numberOf = (value: number | string | null | undefined) => Number(value ?? 0);

/** The install's scope in the kept figures (migration 0123): a community's is its id. */
const installScopeId = '00000000-0000-0000-0000-000000000000';
export const scopeIdOf = (scope: ImpactScope) =>
  scope.kind === 'install' ? installScopeId : scope.communityId;
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const startsADay = (at: Date) => at.getTime() % 86_400_000 === 0;

/**
 * Whether a report reads the figures kept as exchanges happen (migration 0123, ADR 182): a whole community's
 * or the install's, for whole UTC days. An area's (ADR 176) is read from the exchanges kept one by one, since
 * who is in an area is read when the report is.
 */
export const readsKeptFigures = (window: ImpactWindow) =>
  !(window.scope.kind === 'community' && window.scope.members) &&
  startsADay(window.start) &&
  startsADay(window.end);

/**
 * The exchanges of the period of a few members (`scopeMembers`: a community's, or one member for a
 * certificate), or of everyone (`null`), from the directions of teaching kept for each exchange transfer
 * (`impact_parts`, migration 0123), found through their members. A side counts while its member was a member.
 */
export function memberPartsSql(scopeMembers: SQL | null, start: Date, end: Date): SQL {
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
 * The exchanges of the period, one row per direction of teaching: a completed swap is one or two rows (the
 * hours each member taught), a workshop seat attended one (its price, the hours the host was paid), a
 * recorded exchange one per teacher and learner. Each is dated when its SkillCoin moved; `undone` marks a
 * seat refunded or a recorded exchange reversed since; `teacher_in` and `learner_in` say which sides were
 * the scope's members.
 */
export function exchangePartsSql(window: ImpactWindow): SQL {
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
