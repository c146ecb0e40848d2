import { sql, type SQL } from 'drizzle-orm';
import type { MeetingMode, SpokenLanguage } from '@skillswap/contracts/explore-filters';
import type { DbOrTx } from '../../db/client.ts';
import { withinDistanceSql, type NearPoint } from '../../lib/distance.ts';
import { separatedMemberIdsSql } from '../blocks/index.ts';
import {
  filterConditions,
  publicColumns,
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
  /** A city centre and a radius: members whose city centre lies within it, unless they hide their location. */
  near?: NearPoint;
  /** A part of a weekday the member stated they are available in (`member_availability_parts`, ADR 110). */
  availablePart?: number;
}

/**
 * The conditions on `profiles p`. Distance: the bounding box first (served by `profiles_city_point_idx`, which
 * holds only members who show their location), then the exact great-circle distance between city centres.
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
 * The members the search, the advanced filters and the viewer's blocks keep, as conditions on `profiles p` with
 * the `public_profiles` view's own conditions written out. Read this way, the planner answers from one covering
 * index (`profiles_explore_filters_idx`, migration 0099: Explore's order plus every advanced filter's column)
 * without visiting the table: a count reads index entries only, and a page walks the order until it is full.
 */
function keptSql(filter: ExploreFilter, advanced: AdvancedFilter, viewerId: string): SQL {
  return sql.join(
    [
      sql`p.deleted_at IS NULL AND p.profile_visibility = 'public'`,
      ...filterConditions(filter, 'walk', sql.raw('p.id')),
      ...advancedConditions(advanced),
      sql`p.id NOT IN (${separatedMemberIdsSql(viewerId)})`,
    ],
    sql` AND `,
  );
}

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

/** How many visible members the viewer could page through (blocks already left out). */
export async function countAdvancedProfiles(
  db: DbOrTx,
  filter: ExploreFilter,
  advanced: AdvancedFilter,
  viewerId: string,
): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    SELECT count(*)::int AS total FROM profiles p WHERE ${keptSql(filter, advanced, viewerId)}`);
  return Number(result.rows[0]?.total ?? 0);
}
