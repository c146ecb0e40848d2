import { useQuery } from '@tanstack/react-query';
import { workshopRoutes } from '@skillswap/contracts/workshops/routes';
import { callApi } from '@/lib/api-client.ts';
import { workshopsKeys } from './keys.ts';

type Waiter = { resolve: (isElite: boolean) => void; reject: (error: unknown) => void };

const batchLimit = 50;
let waiting = new Map<string, Waiter[]>();
let isScheduled = false;

/** Badges are asked for one card at a time but fetched together, 50 ids a call, as levels are. */
function loadIsElite(memberId: string): Promise<boolean> {
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
      const { eliteIds } = await callApi(workshopRoutes.listEliteBadges, { query: { ids: chunk.join(',') } });
      const elite = new Set(eliteIds);
      for (const id of chunk) for (const waiter of batch.get(id) ?? []) waiter.resolve(elite.has(id));
    } catch (error) {
      for (const id of chunk) for (const waiter of batch.get(id) ?? []) waiter.reject(error);
    }
  }
}

/** Whether the member carries the Elite badge. */
export const useIsElite = (memberId: string) =>
  useQuery({
    queryKey: workshopsKeys.elite(memberId),
    queryFn: () => loadIsElite(memberId),
    staleTime: 5 * 60_000,
  });
