import type { MyReport, ReportReasonInput } from '@skillswap/contracts/moderation/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { insertReport, listReportsBy } from './reports.repository.ts';
import { reportRateLimit } from './reports.service.ts';

/** A member of another exchange: their address (`node/member`) and "name · node". */
type Partner = { address: string; label: string };

/**
 * A member reports a member of another exchange from the swap request between them (ADR 219), in the caller's
 * transaction (which also records the report's journey to their exchange): a report of kind `remote_member`
 * for this exchange's moderators, in the member's "Your reports", on the same hourly allowance as any report.
 * A second open report from the same request is 409.
 */
export async function reportPartnerMember(
  tx: DbOrTx,
  options: {
    reporterId: string;
    requestId: string;
    partner: Partner;
    input: ReportReasonInput;
    now: Date;
    context: AuditContext;
  },
): Promise<MyReport> {
  const { reporterId, input, now } = options;
  await enforceRateLimit(tx, { key: `report:member:${reporterId}`, ...reportRateLimit, now });
  const id = await insertReport(tx, {
    reporterId,
    targetKind: 'remote_member',
    targetId: options.requestId,
    reportedMemberId: null,
    reason: input.reason,
    details: input.details ? input.details : null,
    now,
    partner: options.partner,
  });
  if (!id) throw conflict('moderation.youAlreadyReportedThis');
  await recordAuditEvent(tx, {
    event: 'report_created',
    userId: reporterId,
    details: { reportId: id, kind: 'remote_member', reason: input.reason, partner: options.partner.address },
    ...options.context,
  });
  const [report] = await listReportsBy(tx, reporterId, id);
  return report!;
}

/**
 * A report of one of this exchange's members that a member of another exchange made there (ADR 219): a report
 * about the member in the moderators' queue with no local reporter, naming the partner who made it. Returns
 * its id.
 */
export async function receivePartnerReport(
  tx: DbOrTx,
  report: { memberId: string; partner: Partner; input: ReportReasonInput; now: Date },
): Promise<string> {
  const id = await insertReport(tx, {
    reporterId: null,
    targetKind: 'member',
    targetId: report.memberId,
    reportedMemberId: report.memberId,
    reason: report.input.reason,
    details: report.input.details ? report.input.details : null,
    now: report.now,
    partner: report.partner,
  });
  return id!;
}
