import { federationMemberReportRoutes } from '@skillswap/contracts/federation/member-report-routes';
import type { ReportReasonInput } from '@skillswap/contracts/moderation/schemas';
import { callApi } from '@/lib/api-client.ts';

/** Reports the other member of the swap request `id` to both exchanges' moderators (ADR 219). */
export const reportRemoteMember = (id: string, input: ReportReasonInput) =>
  callApi(federationMemberReportRoutes.reportRemoteMember, { params: { id }, body: input });
