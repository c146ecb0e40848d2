import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { sessionStore } from '@/lib/auth/session-store.ts';
import { rememberedQueries, rememberQueries } from '@/lib/offline-snapshot.ts';

/** A client with the app's defaults: the tab's one below, or a fresh one for each page the server renders. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export const queryClient = createQueryClient();

// Cached member data (settings, own profile) must not outlive the member who loaded it. Watching the
// session store here, rather than in the auth provider, keeps React Query out of the first-load bundle.
// undefined until the first session check answers: restoring a session is not a change of member. The member
// a reload found offline is the same member once the server answers: what they saw is refetched, not dropped.
let previous: { memberId: string | null; isOffline: boolean } | undefined;
function followTheMember() {
  const { held, offlineUser, isLoading } = sessionStore.getState();
  if (isLoading) return;
  const current = {
    memberId: held?.session.user.id ?? offlineUser?.id ?? null,
    isOffline: !held && offlineUser !== null,
  };
  const before = previous;
  previous = current;
  if (!before) return;
  if (before.memberId !== current.memberId) void queryClient.resetQueries();
  else if (before.isOffline && !current.isOffline) void queryClient.invalidateQueries();
}
followTheMember();
sessionStore.subscribe(followTheMember);

// Offline, a reload finds the pages this tab had loaded (ADR 170): what the member's tab
// loaded is kept in the tab's sessionStorage as the page goes away, and read back when it opens offline.
// Sign-out forgets it (session-store.ts); visitors keep nothing.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (sessionStore.getState().held) rememberQueries(dehydrate(queryClient));
  });
  if (!navigator.onLine) {
    const saved = rememberedQueries();
    // Written by dehydrate() in this tab, read back as it was written.
    if (saved) hydrate(queryClient, saved as DehydratedState);
  }
}
