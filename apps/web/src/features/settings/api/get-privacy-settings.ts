import { queryOptions, useQuery } from '@tanstack/react-query';
import { privacyRoutes } from '@skillswap/contracts/privacy/routes';
import { callApi } from '@/lib/api-client.ts';
import { settingsKeys } from './keys.ts';

export function getPrivacySettings(signal?: AbortSignal) {
  return callApi(privacyRoutes.getPrivacySettings, { signal });
}

export const privacySettingsQueryOptions = queryOptions({
  queryKey: settingsKeys.privacy,
  queryFn: ({ signal }) => getPrivacySettings(signal),
});

export function usePrivacySettings() {
  return useQuery(privacySettingsQueryOptions);
}
