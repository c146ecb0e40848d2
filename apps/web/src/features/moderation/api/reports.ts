import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReportInput, MyReport } from '@skillswap/contracts/moderation/schemas';
import { moderationRoutes } from '@skillswap/contracts/moderation/routes';
import { callApi } from '@/lib/api-client.ts';
import { moderationKeys } from './keys.ts';

export function useMyReports() {
  return useQuery({
    queryKey: moderationKeys.mine,
    queryFn: ({ signal }) => callApi(moderationRoutes.listMyReports, { signal }),
  });
}

/**
 * Sends a report: to SkillSwap's reports, or through `send` where another endpoint takes it (a member of
 * another exchange is reported from the swap request with them, ADR 219).
 */
export function useCreateReport(send?: (input: CreateReportInput) => Promise<MyReport>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReportInput) =>
      send ? send(input) : callApi(moderationRoutes.createReport, { body: input }),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.mine }),
  });
}
