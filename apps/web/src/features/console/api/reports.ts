import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReportsQuery } from '@skillswap/contracts/admin-reports/schemas';
import { adminReportRoutes } from '@skillswap/contracts/admin-reports/routes';
import { callApi } from '@/lib/api-client.ts';
import { consoleKeys } from './keys.ts';

export function useReportQueue(filter: AdminReportsQuery) {
  return useQuery({
    queryKey: consoleKeys.reportQueue(filter),
    queryFn: ({ signal }) => callApi(adminReportRoutes.listReports, { query: { ...filter }, signal }),
  });
}

export type ReportDecision = 'dismiss' | 'hide' | 'warn' | 'suspend';
const decisionRoutes = {
  dismiss: adminReportRoutes.dismissReport,
  hide: adminReportRoutes.hideReportedContent,
  warn: adminReportRoutes.warnReportedMember,
  suspend: adminReportRoutes.suspendReportedMember,
};

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reportId,
      decision,
      note,
    }: {
      reportId: string;
      decision: ReportDecision;
      note?: string;
    }) => callApi(decisionRoutes[decision], { params: { id: reportId }, body: note ? { note } : {} }),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.reports }),
  });
}

/** Suspend or unsuspend a member by id; the Members page can use it as well. */
export function useSetSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, suspend, reason }: { memberId: string; suspend: boolean; reason: string }) =>
      suspend
        ? callApi(adminReportRoutes.suspendMember, { params: { id: memberId }, body: { reason } })
        : callApi(adminReportRoutes.unsuspendMember, {
            params: { id: memberId },
            // The note is optional when lifting a suspension; an empty one is left out rather than refused.
            body: reason.trim() ? { reason } : {},
          }),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}
