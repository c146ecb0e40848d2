import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberHelperRoutes } from '@skillswap/contracts/member-helpers/routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { memberHelpersKeys } from './keys.ts';

/** Helpers (ADR 179): my helpers, the members I help, and what helpers did. */

export function useMyHelpers() {
  return useQuery({
    queryKey: memberHelpersKeys.mine,
    queryFn: ({ signal }) => callApi(memberHelperRoutes.listMyHelpers, { signal }),
  });
}

export function useMyHelperActions() {
  return useQuery({
    queryKey: memberHelpersKeys.actions,
    queryFn: ({ signal }) => callApi(memberHelperRoutes.listMyHelperActions, { signal }),
  });
}

export function useSwapHelperActions(swapId: string) {
  return useQuery({
    queryKey: memberHelpersKeys.swap(swapId),
    queryFn: ({ signal }) =>
      callApi(memberHelperRoutes.listSwapHelperActions, { params: { id: swapId }, signal }),
    retry: false,
  });
}

export function useCommunityHelpers(slug: string, enabled: boolean) {
  return useQuery({
    // Under the community's key: adding a member without e-mail (who gets a helper) reads it again.
    queryKey: memberHelpersKeys.community(slug),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberHelpersKeys.all }),
  });
}

export function useRevokeHelper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) =>
      callApi(memberHelperRoutes.revokeHelper, { params: { appointmentId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: memberHelpersKeys.all });
      await queryClient.invalidateQueries({ queryKey: sharedKeys.communities.pages });
    },
  });
}
