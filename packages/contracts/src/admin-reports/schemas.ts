import { z } from 'zod';
import { reportActions, reportReasons, reportStatuses, reportTargetKinds } from '../moderation/schemas.ts';
import { multiLineTextSchema } from '../shared/text.ts';

const isoDate = z.iso.datetime({ offset: true });

export const adminReportsQuerySchema = z.object({
  status: z.enum(reportStatuses).optional(),
  reason: z.enum(reportReasons).optional(),
  kind: z.enum(reportTargetKinds).optional(),
  /** Only the reports about this member, open or closed (a report card's "other reports" link). */
  member: z.uuid().optional(),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

const memberRefSchema = z.object({ id: z.uuid(), fullName: z.string(), isSuspended: z.boolean() });

/** One report in the operators' queue with the reported content and its context. */
export const adminReportSchema = z.object({
  id: z.uuid(),
  targetKind: z.enum(reportTargetKinds),
  targetId: z.string(),
  reason: z.enum(reportReasons),
  details: z.string().nullable(),
  status: z.enum(reportStatuses),
  action: z.enum(reportActions).nullable(),
  createdAt: isoDate,
  resolvedAt: isoDate.nullable(),
  resolvedBy: z.string().nullable(),
  reporter: memberRefSchema.nullable(),
  reportedMember: memberRefSchema.nullable(),
  /**
   * The member of another exchange in the report (ADR 219), as "name · node": the one reported (kind
   * `remote_member`, sent on to their exchange) or the one who reported (a report their exchange passed on).
   */
  partner: z.object({ label: z.string(), role: z.enum(['reported', 'reporter']) }).nullable(),
  /** The message or review text (also when hidden), or the member's profile bio. */
  content: z.string().nullable(),
  /**
   * The reported member's helper, when the helper wrote the reported direct message or board post (ADR 198)
   * or swap message (ADR 202) for them: moderators read it as "by <helper> for <member>". Null otherwise.
   */
  helper: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  /** Where it was said: the swap of a message or review. */
  swapId: z.uuid().nullable(),
  isContentHidden: z.boolean(),
  /** Earlier reports about the same member, open or closed. */
  otherReportsAboutMember: z.number().int(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportListSchema = z.object({ reports: z.array(adminReportSchema) });

export const resolveReportSchema = z.object({
  /** Shown to the member in the warning mail, or kept as the suspension's reason. */
  note: multiLineTextSchema.max(1000, 'console.validation.issueNoteLong').optional(),
});
export type ResolveReportInput = z.infer<typeof resolveReportSchema>;

export const suspendMemberSchema = z.object({
  reason: multiLineTextSchema.min(1, 'adminReports.validation.suspensionReason').max(1000),
});

export const memberSuspensionSchema = z.object({
  memberId: z.uuid(),
  isSuspended: z.boolean(),
  suspendedAt: isoDate.nullable(),
});
export type MemberSuspension = z.infer<typeof memberSuspensionSchema>;
