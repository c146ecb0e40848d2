import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionStore } from '@/lib/auth/session-store.ts';
import { startLiveClient } from './live-client.ts';
import { setLive } from './live-status.ts';
import type { StreamEvent } from './sse-parser.ts';

/**
 * What each event makes stale. The keys are the features' own (features/{my-swaps,notifications,ledger,
 * communities}/api).
 */
export function refreshFor(queryClient: QueryClient, event: StreamEvent) {
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  const swapId = readSwapId(event.data);
  switch (event.event) {
    case 'message':
      if (swapId) {
        refresh(['swaps', 'messages', swapId]);
        refresh(['swaps', 'detail', swapId]);
      }
      refresh(['swaps', 'box']);
      refresh(['swaps', 'summary']);
      refresh(['swaps', 'conversations']);
      return;
    case 'notification':
      refresh(['notifications']);
      return;
    case 'swap':
      refresh(['swaps']);
      refresh(['ledger']);
      return;
    case 'community':
      // An announcement posted, pinned or unpinned: the community pages open in this tab refetch (the event
      // names the community by id, the pages are keyed by slug; a member rarely has more than one open).
      refresh(['communities', 'one']);
      return;
    default:
      // `resync` (the events missed are no longer kept) and anything newer than this code: refetch it all.
      refreshEverything(queryClient);
  }
}

function refreshEverything(queryClient: QueryClient) {
  for (const queryKey of [['swaps'], ['notifications'], ['ledger'], ['communities', 'one']]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

function readSwapId(data: string): string | null {
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed && 'swapId' in parsed && typeof parsed.swapId === 'string'
      ? parsed.swapId
      : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the signed-in member's bell, My Swaps and open swap page fresh from the live stream. Rendered (lazily)
 * with the member's status bar, so one per tab, and nothing for visitors. When the stream comes or goes the
 * queries refetch, so they catch up and pick their polling interval anew (`pollUnlessLive`).
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = startLiveClient({
      getToken: sessionStore.getAccessToken,
      onEvent: (event) => refreshFor(queryClient, event),
      onLiveChange: (isLive) => {
        setLive(isLive);
        refreshEverything(queryClient);
      },
    });
    return () => {
      stop();
      setLive(false);
    };
  }, [queryClient]);
  return null;
}
