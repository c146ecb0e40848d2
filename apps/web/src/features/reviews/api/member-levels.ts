import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberLevelList } from '@skillswap/contracts/shared/levels';
import { reviewRoutes } from '@skillswap/contracts/reviews/routes';
import { callApi } from '@/lib/api-client.ts';
import { reviewsKeys } from './keys.ts';

type Level = MemberLevelList['items'][number]['level'];
type Waiter = { resolve: (level: Level | null) => void; reject: (error: unknown) => void };

const batchLimit = 50;
let waiting = new Map<string, Waiter[]>();
let isScheduled = false;

/**
 * Levels are asked for one card at a time but fetched together: requests made in the same tick go out as
 * one `GET /api/reputations?ids=…` (50 ids at most per call), so a page of cards costs one call.
 */
function loadLevel(memberId: string): Promise<Level | null> {
  return new Promise((resolve, reject) => {
    waiting.set(memberId, [...(waiting.get(memberId) ?? []), { resolve, reject }]);
    if (isScheduled) return;
    isScheduled = true;
    setTimeout(() => void flush(), 0);
  });
}

async function flush() {
  const batch = waiting;
  waiting = new Map();
  isScheduled = false;
  const ids = [...batch.keys()];
  for (let start = 0; start < ids.length; start += batchLimit) {
    const chunk = ids.slice(start, start + batchLimit);
    try {
      const { items } = await callApi(reviewRoutes.listMemberLevels, { query: { ids: chunk.join(',') } });
      const levels = new Map(items.map((item) => [item.memberId, item.level]));
      for (const id of chunk)
        for (const waiter of batch.get(id) ?? []) waiter.resolve(levels.get(id) ?? null);
    } catch (error) {
      for (const id of chunk) for (const waiter of batch.get(id) ?? []) waiter.reject(error);
    }
  }
}

export function memberLevelQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: reviewsKeys.level(memberId),
    queryFn: () => loadLevel(memberId),
    staleTime: 5 * 60_000,
  });
}

/** A member's level (Newcomer … Master), for cards; null for a hidden member. */
export function useMemberLevel(memberId: string) {
  return useQuery(memberLevelQueryOptions(memberId));
}
