import { sql, type SQL } from 'drizzle-orm';
import type { MeetingMode, SpokenLanguage } from '@skillswap/contracts/explore/filters';
import type { DbOrTx } from '../../db/client.ts';
import { withinDistanceSql, type NearPoint } from '../../lib/distance.ts';
import { separatedMemberIdsSql } from '../blocks/index.ts';
import {
  filterConditions,
  publicColumns,
  searchKey,
  toPublicProfile,
  type ExploreFilter,
  type ExplorePosition,
  type RankedProfile,
} from './explore.repository.ts';

/** Explore's advanced filters as the repository applies them (ADR 86). */
export interface AdvancedFilter {
  minRating?: number;
  isVerifiedOnly?: boolean;
  meeting?: Exclude<MeetingMode, 'both'>;
  language?: SpokenLanguage;
  hasReviews?: boolean;
  /** At least this level's rank (1–5), from `profiles.level_rank` (migration 0081). */
  minLevelRank?: number;
  /**
   * A city centre and a radius: members whose city centre lies within it, unless they hide their location.
   */
  near?: NearPoint;
  /** A part of a weekday the member stated they are available in (`member_availability_parts`, ADR 110). */
  availablePart?: number;
}

/**
 * The conditions on `profiles p`. Distance: the bounding box first (served by `profiles_city_point_idx`,
 * which holds only members who show their location), then the exact great-circle distance
 * between city centres.
 */
function advancedConditions(filter: AdvancedFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.minRating !== undefined) conditions.push(sql`p.rating >= ${filter.minRating}`);
  if (filter.isVerifiedOnly) conditions.push(sql`p.verified`);
  if (filter.hasReviews) conditions.push(sql`p.review_count > 0`);
  if (filter.meeting) conditions.push(sql`p.meeting_mode IN (${filter.meeting}, 'both')`);
  if (filter.language) conditions.push(sql`p.languages @> ARRAY[${filter.language}]::text[]`);
  if (filter.availablePart !== undefined)
    conditions.push(
      sql`p.id IN (SELECT member_id FROM member_availability_parts WHERE part_code = ${filter.availablePart})`,
    );
  // A literal, so the planner matches the partial index of that level (the rank is an integer 2–5).
  if (filter.minLevelRank) conditions.push(sql.raw(`p.level_rank >= ${Math.trunc(filter.minLevelRank)}`));
  if (filter.near) {
    conditions.push(sql`p.city_latitude IS NOT NULL AND p.show_location_detail <> 'hidden'`);
    conditions.push(
      ...withinDistanceSql({ latitude: sql`p.city_latitude`, longitude: sql`p.city_longitude` }, filter.near),
    );
  }
  return conditions;
}

/**
 * The members the search and the advanced filters keep, as conditions on `profiles p` with the
 * `public_profiles` view's own conditions written out. Read this way, the planner answers from one covering
 * index (`profiles_explore_filters_idx`, migration 0099: Explore's order plus every advanced filter's column)
 * without visiting the table: a count reads index entries only, and a page walks the order until it is full.
 */
function matchingSql(filter: ExploreFilter, advanced: AdvancedFilter): SQL {
  return sql.join(
    [
      sql`p.deleted_at IS NULL AND p.profile_visibility = 'public' AND (p.skills_offered <> '{}' OR p.skills_wanted <> '{}')`,
      ...filterConditions(filter, 'walk', sql.raw('p.id')),
      ...advancedConditions(advanced),
    ],
    sql` AND `,
  );
}

/** The matching members the viewer may see: the members a block separates from them are left out. */
const keptSql = (filter: ExploreFilter, advanced: AdvancedFilter, viewerId: string): SQL =>
  sql`${matchingSql(filter, advanced)} AND p.id NOT IN (${separatedMemberIdsSql(viewerId)})`;

/** A page of visible members matching the search and the advanced filters, in Explore's order. */
export async function listAdvancedProfiles(
  db: DbOrTx,
  filter: ExploreFilter,
  advanced: AdvancedFilter,
  options: { after?: ExplorePosition; limit: number; viewerId: string },
): Promise<RankedProfile[]> {
  const after = options.after
    ? sql` AND (p.explore_rank, p.id) < (${options.after.rank}::float8, ${options.after.id}::uuid)`
    : sql``;
  // The page's ids first (index only), then the public columns of just those rows.
  const result = await db.execute<RankedProfile>(sql`
    SELECT ${publicColumns}, explore_rank FROM (
      SELECT p.id FROM profiles p
      WHERE ${keptSql(filter, advanced, options.viewerId)}${after}
      ORDER BY p.explore_rank DESC, p.id DESC
      LIMIT ${options.limit}
    ) page JOIN public_profiles USING (id)
    ORDER BY explore_rank DESC, id DESC`);
  return result.rows.map(toPublicProfile);
}

/**
 * How many visible members the viewer could page through (blocks already left out). A dense filter matches
 * tens of thousands of members, so totals are cached per search, shared by every viewer, and stamped with
 * both explore generations read in the same snapshot as the count (migration 0101, ADR 147): any change to
 * who is searchable or to a filtered column moves one of them on, and a stale total is never served. Each
 * viewer's blocks are a handful of probes, taken off the shared total.
 */
export async function countAdvancedProfiles(
  db: DbOrTx,
  filter: ExploreFilter,
  advanced: AdvancedFilter,
  viewerId: string,
): Promise<number> {
  const matching = matchingSql(filter, advanced);
  if (filter.members) {
    // Joining and leaving a community moves neither generation, so scoped totals are not cached.
    const scoped = await db.execute<{ total: number }>(sql`
      SELECT count(*)::int AS total FROM profiles p WHERE ${keptSql(filter, advanced, viewerId)}`);
    return Number(scoped.rows[0]?.total ?? 0);
  }
  const key = `advanced|${searchKey(filter)}|${advancedKey(advanced)}`;
  const looked = await db.execute<{ cached: number | null; separated: number }>(sql`
    SELECT
      (SELECT c.total FROM explore_counts c
        JOIN explore_generation g ON g.value = c.generation
        JOIN explore_advanced_generation a ON a.value = c.advanced_generation
        WHERE c.search_key = ${key}) AS cached,
      (SELECT count(*)::int FROM profiles p
        WHERE ${matching} AND p.id IN (${separatedMemberIdsSql(viewerId)})) AS separated`);
  const { cached, separated } = looked.rows[0]!;
  if (cached !== null) return Number(cached) - Number(separated);
  const fresh = await db.execute<{ generation: string; advancedGeneration: string; total: number }>(sql`
    SELECT (SELECT value FROM explore_generation) AS "generation",
      (SELECT value FROM explore_advanced_generation) AS "advancedGeneration",
      count(*)::int AS total
    FROM profiles p WHERE ${matching}`);
  const { generation, advancedGeneration, total } = fresh.rows[0]!;
  await db.execute(sql`
    INSERT INTO explore_counts AS cached (search_key, generation, advanced_generation, total)
    VALUES (${key}, ${generation}, ${advancedGeneration}, ${total})
    ON CONFLICT (search_key) DO UPDATE SET generation = EXCLUDED.generation,
      advanced_generation = EXCLUDED.advanced_generation, total = EXCLUDED.total, computed_at = now()
    WHERE cached.generation <= EXCLUDED.generation
      AND coalesce(cached.advanced_generation, 0) <= EXCLUDED.advanced_generation`);
  return Number(total) - Number(separated);
}

/** The advanced filters as a cache key: every field in a fixed order, so equal filters give equal keys. */
function advancedKey(advanced: AdvancedFilter): string {
  const { near } = advanced;
  return [
    advanced.minRating ?? '',
    advanced.isVerifiedOnly ? 'verified' : '',
    advanced.hasReviews ? 'reviewed' : '',
    advanced.meeting ?? '',
    advanced.language ?? '',
    advanced.availablePart ?? '',
    advanced.minLevelRank ?? '',
    near ? `${near.latitude},${near.longitude},${near.withinKm}` : '',
  ].join('|');
}
