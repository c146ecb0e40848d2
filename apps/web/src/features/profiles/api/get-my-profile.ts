import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyProfile } from '@skillswap/contracts/profiles';
import { apiRequest } from '@/lib/api-client.ts';

export function getMyProfile(signal?: AbortSignal) {
  return apiRequest<MyProfile>('/api/me/profile', { signal });
}

export const myProfileQueryOptions = queryOptions({
  queryKey: ['me', 'profile'],
  queryFn: ({ signal }) => getMyProfile(signal),
});

export function useMyProfile() {
  return useQuery(myProfileQueryOptions);
}
