import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarLimits } from '@skillswap/contracts/profiles/schemas';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { callApi } from '@/lib/api-client.ts';
import { myProfileQueryOptions } from './get-my-profile.ts';
import { profilesKeys } from './keys.ts';

/** The same checks the server makes, so a member hears at once that a file will not do. */
export function checkAvatarFile(file: File): 'type' | 'size' | null {
  if (!(avatarLimits.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > avatarLimits.maxBytes) return 'size';
  return null;
}

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return callApi(profileRoutes.uploadAvatar, { body: form });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myProfileQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: profilesKeys.all });
    },
  });
}
