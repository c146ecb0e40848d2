import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionStore } from '@/lib/auth/session-store.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { startLiveClient } from './live-client.ts';
import { setLive } from './live-status.ts';
import type { StreamEvent } from './sse-parser.ts';

/** What each event makes stale: the features' keys that lib/query-keys.ts shares. */
export function refreshFor(queryClient: QueryClient, event: StreamEvent) {
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  const swapId = readSwapId(event.data);
  const { swaps } = sharedKeys;
  switch (event.event) {
    case 'message':
      if (swapId) {
        refresh(swaps.messages(swapId));
        refresh(swaps.detail(swapId));
      }
      refresh(swaps.boxes);
      refresh(swaps.summary);
      refresh(swaps.conversations);
      return;
    case 'notification':
      refresh(sharedKeys.notifications);
      return;
    case 'swap':
      refresh(swaps.all);
      refresh(sharedKeys.ledger);
      return;
    case 'community':
      // An announcement posted, pinned or unpinned: the community pages open in this tab refetch (the event
      // names the community by id, the pages are keyed by slug; a member rarely has more than one open).
      refresh(sharedKeys.communities.pages);
      return;
    default:
      // `resync` (the events missed are no longer kept) and anything newer than this code: refetch it all.
      refreshEverything(queryClient);
  }
}

function refreshEverything(queryClient: QueryClient) {
  const { swaps, notifications, ledger, communities } = sharedKeys;
  for (const queryKey of [swaps.all, notifications, ledger, communities.pages]) {
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
 * Keeps the signed-in member's bell, My Swaps and open swap page fresh from the live stream. Rendered
 * (lazily) with the member's status bar, so one per tab, and nothing for visitors. When the stream comes or
 * goes the queries refetch, so they catch up and pick their polling interval anew (`pollUnlessLive`).
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
