import { z } from 'zod';
import { dayPartCode, parseAvailableFilter } from '@skillswap/contracts/sessions/availability';
import type { AdvancedFilters } from '@skillswap/contracts/explore/filters';
import { memberLevels, type MemberLevelId } from '@skillswap/contracts/shared/levels';
import { exploreCursor, type ExplorePage, type ExploreQuery } from '@skillswap/contracts/profiles/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { locateNear } from '../../lib/distance.ts';
import {
  countAdvancedProfiles,
  listAdvancedProfiles,
  type AdvancedFilter,
} from './explore-advanced.repository.ts';
import { scoped, toFilter } from './explore.service.ts';

const levelRankOf = (id: MemberLevelId) => memberLevels.find((level) => level.id === id)!.rank;

const availablePartOf = (value: NonNullable<AdvancedFilters['available']>) => {
  const { weekday, part } = parseAvailableFilter(value);
  return dayPartCode(weekday, part);
};

/** The filters of the address as the repository applies them; an unknown city is a clear 400. */
function toAdvancedFilter(filters: AdvancedFilters): AdvancedFilter {
  const advanced: AdvancedFilter = {
    ...(filters.minRating !== undefined ? { minRating: filters.minRating } : {}),
    ...(filters.verified ? { isVerifiedOnly: true } : {}),
    ...(filters.meeting ? { meeting: filters.meeting } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.reviewed ? { hasReviews: true } : {}),
    ...(filters.available ? { availablePart: availablePartOf(filters.available) } : {}),
    ...(filters.level ? { minLevelRank: levelRankOf(filters.level) } : {}),
  };
  if (!filters.near) return advanced;
  return { ...advanced, near: locateNear(filters.near, filters.withinKm) };
}

/**
 * One page of Explore with the advanced filters (Premium and up: the endpoint declares the feature,
 * ADR 84/86), in Explore's order, with the number of matches this viewer can see.
 */
export async function exploreWithAdvancedFilters(
  db: DbOrTx,
  query: ExploreQuery & AdvancedFilters,
  viewerId: string,
): Promise<ExplorePage> {
  const advanced = toAdvancedFilter(query);
  const filter = await scoped(db, toFilter(query), query.community, viewerId);
  if (filter === null) return { items: [], total: 0, nextCursor: null };
  const after = query.cursor ? { rank: query.cursor[0], id: query.cursor[1] } : undefined;
  const [rows, total] = await Promise.all([
    listAdvancedProfiles(db, filter, advanced, { after, limit: query.limit + 1, viewerId }),
    countAdvancedProfiles(db, filter, advanced, viewerId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const hasMore = rows.length > query.limit && last !== undefined;
  return {
    items: page.map(({ explore_rank: _rank, ...profile }) => profile),
    total,
    nextCursor: hasMore ? z.encode(exploreCursor, [last.explore_rank, last.id]) : null,
  };
}
