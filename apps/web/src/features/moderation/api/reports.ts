import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReportInput } from '@skillswap/contracts/moderation/schemas';
import { moderationRoutes } from '@skillswap/contracts/moderation/routes';
import { callApi } from '@/lib/api-client.ts';
import { moderationKeys } from './keys.ts';

export function useMyReports() {
  return useQuery({
    queryKey: moderationKeys.mine,
    queryFn: ({ signal }) => callApi(moderationRoutes.listMyReports, { signal }),
  });
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReportInput) => callApi(moderationRoutes.createReport, { body: input }),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.mine }),
  });
}
