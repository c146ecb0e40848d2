import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/lib/auth/session-store.ts';

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
// undefined until the first session check answers: restoring a session is not a change of member.
let previousMemberId: string | null | undefined;
function forgetDataOfPreviousMember() {
  const { held, isLoading } = sessionStore.getState();
  if (isLoading) return;
  const memberId = held?.session.user.id ?? null;
  const hadSettled = previousMemberId !== undefined;
  const hasChanged = previousMemberId !== memberId;
  previousMemberId = memberId;
  if (hadSettled && hasChanged) void queryClient.resetQueries();
}
forgetDataOfPreviousMember();
sessionStore.subscribe(forgetDataOfPreviousMember);
