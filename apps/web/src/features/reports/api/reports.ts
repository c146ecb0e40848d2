import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReportInput } from '@skillswap/contracts/reports';
import { reportRoutes } from '@skillswap/contracts/routes/reports';
import { callApi } from '@/lib/api-client.ts';
import { reportsKeys } from './keys.ts';

export function useMyReports() {
  return useQuery({
    queryKey: reportsKeys.mine,
    queryFn: ({ signal }) => callApi(reportRoutes.listMyReports, { signal }),
  });
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReportInput) => callApi(reportRoutes.createReport, { body: input }),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKeys.mine }),
  });
}
