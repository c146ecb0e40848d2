import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { slaRoutes } from '@skillswap/contracts/sla/routes';
import { ApiError, callApi } from '@/lib/api-client.ts';
import { organisationsKeys } from './keys.ts';

/** The Enterprise SLA of the signed-in account (ADR 143); accounts off Enterprise get 403 and see nothing. */
export function useSlaReport(isEnabled: boolean) {
  return useQuery({
    queryKey: organisationsKeys.sla,
    queryFn: ({ signal }) => callApi(slaRoutes.getSla, { signal }),
    enabled: isEnabled,
    retry: (count, error) => !(error instanceof ApiError && error.status === 403) && count < 2,
  });
}

export function useRequestSlaCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => callApi(slaRoutes.requestSlaCredit, { params: { month } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationsKeys.sla }),
  });
}
