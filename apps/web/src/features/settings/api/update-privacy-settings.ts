import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePrivacySettingsInput } from '@skillswap/contracts/privacy/schemas';
import { privacyRoutes } from '@skillswap/contracts/privacy/routes';
import { callApi } from '@/lib/api-client.ts';
import { privacySettingsQueryOptions } from './get-privacy-settings.ts';
import { sharedKeys } from '@/lib/query-keys.ts';

/** The spec's update_privacy_settings call; the answer is the settings as now stored. */
export function updatePrivacySettings(input: UpdatePrivacySettingsInput) {
  return callApi(privacyRoutes.updatePrivacySettings, { body: input });
}

export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(privacySettingsQueryOptions.queryKey, saved);
      // Visibility changes who appears on Explore and on profile pages.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.profiles });
    },
  });
}
