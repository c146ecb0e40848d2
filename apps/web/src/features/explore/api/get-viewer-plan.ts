import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';

/**
 * The signed-in member's own profile, for its plan: the same key as the profile editor's, so one fetch serves
 * both.
 */
const viewerProfileQueryOptions = queryOptions({
  queryKey: sharedKeys.myProfile,
  queryFn: ({ signal }) => callApi(profileRoutes.getMyProfile, { signal }),
});

/** The viewer's plan: null for a visitor, undefined while a member's loads. */
export function useViewerPlan(isSignedIn: boolean) {
  const profile = useQuery({ ...viewerProfileQueryOptions, enabled: isSignedIn });
  return isSignedIn ? profile.data?.plan : null;
}
