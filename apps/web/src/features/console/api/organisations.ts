import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignAccountManagerInput } from '@skillswap/contracts/admin-organisations/schemas';
import { adminOrganisationRoutes } from '@skillswap/contracts/admin-organisations/routes';
import { callApi } from '@/lib/api-client.ts';
import { consoleKeys } from './keys.ts';

/** The console's Organisations page (ADR 142). */
export function useConsoleOrganisations() {
  return useQuery({
    queryKey: consoleKeys.organisations,
    queryFn: ({ signal }) => callApi(adminOrganisationRoutes.listConsoleOrganisations, { signal }),
  });
}

/** An admin assigns a member of staff as account manager, or clears it. */
export function useSetAccountManager(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignAccountManagerInput) =>
      callApi(adminOrganisationRoutes.setAccountManager, { params: { slug }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}
