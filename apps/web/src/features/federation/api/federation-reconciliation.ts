import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { federationRoutes } from '@skillswap/contracts/federation/routes';
import { callApi } from '@/lib/api-client.ts';
import { federationKeys } from './keys.ts';

/** Each link's last check of its two ledgers (ADR 188), and checking them all now. */

export function useReconciliations() {
  return useQuery({
    queryKey: federationKeys.reconciliations,
    queryFn: ({ signal }) => callApi(federationRoutes.getReconciliations, { signal }),
  });
}

export function useReconcileNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(federationRoutes.reconcileLinks),
    onSuccess: (overview) => queryClient.setQueryData(federationKeys.reconciliations, overview),
  });
}
