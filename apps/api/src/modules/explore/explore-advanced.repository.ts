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

function whereOf(filter: ExploreFilter, advanced: AdvancedFilter): SQL {
  const own = advancedConditions(advanced);
  const conditions = filterConditions(filter, 'walk');
  if (own.length > 0) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM profiles p WHERE p.id = public_profiles.id AND ${sql.join(own, sql` AND `)})`,
    );
  }
  return sql.join(conditions, sql` AND `);
}

/** A page of visible members matching the search and the advanced filters, in Explore's order. */
export async function listAdvancedProfiles(
  db: DbOrTx,
  filter: ExploreFilter,
  advanced: AdvancedFilter,
  options: { after?: ExplorePosition; limit: number; viewerId: string },
): Promise<RankedProfile[]> {
  const after = options.after
    ? sql` AND (explore_rank, id) < (${options.after.rank}::float8, ${options.after.id}::uuid)`
    : sql``;
  const result = await db.execute<RankedProfile>(sql`
    SELECT ${publicColumns}, explore_rank FROM public_profiles
    WHERE ${whereOf(filter, advanced)}
      AND id NOT IN (${separatedMemberIdsSql(options.viewerId)})${after}
    ORDER BY explore_rank DESC, id DESC
    LIMIT ${options.limit}`);
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
    SELECT count(*)::int AS total FROM public_profiles
    WHERE ${whereOf(filter, advanced)} AND id NOT IN (${separatedMemberIdsSql(viewerId)})`);
  return Number(result.rows[0]?.total ?? 0);
}
