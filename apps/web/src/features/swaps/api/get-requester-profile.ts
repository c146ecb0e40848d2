import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';

/** The signed-in member's own profile: the skills they can offer and their plan. */
export function getRequesterProfile(signal?: AbortSignal) {
  return callApi(profileRoutes.getMyProfile, { signal });
}

export const requesterProfileQueryOptions = queryOptions({
  // Same key as the profile editor's, so an edited skill list shows up here at once.
  queryKey: sharedKeys.myProfile,
  queryFn: ({ signal }) => getRequesterProfile(signal),
});

export function useRequesterProfile(isEnabled: boolean) {
  return useQuery({ ...requesterProfileQueryOptions, enabled: isEnabled });
}
