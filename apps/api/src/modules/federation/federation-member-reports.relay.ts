import {
  nodeMemberReportAnswerSchema,
  type NodeMemberReport,
} from '@skillswap/contracts/federation/member-report-schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { findTextProblem } from '@skillswap/contracts/shared/text';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { receivePartnerReport } from '../moderation/index.ts';
import { findLink, type LinkRow } from './federation.repository.ts';
import type { FederationContext } from './federation.service.ts';
import {
  findMemberReport,
  findReceivedReport,
  insertMemberReport,
  linkMemberReport,
  type MemberReportRow,
} from './federation-member-reports.repository.ts';
import { nodeReportOf, reportPath } from './federation-member-reports.service.ts';
import { authorSpokenFor } from './federation-swap-messages.relay.ts';
import { findSwapRequest } from './federation-swap-requests.repository.ts';
import { peerRefusalOf, refusal } from './federation-transfers.errors.ts';
import { assertActive, remoteMemberLabel, sendToPeer } from './federation-transfers.shared.ts';

const sameReport = (known: MemberReportRow, row: Omit<MemberReportRow, 'delivery' | 'toLinkId'>) =>
  known.requestId === row.requestId &&
  known.reporter === row.reporter &&
  known.reason === row.reason &&
  (known.details ?? null) === (row.details ?? null) &&
  known.fromLinkId === row.fromLinkId;

/**
 * Another node delivers a member's report of the other member of a swap request (ADR 219): taken only from
 * the node on the request's path on the reporter's side, passed on toward the reported member's node first
 * when this node relays the request, and recorded; on that member's node it becomes a report about them for
 * this exchange's moderators, naming the reporter as "name · node", audited. The same report again answers
 * the same and records nothing more; another report with a known id is 409.
 */
export async function relayMemberReport(
  database: Database,
  context: FederationContext,
  input: { from: LinkRow; requestId: string; report: NodeMemberReport },
) {
  const { from, requestId, report } = input;
  const db = database.db;
  assertActive(from);
  const found = await findSwapRequest(db, requestId);
  const reporter = authorSpokenFor(found, from, requestId);
  const request = found!;
  if (report.reporter !== reporter) {
    throw refusal(
      new AppError(errorCodes.validation, 'federation.theReporterDoesNot'),
      'PermissionViolation',
      { reporter: report.reporter, node: from.peerName },
    );
  }
  if (report.details !== undefined && findTextProblem(report.details, { lines: true })) {
    throw refusal(
      new AppError(errorCodes.validation, 'federation.theReportDetailsMust'),
      'InvalidFieldsViolation',
      { field: 'details' },
    );
  }
  const fromRequester = reporter === request.requester;
  const row = {
    id: report.uuid,
    requestId,
    reporter,
    reported: fromRequester ? request.recipient : request.requester,
    reason: report.reason,
    details: report.details || null,
    reportId: null,
    fromLinkId: from.id,
    deliveryAttempts: 0,
    nextAttemptAt: null,
    createdAt: context.now,
  };
  const known = await findMemberReport(db, report.uuid);
  if (known) {
    if (!sameReport(known, row)) {
      throw refusal(conflict('federation.anotherReportHasThis'), 'WorkflowViolation', { uuid: report.uuid });
    }
    return { uuid: known.id };
  }
  const onward = fromRequester ? request.toLinkId : request.fromLinkId;
  if (onward) {
    const next = await findLink(db, onward);
    if (!next)
      throw refusal(notFound('common.swapRequestNotFound'), 'DoesNotExistViolation', { uuid: requestId });
    assertActive(next);
    const answer = await sendToPeer(next, context, { path: reportPath(requestId), body: nodeReportOf(row) });
    if (answer.status !== 201 || !nodeMemberReportAnswerSchema.safeParse(answer.body).success)
      throw peerRefusalOf(answer);
    await insertMemberReport(db, { ...row, toLinkId: next.id, delivery: 'delivered' });
    return { uuid: row.id };
  }
  const memberId = fromRequester ? request.recipientMemberId : request.requesterMemberId;
  // One report from each member of a request reaches the moderators here, whatever its id (threat T115).
  if (await findReceivedReport(db, requestId, reporter)) {
    throw refusal(conflict('federation.thisMemberAlreadyReported'), 'WorkflowViolation', {
      uuid: report.uuid,
    });
  }
  await db.transaction(async (tx) => {
    // Delivered twice at once: the other delivery recorded it, and made the moderators' report.
    if (!(await insertMemberReport(tx, { ...row, delivery: 'received' })) || !memberId) return;
    const reporterName = fromRequester ? request.requesterName : request.recipientName;
    const reportId = await receivePartnerReport(tx, {
      memberId,
      partner: { address: reporter, label: remoteMemberLabel(reporterName, reporter) },
      input: { reason: report.reason, ...(report.details ? { details: report.details } : {}) },
      now: context.now,
    });
    await linkMemberReport(tx, row.id, reportId);
    await recordAuditEvent(tx, {
      event: 'node_member_report_received',
      userId: memberId,
      details: { reportId, reporter, requestId, node: from.peerName },
      ...context.audit,
    });
  });
  return { uuid: row.id };
}
