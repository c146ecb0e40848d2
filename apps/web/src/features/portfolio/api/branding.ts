import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccentColour } from '@skillswap/contracts/organisations/branding';
import { portfolioRoutes } from '@skillswap/contracts/portfolio/routes';
import { callApi } from '@/lib/api-client.ts';
import { portfolioKeys } from './keys.ts';

/** The signed-in member's accent colour and cover (Premium and up, ADR 113). */
export function useMyBranding(enabled: boolean) {
  return useQuery({
    queryKey: portfolioKeys.myBranding,
    queryFn: ({ signal }) => callApi(portfolioRoutes.getMyBranding, { signal }),
    enabled,
    retry: false,
  });
}

/** What a public profile shows (nothing while the owner's plan is below Premium). */
export function useProfileBranding(memberId: string) {
  return useQuery({
    queryKey: portfolioKeys.branding(memberId),
    queryFn: ({ signal }) =>
      callApi(portfolioRoutes.getProfileBranding, { params: { id: memberId }, signal }),
    retry: false,
  });
}

/** Saves the colour and the cover: a new file is uploaded first, `keepCover` keeps the current one. */
export function useSaveBranding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { accent: AccentColour | null; file: File | null; coverId: string | null }) => {
      let coverId = input.coverId;
      if (input.file) {
        const form = new FormData();
        form.append('file', input.file);
        coverId = (await callApi(portfolioRoutes.uploadBrandingCover, { body: form })).imageId;
      }
      return callApi(portfolioRoutes.updateBranding, { body: { accent: input.accent, coverId } });
    },
    onSuccess: (branding) => client.setQueryData(portfolioKeys.myBranding, branding),
  });
}
