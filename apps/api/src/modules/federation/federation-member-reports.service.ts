import { randomUUID } from 'node:crypto';
import { nodeMemberReportAnswerSchema } from '@skillswap/contracts/federation/member-report-schemas';
import type { MyReport, ReportReasonInput } from '@skillswap/contracts/moderation/schemas';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { reportPartnerMember } from '../moderation/index.ts';
import { findLink } from './federation.repository.ts';
import type { FederationContext } from './federation.service.ts';
import {
  claimDueMemberReports,
  findMemberReport,
  insertMemberReport,
  postponeMemberReport,
  settleMemberReport,
  type MemberReportRow,
} from './federation-member-reports.repository.ts';
import { isFinalRefusal } from './federation-swap-messages.delivery.ts';
import { memberRequest } from './federation-swap-messages.service.ts';
import { relayPath } from './federation-swap-requests.delivery.ts';
import { remoteMemberLabel, sendToPeer } from './federation-transfers.shared.ts';
import type { NodeAnswer } from './node-client.ts';

/** How long the job leaves a report the member's own call is trying. */
const claimMs = 60_000;
const retryMs = 60_000;
export const reportPath = (requestId: string) => `${relayPath}/${requestId}/reports`;

/** The node message a report row owes the next node; the reporter's node and every hub send the same. */
export const nodeReportOf = (row: Pick<MemberReportRow, 'id' | 'reporter' | 'reason' | 'details'>) => ({
  uuid: row.id,
  reporter: row.reporter,
  reason: row.reason,
  ...(row.details ? { details: row.details } : {}),
});

/**
 * A member reports the other member of a swap request across exchanges (ADR 219), whatever the request's
 * state. In one transaction: the report for this exchange's moderators (in the member's "Your reports"), and
 * the node message it owes the next node on the request's path toward the other member's exchange; then that
 * is tried at once, and the job retries it until acknowledged. A paused link holds it; the member's report
 * stands either way.
 */
export async function reportRemoteMember(
  database: Database,
  context: FederationContext,
  input: { memberId: string; id: string; report: ReportReasonInput },
): Promise<MyReport> {
  const request = await memberRequest(database.db, input.memberId, input.id);
  const isRequester = request.requesterMemberId === input.memberId;
  const reported = isRequester ? request.recipient : request.requester;
  const toLinkId = isRequester ? request.toLinkId : request.fromLinkId;
  if (!toLinkId) throw notFound('common.swapRequestNotFound');
  const id = randomUUID();
  const report = await database.db.transaction(async (tx) => {
    const mine = await reportPartnerMember(tx, {
      reporterId: input.memberId,
      requestId: request.id,
      partner: {
        address: reported,
        label: remoteMemberLabel(isRequester ? request.recipientName : request.requesterName, reported),
      },
      input: input.report,
      now: context.now,
      context: context.audit,
    });
    await insertMemberReport(tx, {
      id,
      requestId: request.id,
      reporter: isRequester ? request.requester : request.recipient,
      reported,
      reason: input.report.reason,
      details: input.report.details || null,
      toLinkId,
      delivery: 'sending',
      nextAttemptAt: new Date(context.now.getTime() + claimMs),
      createdAt: context.now,
    });
    return mine;
  });
  await deliverMemberReport(database, context, id);
  return report;
}

/**
 * Tries once to hand the report `id` to the next node on its request's path. Acknowledged, or refused for
 * good (the far side does not know the request any more, say), the row owes nothing more; otherwise it is
 * due again at the job's next run. A paused or ended link holds it.
 */
export async function deliverMemberReport(
  database: Database,
  context: FederationContext,
  id: string,
): Promise<void> {
  const db = database.db;
  const row = await findMemberReport(db, id);
  if (row?.delivery !== 'sending') return;
  const link = await findLink(db, row.toLinkId!);
  if (!link || link.status !== 'active') return postponeMemberReport(db, id, context.now);
  let answer: NodeAnswer;
  try {
    answer = await sendToPeer(link, context, { path: reportPath(row.requestId), body: nodeReportOf(row) });
  } catch {
    return postponeMemberReport(db, id, context.now);
  }
  if (answer.status === 201 && nodeMemberReportAnswerSchema.safeParse(answer.body).success) {
    return settleMemberReport(db, id, 'delivered');
  }
  if (isFinalRefusal(answer)) return settleMemberReport(db, id, 'refused');
  return postponeMemberReport(db, id, context.now);
}

/**
 * The job: reports due to other nodes, each tried once per run, 20 a run. It asks to run again at once only
 * when it took a whole batch.
 */
export async function deliverDueMemberReports(
  database: Database,
  context: FederationContext,
): Promise<boolean> {
  const batch = 20;
  const retryAt = new Date(context.now.getTime() + retryMs);
  const due = await claimDueMemberReports(database.db, context.now, retryAt, batch);
  for (const id of due) await deliverMemberReport(database, context, id);
  return due.length === batch;
}
