import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceInput, WorkshopDetail } from '@skillswap/contracts/workshops/schemas';
import { workshopRoutes } from '@skillswap/contracts/workshops/routes';
import { callApi } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { workshopsKeys } from './keys.ts';

export function workshopQueryOptions(id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: workshopsKeys.detail(id, viewerId),
    queryFn: ({ signal }) => callApi(workshopRoutes.getWorkshop, { params: { id }, signal }),
  });
}

export function useWorkshop(id: string) {
  const { user } = useAuth();
  return useQuery(workshopQueryOptions(id, user?.id ?? null));
}

export type WorkshopAction =
  | { kind: 'book' }
  | { kind: 'cancel-seat' }
  | { kind: 'cancel'; reason: string }
  | { kind: 'attendance'; marks: AttendanceInput['marks'] }
  | { kind: 'dispute'; reason: string };

function runAction(id: string, action: WorkshopAction): Promise<WorkshopDetail> {
  const params = { id };
  switch (action.kind) {
    case 'book':
      return callApi(workshopRoutes.bookSeat, { params });
    case 'cancel-seat':
      return callApi(workshopRoutes.cancelSeat, { params });
    case 'cancel':
      return callApi(workshopRoutes.cancelWorkshop, { params, body: { reason: action.reason } });
    case 'attendance':
      return callApi(workshopRoutes.markAttendance, { params, body: { marks: action.marks } });
    case 'dispute':
      return callApi(workshopRoutes.disputeSeat, { params, body: { reason: action.reason } });
  }
}

/** Every change to a workshop answers its new page, which replaces the cached one. */
export function useWorkshopAction(id: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (action: WorkshopAction) => runAction(id, action),
    onSuccess: (detail) => {
      queryClient.setQueryData(workshopsKeys.detail(id, user?.id ?? null), detail);
      void queryClient.invalidateQueries({ queryKey: workshopsKeys.lists });
    },
  });
}
