import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { federationRoutes } from '@skillswap/contracts/routes/federation';
import { callApi } from '@/lib/api-client.ts';

/** Each link's last check of its two ledgers (ADR 188), and checking them all now. */
const reconciliationsKey = ['console', 'federation', 'reconciliations'] as const;

export function useReconciliations() {
  return useQuery({
    queryKey: reconciliationsKey,
    queryFn: ({ signal }) => callApi(federationRoutes.getReconciliations, { signal }),
  });
}

export function useReconcileNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(federationRoutes.reconcileLinks),
    onSuccess: (overview) => queryClient.setQueryData(reconciliationsKey, overview),
  });
}
