import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarLimits } from '@skillswap/contracts/profiles';
import { profileRoutes } from '@skillswap/contracts/routes/profiles';
import { callApi } from '@/lib/api-client.ts';
import { myProfileQueryOptions } from './get-my-profile.ts';

/** The same checks the server makes, so a member hears at once that a file will not do. */
export function checkAvatarFile(file: File): string | null {
  if (!(avatarLimits.types as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG or WebP image';
  }
  if (file.size > avatarLimits.maxBytes) {
    return `The image must be ${avatarLimits.maxBytes / (1024 * 1024)} MB or smaller`;
  }
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
      void queryClient.invalidateQueries({ queryKey: ['profiles'] });
    },
  });
}
