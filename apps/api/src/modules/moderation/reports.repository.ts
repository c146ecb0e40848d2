import { sql, type SQL } from 'drizzle-orm';
import type { AdminReport, AdminReportsQuery } from '@skillswap/contracts/admin-reports/schemas';
import type {
  MyReport,
  ReportAction,
  ReportReason,
  ReportStatus,
  ReportTargetKind,
} from '@skillswap/contracts/moderation/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { findReportablePostAuthor, hidePost } from '../board/index.ts';
import { findReportableDirectMessageSender, hideDirectMessage } from '../direct-messages/index.ts';
import { hideMessage } from '../messages/index.ts';
import { refreshProfileRating } from '../profiles/index.ts';
import { hideReview } from '../reviews/index.ts';

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

/** What was reported and who it is about, when the reporter may see it; null otherwise. */
export async function findReportableTarget(
  db: DbOrTx,
  reporterId: string,
  kind: ReportTargetKind,
  targetId: string,
): Promise<{ memberId: string } | null> {
  // A member of another exchange is reported through the federation module, from a swap request (ADR 219).
  if (kind === 'remote_member') return null;
  if (kind === 'post') {
    const authorId = await findReportablePostAuthor(db, reporterId, targetId);
    return authorId ? { memberId: authorId } : null;
  }
  if (kind === 'direct_message') {
    const senderId = await findReportableDirectMessageSender(db, reporterId, targetId);
    return senderId ? { memberId: senderId } : null;
  }
  const query =
    kind === 'member'
      ? sql`SELECT u.id AS member_id FROM users u
          WHERE u.id = ${targetId}::uuid AND u.deleted_at IS NULL AND u.id <> ${reporterId}`
      : kind === 'message'
        ? // Only the swap's two members read its messages; one's own message is not reported.
          sql`SELECT m.sender_id AS member_id FROM swap_messages m JOIN swaps s ON s.id = m.swap_id
          WHERE m.id = ${targetId}::bigint AND m.hidden_at IS NULL AND m.sender_id <> ${reporterId}
            AND (s.requester_id = ${reporterId} OR s.recipient_id = ${reporterId})`
        : sql`SELECT r.reviewer_id AS member_id FROM reviews r
          WHERE r.id = ${targetId}::bigint AND r.hidden_at IS NULL AND r.reviewer_id <> ${reporterId}`;
  const result = await db.execute<{ member_id: string | null }>(query);
  const memberId = result.rows[0]?.member_id;
  return memberId ? { memberId } : null;
}

/**
 * Inserts an open report; null when the reporter already has one open about this target. A report with a
 * member of another exchange in it names them as `partner` (ADR 219): the reporter is null when it is theirs.
 */
export async function insertReport(
  db: DbOrTx,
  report: {
    reporterId: string | null;
    targetKind: ReportTargetKind;
    targetId: string;
    reportedMemberId: string | null;
    reason: ReportReason;
    details: string | null;
    now: Date;
    partner?: { address: string; label: string };
  },
): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO reports (reporter_id, target_kind, target_id, reported_member_id, reason, details, created_at,
      partner_address, partner_label)
    VALUES (${report.reporterId}, ${report.targetKind}, ${report.targetId}, ${report.reportedMemberId},
      ${report.reason}, ${report.details}, ${report.now}, ${report.partner?.address ?? null},
      ${report.partner?.label ?? null})
    ON CONFLICT (reporter_id, target_kind, target_id) WHERE status = 'open' DO NOTHING
    RETURNING id`);
  return result.rows[0]?.id ?? null;
}

const contentWords: Record<Exclude<ReportTargetKind, 'member' | 'remote_member'>, string> = {
  message: 'A message',
  review: 'A review',
  post: 'A board post',
  direct_message: 'A direct message',
};

type MyReportRow = {
  id: string;
  target_kind: ReportTargetKind;
  reason: ReportReason;
  status: ReportStatus;
  created_at: string | Date;
  resolved_at: string | Date | null;
  member_name: string | null;
  partner_label: string | null;
};

/** The reporter's reports, newest first: only "received", "action taken" or "no action". */
export async function listReportsBy(db: DbOrTx, reporterId: string, reportId?: string): Promise<MyReport[]> {
  const result = await db.execute<MyReportRow>(sql`
    SELECT r.id, r.target_kind, r.reason, r.status, r.created_at, r.resolved_at, u.full_name AS member_name,
      r.partner_label
    FROM reports r LEFT JOIN users u ON u.id = r.reported_member_id AND u.deleted_at IS NULL
    WHERE r.reporter_id = ${reporterId} ${reportId ? sql`AND r.id = ${reportId}` : sql``}
    ORDER BY r.created_at DESC, r.id LIMIT 200`);
  return result.rows.map((row) => {
    const name = row.member_name || 'a member';
    return {
      id: row.id,
      targetKind: row.target_kind,
      targetName:
        row.target_kind === 'remote_member'
          ? (row.partner_label ?? name)
          : row.target_kind === 'member'
            ? name
            : `${contentWords[row.target_kind]} by ${name}`,
      reason: row.reason,
      createdAt: iso(row.created_at),
      outcome: row.status === 'open' ? 'received' : row.status === 'actioned' ? 'action_taken' : 'no_action',
      resolvedAt: isoOrNull(row.resolved_at),
    };
  });
}

type AdminReportRow = {
  id: string;
  target_kind: ReportTargetKind;
  target_id: string;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  action: ReportAction | null;
  created_at: string | Date;
  resolved_at: string | Date | null;
  resolver_name: string | null;
  partner_label: string | null;
  reporter_id: string | null;
  reporter_name: string | null;
  reporter_suspended: boolean | null;
  member_id: string | null;
  member_name: string | null;
  member_suspended: boolean | null;
  content: string | null;
  helper_id: string | null;
  helper_name: string | null;
  swap_id: string | null;
  is_hidden: boolean;
  other_reports: string | number;
};

/** The operators' queue, newest first, with the reported content (also when hidden) and its context. */
export async function listAdminReports(
  db: DbOrTx,
  filter: AdminReportsQuery & { id?: string },
): Promise<AdminReport[]> {
  const conditions: SQL[] = [sql`TRUE`];
  if (filter.id) conditions.push(sql`r.id = ${filter.id}`);
  if (filter.status) conditions.push(sql`r.status = ${filter.status}`);
  if (filter.reason) conditions.push(sql`r.reason = ${filter.reason}`);
  if (filter.kind) conditions.push(sql`r.target_kind = ${filter.kind}`);
  if (filter.member) conditions.push(sql`r.reported_member_id = ${filter.member}`);
  const result = await db.execute<AdminReportRow>(sql`
    SELECT r.id, r.target_kind, r.target_id, r.reason, r.details, r.status, r.action, r.created_at,
      r.resolved_at, op.full_name AS resolver_name, r.partner_label,
      rep.id AS reporter_id, rep.full_name AS reporter_name, rep.suspended_at IS NOT NULL AS reporter_suspended,
      mem.id AS member_id, mem.full_name AS member_name, mem.suspended_at IS NOT NULL AS member_suspended,
      CASE r.target_kind
        WHEN 'message' THEN m.body WHEN 'review' THEN rv.comment WHEN 'direct_message' THEN dm.body
        WHEN 'post' THEN bp.title || E'\n\n' || bp.description WHEN 'remote_member' THEN fr.message
        ELSE p.bio END AS content,
      hu.id AS helper_id, hu.full_name AS helper_name,
      coalesce(m.swap_id, rv.swap_id) AS swap_id,
      coalesce(m.hidden_at, rv.hidden_at, bp.hidden_at, dm.hidden_at) IS NOT NULL AS is_hidden,
      (SELECT count(*) FROM reports o WHERE o.reported_member_id = r.reported_member_id AND o.id <> r.id)
        AS other_reports
    FROM reports r
    LEFT JOIN users op ON op.id = r.resolved_by
    LEFT JOIN users rep ON rep.id = r.reporter_id
    LEFT JOIN users mem ON mem.id = r.reported_member_id
    LEFT JOIN profiles p ON p.id = r.reported_member_id
    LEFT JOIN swap_messages m ON m.id = CASE WHEN r.target_kind = 'message' THEN r.target_id::bigint END
    LEFT JOIN reviews rv ON rv.id = CASE WHEN r.target_kind = 'review' THEN r.target_id::bigint END
    LEFT JOIN board_posts bp ON bp.id = CASE WHEN r.target_kind = 'post' THEN r.target_id::uuid END
    LEFT JOIN direct_messages dm
      ON dm.id = CASE WHEN r.target_kind = 'direct_message' THEN r.target_id::bigint END
    -- The swap request a member of another exchange was reported from (ADR 219): its first message.
    LEFT JOIN federation_swap_requests fr
      ON fr.id = CASE WHEN r.target_kind = 'remote_member' THEN r.target_id::uuid END
    LEFT JOIN users hu ON hu.id = coalesce(dm.helper_id, bp.helper_id, m.helper_id)
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY r.created_at DESC, r.id LIMIT 200`);
  return result.rows.map((row) => ({
    id: row.id,
    targetKind: row.target_kind,
    targetId: row.target_id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    action: row.action,
    createdAt: iso(row.created_at),
    resolvedAt: isoOrNull(row.resolved_at),
    resolvedBy: row.resolver_name,
    reporter: row.reporter_id
      ? {
          id: row.reporter_id,
          fullName: row.reporter_name ?? '',
          isSuspended: Boolean(row.reporter_suspended),
        }
      : null,
    reportedMember: row.member_id
      ? { id: row.member_id, fullName: row.member_name ?? '', isSuspended: Boolean(row.member_suspended) }
      : null,
    partner: row.partner_label
      ? { label: row.partner_label, role: row.target_kind === 'remote_member' ? 'reported' : 'reporter' }
      : null,
    content: row.content,
    helper: row.helper_id ? { id: row.helper_id, fullName: row.helper_name ?? '' } : null,
    swapId: row.swap_id,
    isContentHidden: row.is_hidden,
    otherReportsAboutMember: Number(row.other_reports),
  }));
}

export async function lockReport(db: DbOrTx, reportId: string) {
  const result = await db.execute<{
    id: string;
    reporter_id: string | null;
    target_kind: ReportTargetKind;
    target_id: string;
    reported_member_id: string | null;
    reason: ReportReason;
    status: ReportStatus;
  }>(sql`
    SELECT id, reporter_id, target_kind, target_id, reported_member_id, reason, status
    FROM reports WHERE id = ${reportId} FOR UPDATE`);
  return result.rows[0] ?? null;
}

export async function closeReport(
  db: DbOrTx,
  reportId: string,
  closing: { action: ReportAction; actorId: string; now: Date },
) {
  await db.execute(sql`
    UPDATE reports SET status = ${closing.action === 'dismissed' ? 'dismissed' : 'actioned'},
      action = ${closing.action}, resolved_by = ${closing.actorId}, resolved_at = ${closing.now}
    WHERE id = ${reportId}`);
}

/**
 * Hides a message (a swap's or a direct one), review or board post from everyone but operators (a post's
 * author still sees it, marked hidden); a hidden review stops counting in the rating.
 */
export async function hideContent(
  db: DbOrTx,
  kind: Exclude<ReportTargetKind, 'member' | 'remote_member'>,
  id: string,
  now: Date,
) {
  if (kind === 'direct_message') {
    await hideDirectMessage(db, id, now);
    return;
  }
  if (kind === 'post') {
    await hidePost(db, id, now);
    return;
  }
  if (kind === 'review') {
    const revieweeId = await hideReview(db, id, now);
    if (revieweeId) await refreshProfileRating(db, revieweeId);
    return;
  }
  await hideMessage(db, id, now);
}

export async function findMemberContact(db: DbOrTx, memberId: string) {
  const result = await db.execute<{ email: string; full_name: string }>(sql`
    SELECT email, full_name FROM users WHERE id = ${memberId} AND deleted_at IS NULL`);
  return result.rows[0] ?? null;
}
