import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { boardRoutes } from '@skillswap/contracts/board/routes';
import { directMessageRoutes } from '@skillswap/contracts/direct-messages/routes';
import { exploreRoutes } from '@skillswap/contracts/explore/routes';
import { ledgerRoutes } from '@skillswap/contracts/ledger/routes';
import { memberHelperRoutes } from '@skillswap/contracts/member-helpers/routes';
import { messageRoutes } from '@skillswap/contracts/messages/routes';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import type { Route } from '@skillswap/contracts/shared/route';
import { sessionRoutes } from '@skillswap/contracts/sessions/routes';
import { swapLifecycleRoutes } from '@skillswap/contracts/swap-lifecycle/routes';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';
import { setActingForSource } from '@/lib/api-client.ts';

/**
 * Acting for a member as their helper (ADR 179, 195). While on, the calls of the pages a helper may use
 * (swaps, their messages and sessions, direct messages, the board, the statement, Explore and profiles) carry
 * the member's id; everything else (Settings, the member's time zone, availability and first-message choice,
 * notifications, the helper's own account) stays the helper's. Kept for the tab only, so closing it
 * ends the mode.
 */
export const helperRoutes: ReadonlySet<Route> = new Set<Route>([
  swapRoutes.createSwapRequest,
  swapRoutes.updateSwapRequest,
  swapRoutes.listSwapRequests,
  ...Object.values(swapLifecycleRoutes),
  ...Object.values(messageRoutes),
  directMessageRoutes.listDirectConversations,
  directMessageRoutes.openDirectConversation,
  directMessageRoutes.getDirectThread,
  directMessageRoutes.replyDirect,
  directMessageRoutes.markDirectRead,
  sessionRoutes.listSessions,
  sessionRoutes.proposeSession,
  sessionRoutes.acceptSlot,
  sessionRoutes.counterPropose,
  sessionRoutes.rescheduleSession,
  sessionRoutes.cancelSession,
  sessionRoutes.downloadSessionInvite,
  ...Object.values(boardRoutes),
  ...Object.values(ledgerRoutes),
  // Explore's advanced filters are a Premium feature of the helper's own plan, not the member's browsing.
  ...Object.values(exploreRoutes).filter((route) => route !== exploreRoutes.searchProfilesAdvanced),
  profileRoutes.getProfile,
  memberHelperRoutes.listSwapHelperActions,
]);

export interface ActingFor {
  memberId: string;
  name: string;
}

const storageKey = 'skillswap.acting-for';
const listeners = new Set<() => void>();

function read(): ActingFor | null {
  if (typeof sessionStorage === 'undefined') return null;
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as ActingFor | null;
    return value && typeof value.memberId === 'string' && typeof value.name === 'string' ? value : null;
  } catch {
    return null;
  }
}

let current = read();
setActingForSource((route) => (current && helperRoutes.has(route) ? current.memberId : null));

/** Starts or stops acting for a member; every cached answer is dropped, since whose it was changes. */
export function setActingFor(next: ActingFor | null, queryClient: QueryClient) {
  current = next;
  if (next) sessionStorage.setItem(storageKey, JSON.stringify(next));
  else sessionStorage.removeItem(storageKey);
  queryClient.clear();
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The member the helper is acting for in this tab, or null. */
export function useActingFor(): ActingFor | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
