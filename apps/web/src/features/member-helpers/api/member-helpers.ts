import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberHelperRoutes } from '@skillswap/contracts/routes/member-helpers';
import { callApi } from '@/lib/api-client.ts';

/** Helpers (issue 38 item 3, ADR 179): my helpers, the members I help, and what helpers did. */
const helpersKey = ['member-helpers'] as const;

export function useMyHelpers() {
  return useQuery({
    queryKey: [...helpersKey, 'mine'],
    queryFn: ({ signal }) => callApi(memberHelperRoutes.listMyHelpers, { signal }),
  });
}

export function useMyHelperActions() {
  return useQuery({
    queryKey: [...helpersKey, 'actions'],
    queryFn: ({ signal }) => callApi(memberHelperRoutes.listMyHelperActions, { signal }),
  });
}

export function useSwapHelperActions(swapId: string) {
  return useQuery({
    queryKey: [...helpersKey, 'swap', swapId],
    queryFn: ({ signal }) =>
      callApi(memberHelperRoutes.listSwapHelperActions, { params: { id: swapId }, signal }),
    retry: false,
  });
}

export function useCommunityHelpers(slug: string, enabled: boolean) {
  return useQuery({
    // Under the community's key: adding a member without e-mail (who gets a helper) reads it again.
    queryKey: ['communities', 'one', slug, 'helpers'],
    queryFn: ({ signal }) => callApi(memberHelperRoutes.listCommunityHelpers, { params: { slug }, signal }),
    enabled,
    retry: false,
  });
}

export function useAppointHelper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (helperId: string) =>
      callApi(memberHelperRoutes.appointHelper, { body: { helperId, consent: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpersKey }),
  });
}

export function useRevokeHelper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) =>
      callApi(memberHelperRoutes.revokeHelper, { params: { appointmentId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: helpersKey });
      await queryClient.invalidateQueries({ queryKey: ['communities', 'one'] });
    },
  });
}
