import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@skillswap/contracts/profiles/schemas';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { callApi } from '@/lib/api-client.ts';
import { myProfileQueryOptions } from './get-my-profile.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { profilesKeys } from './keys.ts';

export function updateMyProfile(input: UpdateProfileInput) {
  return callApi(profileRoutes.updateMyProfile, { body: input });
}

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(myProfileQueryOptions.queryKey, saved);
      // The member's card on Explore and their public page show the new details.
      void queryClient.invalidateQueries({ queryKey: profilesKeys.all });
      // Completing the profile may have paid the starter grant: the header balance shows it at once.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.ledger });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.notifications });
    },
  });
}
