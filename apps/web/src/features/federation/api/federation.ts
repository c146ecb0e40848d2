import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateNodeInvitationInput } from '@skillswap/contracts/federation/schemas';
import { federationRoutes } from '@skillswap/contracts/federation/routes';
import { callApi } from '@/lib/api-client.ts';
import { federationKeys } from './keys.ts';

/** Federation in the console (ADR 183): this node, its links and invitations. */

export function useFederation() {
  return useQuery({
    queryKey: federationKeys.all,
    queryFn: ({ signal }) => callApi(federationRoutes.getFederation, { signal }),
  });
}

export function useCreateNodeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limits: CreateNodeInvitationInput) =>
      callApi(federationRoutes.createNodeInvitation, { body: limits }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federationKeys.all }),
  });
}

export function useJoinTrunk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: string) => callApi(federationRoutes.joinTrunk, { body: { invitation } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federationKeys.all }),
  });
}

const changeRoutes = {
  pause: federationRoutes.pauseNodeLink,
  resume: federationRoutes.resumeNodeLink,
  end: federationRoutes.endNodeLink,
} as const;

export function useChangeNodeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: keyof typeof changeRoutes }) =>
      callApi(changeRoutes[change], { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federationKeys.all }),
  });
}
