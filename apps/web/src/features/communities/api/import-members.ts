import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityRoutes } from '@skillswap/contracts/communities/routes';
import { callApi } from '@/lib/api-client.ts';
import { communitiesKeys } from './keys.ts';

/** Previews a CSV of members (nothing mailed) or, with the preview's confirmation, mails its invitations. */
export function useImportMembers(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; confirmation?: string }) =>
      callApi(communityRoutes.importCommunityMembers, {
        params: { slug },
        body: input.confirmation
          ? { csv: input.csv, dryRun: false, confirmation: input.confirmation }
          : { csv: input.csv, dryRun: true },
      }),
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: communitiesKeys.one(slug) });
    },
  });
}
