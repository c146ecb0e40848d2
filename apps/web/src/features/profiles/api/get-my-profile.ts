import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { callApi } from '@/lib/api-client.ts';
import { profilesKeys } from './keys.ts';

export function getMyProfile(signal?: AbortSignal) {
  return callApi(profileRoutes.getMyProfile, { signal });
}

export const myProfileQueryOptions = queryOptions({
  queryKey: profilesKeys.mine,
  queryFn: ({ signal }) => getMyProfile(signal),
});

export function useMyProfile() {
  return useQuery(myProfileQueryOptions);
}
