import { sql, type SQL } from 'drizzle-orm';
import type { SkillCategory } from '@skillswap/contracts/shared/categories';
import type { PublicProfile } from '@skillswap/contracts/profiles/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { separatedMemberIdsSql } from '../blocks/index.ts';

/**
 * Where a page starts: just after this (rank, id) in Explore's order (explore_rank desc, id desc). The rank
 * is the rating shrunk towards that of a newcomer (migration 0039_explore_newcomer_rank, ADR 0046).
 */
export interface ExplorePosition {
  rank: number;
  id: string;
}

/** A page's rows: the public profile and its place in the order, for the cursor. */
export type RankedProfile = PublicProfile & { explore_rank: number };

export interface ExploreFilter {
  /** Lower-cased search term; `short` terms (1–2 characters) use the short-gram index, others trigrams. */
  term?: { text: string; isShort: boolean };
  /** Canonical name of the known skill the term means (taxonomy), so other wordings of it match too. */
  skill?: string;
  category?: SkillCategory;
  /** Only these members: a community's member ids (SQL from the communities module, ADR 98). */
  members?: SQL;
  /** The community of `members` and its membership generation, under which its totals are cached. */
  membership?: { communityId: string; generation: SQL };
}

/**
 * How a page finds its rows. `walk`: along the Explore order index, testing each member (best when matches
 * are dense, so a page is found within a few dozen rows); `lookup`: through the search index, then sorted
 * (best when matches are few). The planner's estimate of how many members a substring matches is often far
 * off, so the service decides from the exact total it already has.
 */
export type PageStrategy = 'walk' | 'lookup';

// Column list of the public profile, the only thing Explore ever returns.
export const publicColumns = sql.raw(
  'id, full_name, avatar_url, location, bio, skills_offered, skills_wanted, verified, rating',
);

export async function listPublicProfiles(
  db: DbOrTx,
  filter: ExploreFilter,
  options: { after?: ExplorePosition; limit: number; strategy: PageStrategy; viewerId?: string | null },
): Promise<RankedProfile[]> {
  const conditions = filterConditions(filter, options.strategy);
  if (options.viewerId) conditions.push(sql`id NOT IN (${separatedMemberIdsSql(options.viewerId)})`);
  if (options.after) {
    conditions.push(sql`(explore_rank, id) < (${options.after.rank}::float8, ${options.after.id}::uuid)`);
  }
  const query = sql`
    SELECT ${publicColumns}, explore_rank FROM public_profiles
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY explore_rank DESC, id DESC
    LIMIT ${options.limit}`;
  // Within a community the planner knows how many members it has, and reads them first when they are few.
  if (options.strategy === 'walk' || !filter.term || filter.members) {
    const result = await db.execute<RankedProfile>(query);
    return result.rows.map(toPublicProfile);
  }
  // Few matches: read them through the search index and sort them. The planner, misjudging how many rows a
  // substring matches, may otherwise walk the whole order index; for this one query it may not.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = await tx.execute<RankedProfile>(query);
    return result.rows.map(toPublicProfile);
  });
}

/**
 * The number of visible members matching each filter, in one round trip when every total is cached. Totals
 * are cached per search and stamped with the explore generation read in the same snapshot as the count; any
 * change to what Explore can see moves the generation on (migration 0014), so a stale total is never served.
 * A community's totals also carry its membership generation, which joining and leaving move (migration 0136).
 */
export async function countPublicProfiles(db: DbOrTx, filters: ExploreFilter[]): Promise<number[]> {
  const cached = await db.execute<Record<string, number | null>>(
    sql`SELECT ${sql.join(
      filters.map((filter, index) => sql`(${cachedTotalSql(filter)}) AS ${sql.identifier(`t${index}`)}`),
      sql`, `,
    )}`,
  );
  const row = cached.rows[0] ?? {};
  return Promise.all(
    filters.map(async (filter, index) => {
      const total = row[`t${index}`];
      return total === null || total === undefined ? countAfresh(db, filter) : Number(total);
    }),
  );
}

/** SQL: the filter's cached total while its generations hold, else null (always null when not cacheable). */
function cachedTotalSql(filter: ExploreFilter): SQL {
  const cache = cacheOf(filter);
  if (!cache) return sql`SELECT NULL::int`;
  return sql`SELECT c.total FROM explore_counts c JOIN explore_generation g ON g.value = c.generation
    WHERE c.search_key = ${cache.key} AND c.member_generation IS NOT DISTINCT FROM ${cache.memberGeneration}`;
}

/**
 * Where a filter's total is cached: its key, and the membership generation it is counted at (null when not
 * scoped). A community without a generation (the Elite lounge, whose members follow plans) is not cached.
 */
function cacheOf(filter: ExploreFilter) {
  if (!filter.members)
    return { key: searchKey(filter), communityId: null, memberGeneration: sql`NULL::bigint` };
  if (!filter.membership) return null;
  const { communityId, generation } = filter.membership;
  return { key: `community:${communityId}|${searchKey(filter)}`, communityId, memberGeneration: generation };
}

/** Counts the filter's matches and stores the total with the generations read in the same statement. */
async function countAfresh(db: DbOrTx, filter: ExploreFilter): Promise<number> {
  // A community's members are few: each is probed, so the walk's conditions; otherwise the search indexes.
  const conditions = sql.join(filterConditions(filter, filter.members ? 'walk' : 'lookup'), sql` AND `);
  const cache = cacheOf(filter);
  if (!cache) {
    const counted = await db.execute<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM public_profiles WHERE ${conditions}`,
    );
    return Number(counted.rows[0]?.total ?? 0);
  }
  const counted = await db.execute<{ total: number }>(sql`
    WITH fresh AS (
      SELECT (SELECT value FROM explore_generation) AS generation, ${cache.memberGeneration} AS member_generation,
        count(*)::int AS total
      FROM public_profiles WHERE ${conditions}
    ), stored AS (
      INSERT INTO explore_counts AS cached (search_key, community_id, generation, member_generation, total)
      SELECT ${cache.key}, ${cache.communityId}::uuid, generation, member_generation, total FROM fresh
      ON CONFLICT (search_key) DO UPDATE SET generation = EXCLUDED.generation,
        member_generation = EXCLUDED.member_generation, total = EXCLUDED.total, computed_at = now()
      WHERE (cached.generation, coalesce(cached.member_generation, 0))
        < (EXCLUDED.generation, coalesce(EXCLUDED.member_generation, 0))
    )
    SELECT total FROM fresh`);
  return Number(counted.rows[0]?.total ?? 0);
}

/**
 * How many of the members matching the filter a block separates from the viewer: the cached total, shared
 * by every viewer, minus these is what this viewer can see. Blocks are few, so this is a handful of probes.
 */
export async function countSeparatedMatches(
  db: DbOrTx,
  filter: ExploreFilter,
  viewerId: string,
): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    SELECT count(*)::int AS total FROM public_profiles
    WHERE id IN (${separatedMemberIdsSql(viewerId)})
      AND ${sql.join(filterConditions(filter, 'walk'), sql` AND `)}`);
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * Drops cached totals of past generations (they can never be served again; an advanced search's total has
 * two, a community's too) and any older than an hour, so a stream of one-off searches on a quiet site cannot
 * grow the table without end.
 */
export async function pruneExploreCounts(db: DbOrTx, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - 60 * 60 * 1000);
  await db.execute(sql`
    DELETE FROM explore_counts
    WHERE generation < (SELECT value FROM explore_generation)
      OR advanced_generation < (SELECT value FROM explore_advanced_generation)
      OR member_generation < (SELECT coalesce(max(mg.value), 0) FROM community_member_generations mg
        WHERE mg.community_id = explore_counts.community_id)
      OR computed_at < ${staleBefore}`);
}

/** The plain search as a cache key of `explore_counts`: the term and its kind, and the category. */
export function searchKey(filter: ExploreFilter): string {
  const term = filter.term ? `${filter.term.isShort ? 'short' : 'text'}:${filter.term.text}` : 'all';
  return `${term}|${filter.category ?? ''}`;
}

/** The search's conditions on a row of `public_profiles`, or of `profiles` named by `rowId`'s table. */
export function filterConditions(
  filter: ExploreFilter,
  strategy: PageStrategy,
  rowId: SQL = sql.raw('public_profiles.id'),
): SQL[] {
  const conditions: SQL[] = [sql`true`];
  if (filter.term) {
    const wording =
      filter.term.isShort && strategy === 'lookup'
        ? sql`skillswap_short_grams(search_text) @> ARRAY[lower(${filter.term.text})]::text[]`
        : // Lower-cased by the database too, exactly as search_text was, whatever the client's idea of case.
          sql`search_text LIKE lower(${`%${escapeLike(filter.term.text)}%`})`;
    conditions.push(
      filter.skill ? sql`(${wording} OR ${listsSkill(filter.skill, strategy, rowId)})` : wording,
    );
  }
  if (filter.category) conditions.push(inCategory(filter.category));
  if (filter.members) conditions.push(sql`id IN ${filter.members}`);
  return conditions;
}

/**
 * A member is in a category when one of their skills is, by the taxonomy (in any wording), or when a skill
 * contains the category's word (the spec's literal reading). Literals from the fixed category list (letters
 * only), so the planner can pick that category's partial index, whose predicate is written exactly this way
 * in migration 0039.
 */
function inCategory(category: SkillCategory): SQL {
  const name = category.replace(/[^A-Za-z]/g, '');
  return sql.raw(`(skills_text LIKE '%${name.toLowerCase()}%' OR skill_categories @> '{${name}}'::text[])`);
}

/**
 * Members who listed the known skill in any wording, from the canonical entries matching keeps. A walk tests
 * each member it passes with two primary-key probes; a lookup reads the skill's members once, so the planner
 * can OR that list with the text index.
 */
function listsSkill(skill: string, strategy: PageStrategy, rowId: SQL): SQL {
  return strategy === 'walk'
    ? sql`EXISTS (SELECT 1 FROM member_skill_entries e
        WHERE e.side IN ('offered', 'wanted') AND e.skill = ${skill} AND e.member_id = ${rowId})`
    : sql`id = ANY(ARRAY(SELECT e.member_id FROM member_skill_entries e
        WHERE e.side IN ('offered', 'wanted') AND e.skill = ${skill}))`;
}

export function toPublicProfile(row: RankedProfile): RankedProfile {
  return { ...row, rating: Number(row.rating), explore_rank: Number(row.explore_rank) };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
