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
  if (options.strategy === 'walk' || !filter.term) {
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
 * The number of visible members matching the filter. Totals are cached per search and stamped with the
 * explore generation read in the same snapshot as the count; any change to what Explore can see moves the
 * generation on (migration 0014), so a stale total is never served.
 */
export async function countPublicProfiles(db: DbOrTx, filter: ExploreFilter): Promise<number> {
  if (filter.members) {
    // Joining and leaving a community does not move the explore generation, so scoped totals are not cached.
    const scoped = await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM public_profiles
      WHERE ${sql.join(filterConditions(filter, 'walk'), sql` AND `)}`);
    return Number(scoped.rows[0]?.total ?? 0);
  }
  const key = searchKey(filter);
  const cached = await db.execute<{ total: number }>(sql`
    SELECT c.total FROM explore_counts c JOIN explore_generation g ON g.value = c.generation
    WHERE c.search_key = ${key}`);
  if (cached.rows[0]) return Number(cached.rows[0].total);
  const fresh = await db.execute<{ generation: string | number; total: number }>(sql`
    SELECT (SELECT value FROM explore_generation) AS generation, count(*)::int AS total
    FROM public_profiles WHERE ${sql.join(filterConditions(filter, 'lookup'), sql` AND `)}`);
  const { generation, total } = fresh.rows[0]!;
  await db.execute(sql`
    INSERT INTO explore_counts AS cached (search_key, generation, total)
    VALUES (${key}, ${generation}, ${total})
    ON CONFLICT (search_key) DO UPDATE SET generation = EXCLUDED.generation, total = EXCLUDED.total,
      computed_at = now()
    WHERE cached.generation < EXCLUDED.generation`);
  return Number(total);
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
 * two) and any older than an hour, so a stream of one-off searches on a quiet site cannot grow the
 * table without end.
 */
export async function pruneExploreCounts(db: DbOrTx, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - 60 * 60 * 1000);
  await db.execute(sql`
    DELETE FROM explore_counts
    WHERE generation < (SELECT value FROM explore_generation)
      OR advanced_generation < (SELECT value FROM explore_advanced_generation)
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
