import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { callApi } from '@/lib/api-client.ts';
import { profilesKeys } from './keys.ts';

export function getProfile(id: string, signal?: AbortSignal) {
  return callApi(profileRoutes.getProfile, { params: { id }, signal });
}

/**
 * What a profile shows depends on who asks (an owner sees their private profile, members see a shown
 * e-mail), so the viewer is part of the key.
 */
export function profileQueryOptions(id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: profilesKeys.detail(id, viewerId),
    queryFn: ({ signal }) => getProfile(id, signal),
    // A missing or private profile stays missing; asking again would only repeat the 404.
    retry: false,
  });
}

/** Waits for the session check, so a member's first request is not made anonymously. */
export function useProfile(id: string, viewer: { viewerId: string | null; isReady: boolean }) {
  return useQuery({ ...profileQueryOptions(id, viewer.viewerId), enabled: viewer.isReady });
}
