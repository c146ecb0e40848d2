import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateOrganisationInput } from '@skillswap/contracts/organisations/schemas';
import { organisationRoutes } from '@skillswap/contracts/organisations/routes';
import { callApi } from '@/lib/api-client.ts';
import { sharedKeys } from '@/lib/query-keys.ts';
import { organisationsKeys } from './keys.ts';

/** Organisations (ADR 122): seats, e-mailed invitations and the allowed domain of an Enterprise community. */

export function useOrganisation(slug: string) {
  return useQuery({
    queryKey: organisationsKeys.organisation(slug),
    queryFn: ({ signal }) => callApi(organisationRoutes.getOrganisation, { params: { slug }, signal }),
  });
}

export function useOrganisationInvitations(slug: string, isEnabled: boolean) {
  return useQuery({
    queryKey: organisationsKeys.invitations(slug),
    queryFn: ({ signal }) =>
      callApi(organisationRoutes.listOrganisationInvitations, { params: { slug }, signal }),
    enabled: isEnabled,
  });
}

/** Any change to an organisation; its community's page, seats and invitations are read again after it. */
export function useOrganisationAction<T, R>(action: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.communities.all }),
  });
}

export const organisationActions = {
  create: (input: CreateOrganisationInput) => callApi(organisationRoutes.createOrganisation, { body: input }),
  invite: (slug: string, email: string) =>
    callApi(organisationRoutes.inviteToOrganisation, { params: { slug }, body: { email } }),
  revoke: (slug: string, invitationId: string) =>
    callApi(organisationRoutes.revokeOrganisationInvitation, { params: { slug, invitationId } }),
  setDomain: (slug: string, domain: string | null) =>
    callApi(organisationRoutes.setOrganisationDomain, { params: { slug }, body: { domain } }),
  accept: (token: string) => callApi(organisationRoutes.acceptOrganisationInvitation, { body: { token } }),
};
