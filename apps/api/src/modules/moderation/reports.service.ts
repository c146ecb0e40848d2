import type { AdminReport, ResolveReportInput } from '@skillswap/contracts/admin-reports/schemas';
import type { CreateReportInput, MyReport, ReportAction } from '@skillswap/contracts/moderation/schemas';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { requireStaffMayActOn } from '../auth/index.ts';
import { notify, type NotificationInput } from '../notifications/index.ts';
import { warningMail } from './moderation-mail.ts';
import {
  closeReport,
  findMemberContact,
  findReportableTarget,
  hideContent,
  insertReport,
  listAdminReports,
  listReportsBy,
  lockReport,
} from './reports.repository.ts';
import { suspendMember } from './suspension.service.ts';

/** How many reports a member may send (ADR 73): enough for a bad day, too few to flood the queue. */
export const reportRateLimit = { limit: 10, windowMs: 60 * 60 * 1000 };

/** Where the reporter reads their reports' outcomes. */
export const myReportsPath = '/settings#your-reports';

/**
 * A member reports a member, a message or a review. Something they cannot see (a thread they are not in, a
 * hidden message, their own content, an unknown id) answers 404; a second open report of the same target 409.
 */
export async function createReport(
  db: Db,
  options: { reporterId: string; input: CreateReportInput; now: Date; context: AuditContext },
): Promise<MyReport> {
  const { reporterId, input, now } = options;
  await enforceRateLimit(db, { key: `report:member:${reporterId}`, ...reportRateLimit, now });
  return db.transaction(async (tx) => {
    const target = await findReportableTarget(tx, reporterId, input.targetKind, input.targetId);
    if (!target) throw notFound('moderation.thereIsNothingTo');
    const id = await insertReport(tx, {
      reporterId,
      targetKind: input.targetKind,
      targetId: input.targetId,
      reportedMemberId: target.memberId,
      reason: input.reason,
      details: input.details ? input.details : null,
      now,
    });
    if (!id) throw conflict('moderation.youAlreadyReportedThis');
    await recordAuditEvent(tx, {
      event: 'report_created',
      userId: reporterId,
      details: { reportId: id, kind: input.targetKind, reason: input.reason },
      ...options.context,
    });
    const [report] = await listReportsBy(tx, reporterId, id);
    return report!;
  });
}

export function listMyReports(db: Db, reporterId: string): Promise<MyReport[]> {
  return listReportsBy(db, reporterId);
}

export function listReportQueue(db: Db, filter: Parameters<typeof listAdminReports>[1]) {
  return listAdminReports(db, filter);
}

const outcomeNotice = (action: ReportAction): Pick<NotificationInput, 'title' | 'body'> =>
  action === 'dismissed'
    ? {
        title: { key: 'moderation.weLookedIntoYour' },
        body: { key: 'moderation.noActionTaken' },
      }
    : {
        title: { key: 'moderation.weTookActionOn' },
        body: { key: 'moderation.actionTaken' },
      };

/**
 * An operator closes an open report with one action (ADR 73): dismiss (no action), hide the message or
 * review, warn the member by mail, or suspend them. The reporter is told only whether action was taken;
 * the operator is audited. A closed report answers 409; a report by or about the operator 403 `own_cause`,
 * and an action on a member whose role is not below the operator's 403 `staff_rank` (ADR 80).
 */
export async function resolveReport(
  db: Db,
  options: {
    reportId: string;
    actorId: string;
    action: ReportAction;
    input: ResolveReportInput | null | undefined;
    now: Date;
    publicUrl: string;
    context: AuditContext;
  },
): Promise<AdminReport> {
  const { reportId, actorId, action, now } = options;
  const note = options.input?.note || undefined;
  await db.transaction(async (tx) => {
    const report = await lockReport(tx, reportId);
    if (!report) throw notFound('moderation.reportNotFound');
    if (report.status !== 'open') throw conflict('moderation.thisReportIsAlready');
    const memberId = report.reported_member_id;
    // Never in their own cause; and beyond dismissing, the action lands on the reported member (ADR 80).
    await requireStaffMayActOn(tx, {
      actorId,
      targetIds: action === 'dismissed' ? [] : [memberId],
      partyIds: [memberId, report.reporter_id],
    });
    if (action === 'hidden') {
      if (report.target_kind === 'member' || report.target_kind === 'remote_member') {
        throw conflict('moderation.aMemberCannotBe');
      }
      await hideContent(tx, report.target_kind, report.target_id, now);
    } else if (action === 'warned' || action === 'suspended') {
      const member = memberId ? await findMemberContact(tx, memberId) : null;
      if (!memberId || !member) throw conflict('moderation.theReportedMemberNo');
      if (action === 'warned') {
        await enqueueMessage(tx, warningMail(member.email, member.full_name, options.publicUrl, note));
      } else {
        await suspendMember(tx, {
          memberId,
          actorId,
          reason: note ?? `Report: ${report.reason}`,
          now,
          publicUrl: options.publicUrl,
          context: options.context,
        });
      }
    }
    await closeReport(tx, reportId, { action, actorId, now });
    await recordAuditEvent(tx, {
      event: 'report_resolved',
      userId: memberId,
      actorId,
      details: { reportId, action, ...(note ? { note } : {}) },
      ...options.context,
    });
    if (report.reporter_id) {
      await notify(
        tx,
        { publicUrl: options.publicUrl, now },
        {
          memberId: report.reporter_id,
          type: 'report_outcome',
          link: myReportsPath,
          ...outcomeNotice(action),
        },
      );
    }
  });
  const [report] = await listAdminReports(db, { id: reportId });
  return report!;
}
