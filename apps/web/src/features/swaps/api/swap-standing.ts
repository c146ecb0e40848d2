import { useQuery } from '@tanstack/react-query';
import type { SwapBox, SwapView } from '@skillswap/contracts/swap-lifecycle/schemas';
import { swapLifecycleRoutes } from '@skillswap/contracts/swap-lifecycle/routes';
import { callApi } from '@/lib/api-client.ts';
import { swapsKeys } from './keys.ts';

/** Where the signed-in member stands with another member: a request either way, or a swap under way. */
export interface SwapStanding {
  swapId: string;
  kind: 'sent' | 'received' | 'active';
}

const standingBoxes: Array<[SwapBox, SwapStanding['kind']]> = [
  ['outgoing', 'sent'],
  ['incoming', 'received'],
  ['active', 'active'],
];

const otherMember = (swap: SwapView) => (swap.myRole === 'requester' ? swap.recipient : swap.requester);

async function loadStandings(signal: AbortSignal): Promise<Map<string, SwapStanding>> {
  const pages = await Promise.all(
    standingBoxes.map(([box]) =>
      callApi(swapLifecycleRoutes.listSwaps, { query: { box, limit: 100 }, signal }),
    ),
  );
  const standings = new Map<string, SwapStanding>();
  pages.forEach((page, index) => {
    const kind = standingBoxes[index]![1];
    for (const swap of page.items) {
      const otherId = otherMember(swap).id;
      // A swap under way says more than a request: it wins when both exist.
      if (!standings.has(otherId) || kind === 'active') standings.set(otherId, { swapId: swap.id, kind });
    }
  });
  return standings;
}

const noStandings: ReadonlyMap<string, SwapStanding> = new Map();

/**
 * The member's open swaps by the other member's id. Cards use it to say "Request sent · View" instead of
 * offering a second request that the server would refuse. Under ['swaps'], so sending a
 * request or acting on a swap (which invalidate ['swaps']) refreshes it. Empty for visitors and
 * until it arrives.
 */
export function useSwapStandings(isSignedIn: boolean): ReadonlyMap<string, SwapStanding> {
  const query = useQuery({
    queryKey: swapsKeys.standing,
    queryFn: ({ signal }) => loadStandings(signal),
    enabled: isSignedIn,
    staleTime: 10_000,
  });
  return query.data ?? noStandings;
}
