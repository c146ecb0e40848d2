import { z } from 'zod';
import { exploreCursor, type ExplorePage, type ExploreQuery } from '@skillswap/contracts/profiles/schemas';
import { taxonomySkillOf } from '@skillswap/contracts/shared/skill-taxonomy';
import type { DbOrTx } from '../../db/client.ts';
import { communityScopeOf } from '../communities/index.ts';
import {
  countPublicProfiles,
  countSeparatedMatches,
  listPublicProfiles,
  type ExploreFilter,
  type PageStrategy,
} from './explore.repository.ts';

/** Terms shorter than this cannot use trigrams and go through the short-gram index instead (ADR 0004). */
const trigramLength = 3;
/** Matches are dense when at least one member in this many matches: a page is then found by walking. */
const denseShare = 50;

/**
 * One page of visible members matching the search, in a stable order (explore rank desc, id desc: ADR 0046),
 * with the total number of matches. A signed-in viewer does not see members a block separates them from
 * (ADR 74). The cursor is opaque to clients: the position of the last member of the
 * previous page.
 */
export async function explorePublicProfiles(
  db: DbOrTx,
  query: ExploreQuery,
  viewerId: string | null = null,
): Promise<ExplorePage> {
  const filter = await scoped(db, toFilter(query), query.community, viewerId);
  const after = query.cursor ? { rank: query.cursor[0], id: query.cursor[1] } : undefined;
  if (filter === null) return { items: [], total: 0, nextCursor: null };
  const [total = 0, walked = 0] = await countPublicProfiles(
    db,
    filter.term ? [filter, walkedBy(filter)] : [filter],
  );
  const strategy = pageStrategy(filter, total, walked);
  const rows = await listPublicProfiles(db, filter, { after, limit: query.limit + 1, strategy, viewerId });
  const hidden = viewerId ? await countSeparatedMatches(db, filter, viewerId) : 0;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const hasMore = rows.length > query.limit && last !== undefined;
  const items = page.map(({ explore_rank: _rank, ...profile }) => profile);
  return {
    items,
    total: total - hidden,
    nextCursor: hasMore ? z.encode(exploreCursor, [last.explore_rank, last.id]) : null,
  };
}

/**
 * Decided from the exact total, which the planner's estimate for a substring search often misses, against the
 * total of the members a walk passes, both counted (or read from the cache) in one go. A community's search
 * walks the whole order too, testing membership as it goes, so a term dense among the community's members
 * walks and a rare one is looked up, whatever the community's size. Without a term nothing is looked up.
 */
function pageStrategy(filter: ExploreFilter, total: number, walked: number): PageStrategy {
  if (!filter.term) return 'walk';
  return total * denseShare >= walked ? 'walk' : 'lookup';
}

/** The members a walk passes: all, or a category's along its own index. */
const walkedBy = (filter: ExploreFilter): ExploreFilter =>
  filter.category ? { category: filter.category } : {};

/** The filter narrowed to a community's members when the query names one (ADR 98); 404 for a hidden one. */
export async function scoped(
  db: DbOrTx,
  filter: ExploreFilter | null,
  community: string | undefined,
  viewerId: string | null,
): Promise<ExploreFilter | null> {
  if (!community) return filter;
  const scope = await communityScopeOf(db, community, viewerId);
  if (filter === null) return null;
  const { members, communityId, generation } = scope;
  return { ...filter, members, ...(generation ? { membership: { communityId, generation } } : {}) };
}

/** Null when nothing can match: no field holds a control character such as a line break. */
export function toFilter(query: ExploreQuery): ExploreFilter | null {
  const text = query.q?.trim().toLowerCase() ?? '';
  const filter: ExploreFilter = query.category ? { category: query.category } : {};
  if (text === '') return filter;
  if (/\p{Cc}/u.test(text)) return null;
  const skill = taxonomySkillOf(text);
  return {
    ...filter,
    term: { text, isShort: [...text].length < trigramLength },
    ...(skill ? { skill } : {}),
  };
}
