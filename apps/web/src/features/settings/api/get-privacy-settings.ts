import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivacySettings } from '@skillswap/contracts/privacy';
import { apiRequest } from '@/lib/api-client.ts';

export function getPrivacySettings(signal?: AbortSignal) {
  return apiRequest<PrivacySettings>('/api/me/privacy', { signal });
}

export const privacySettingsQueryOptions = queryOptions({
  queryKey: ['me', 'privacy'],
  queryFn: ({ signal }) => getPrivacySettings(signal),
});

export function usePrivacySettings() {
  return useQuery(privacySettingsQueryOptions);
}
