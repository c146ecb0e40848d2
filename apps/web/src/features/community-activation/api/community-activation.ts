import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SendNudgeInput } from '@skillswap/contracts/community-activation/schemas';
import { communityActivationRoutes } from '@skillswap/contracts/community-activation/routes';
import { callApi } from '@/lib/api-client.ts';
import { communityActivationKeys } from './keys.ts';

/**
 * A community's activation queue (ADR 173), for its coordinators: who to help to a first exchange,
 * suggestions for each member, and the nudges sent. The keys sit under the community's own (`['communities',
 * 'one', slug]`), so any action on the community reads them again.
 */

export function useActivationQueue(slug: string, isEnabled: boolean) {
  return useQuery({
    queryKey: communityActivationKeys.queue(slug),
    queryFn: ({ signal }) =>
      callApi(communityActivationRoutes.getActivationQueue, { params: { slug }, signal }),
    enabled: isEnabled,
  });
}

/** Up to three suggestions for one member; nothing is asked while no member is chosen. */
export function useActivationSuggestions(slug: string, memberId: string | null) {
  return useQuery({
    queryKey: communityActivationKeys.suggestions(slug, memberId),
    queryFn: ({ signal }) =>
      callApi(communityActivationRoutes.listActivationSuggestions, {
        params: { slug, memberId: memberId ?? '' },
        signal,
      }),
    enabled: memberId !== null,
  });
}

export function useNudges(slug: string, isEnabled: boolean) {
  return useQuery({
    queryKey: communityActivationKeys.nudges(slug),
    queryFn: ({ signal }) => callApi(communityActivationRoutes.listNudges, { params: { slug }, signal }),
    enabled: isEnabled,
  });
}

/**
 * Sends a nudge, then reads the queue (the entry's last nudge) and the recent nudges again before resolving.
 */
export function useSendNudge(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nudge: SendNudgeInput) =>
      callApi(communityActivationRoutes.sendNudge, { params: { slug }, body: nudge }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityActivationKeys.queue(slug) }),
        queryClient.invalidateQueries({ queryKey: communityActivationKeys.nudges(slug) }),
      ]),
  });
}
