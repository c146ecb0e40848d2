import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings, UpdatePrivacySettingsInput } from '@skillswap/contracts/privacy';
import { apiRequest } from '@/lib/api-client.ts';
import { privacySettingsQueryOptions } from './get-privacy-settings.ts';

/** The spec's update_privacy_settings call; the answer is the settings as now stored. */
export function updatePrivacySettings(input: UpdatePrivacySettingsInput) {
  return apiRequest<PrivacySettings>('/api/rpc/update_privacy_settings', { body: input });
}

export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(privacySettingsQueryOptions.queryKey, saved);
      // Visibility changes who appears on Explore and on profile pages.
      void queryClient.invalidateQueries({ queryKey: ['profiles'] });
    },
  });
}
