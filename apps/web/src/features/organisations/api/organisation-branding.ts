import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateOrganisationBrandingInput } from '@skillswap/contracts/organisations/schemas';
import { organisationRoutes } from '@skillswap/contracts/organisations/routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { organisationsKeys } from './keys.ts';

/** White-label (ADR 140): an organisation's saved branding, read and set by its admins. */

export function useOrganisationBranding(slug: string) {
  return useQuery({
    queryKey: organisationsKeys.branding(slug),
    queryFn: ({ signal }) =>
      callApi(organisationRoutes.getOrganisationBranding, { params: { slug }, signal }),
    retry: false,
  });
}

/** Uploads a logo through the avatar pipeline; answers the `imageId` to save and its address. */
export function uploadOrganisationLogo(slug: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return callApi(organisationRoutes.uploadOrganisationLogo, { params: { slug }, body: form });
}

/** Saves the branding; the community page (which shows it) is read again after. */
export function useSaveOrganisationBranding(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganisationBrandingInput) =>
      callApi(organisationRoutes.updateOrganisationBranding, { params: { slug }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.communities.one(slug) }),
  });
}
