import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Place,
  RescheduleSessionInput,
  SlotInput,
  SwapSessions,
} from '@skillswap/contracts/sessions/schemas';
import { sessionRoutes } from '@skillswap/contracts/sessions/routes';
import { callApi } from '@/lib/api-client.ts';
import { pollUnlessLive } from '@/lib/live/live-status.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { sessionsKeys } from './keys.ts';

export function swapSessionsQueryOptions(swapId: string) {
  return queryOptions({
    // Under ['swaps']: a live "swap" event (a session proposed, picked, moved or cancelled) refreshes it.
    queryKey: sessionsKeys.swap(swapId),
    queryFn: ({ signal }) => callApi(sessionRoutes.listSessions, { params: { id: swapId }, signal }),
    refetchInterval: pollUnlessLive(15_000),
  });
}

export function useSwapSessions(swapId: string, isEnabled = true) {
  return useQuery({ ...swapSessionsQueryOptions(swapId), enabled: isEnabled });
}

export type SessionChange =
  | { kind: 'propose'; teacherId: string; slots: SlotInput[]; place: Place }
  | { kind: 'accept'; sessionId: string; slotId: string }
  | { kind: 'counter'; sessionId: string; slots: SlotInput[] }
  | { kind: 'reschedule'; sessionId: string; input: RescheduleSessionInput }
  | { kind: 'cancel'; sessionId: string; reason: string };

export function changeSession(swapId: string, change: SessionChange): Promise<SwapSessions> {
  const id = swapId;
  switch (change.kind) {
    case 'propose':
      return callApi(sessionRoutes.proposeSession, {
        params: { id },
        body: { teacherId: change.teacherId, slots: change.slots, place: change.place },
      });
    case 'accept':
      return callApi(sessionRoutes.acceptSlot, {
        params: { id, sessionId: change.sessionId },
        body: { slotId: change.slotId },
      });
    case 'counter':
      return callApi(sessionRoutes.counterPropose, {
        params: { id, sessionId: change.sessionId },
        body: { slots: change.slots },
      });
    case 'reschedule':
      return callApi(sessionRoutes.rescheduleSession, {
        params: { id, sessionId: change.sessionId },
        body: change.input,
      });
    case 'cancel':
      return callApi(sessionRoutes.cancelSession, {
        params: { id, sessionId: change.sessionId },
        body: { reason: change.reason },
      });
  }
}

/** Any change to a swap's sessions; the answer is the new list, and the bell may have news. */
export function useChangeSession(swapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SessionChange) => changeSession(swapId, change),
    onSuccess: (sessions) => {
      queryClient.setQueryData(sessionsKeys.swap(swapId), sessions);
      void queryClient.invalidateQueries({ queryKey: sharedKeys.notifications });
    },
  });
}
