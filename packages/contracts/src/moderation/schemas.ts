import { z } from 'zod';
import { multiLineTextSchema } from '../shared/text.ts';

/**
 * What a member can report (ADR 73): `remote_member` is a member of another exchange, reported from the swap
 * request between them (its target id), through the federation endpoint (ADR 219).
 */
export const reportTargetKinds = [
  'member',
  'message',
  'review',
  'post',
  'direct_message',
  'remote_member',
] as const;
export type ReportTargetKind = (typeof reportTargetKinds)[number];

export const reportReasons = [
  'harassment',
  'spam_or_scam',
  'inappropriate_content',
  'no_show',
  'fake_profile',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportStatuses = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** What an operator did about a report; the reporter never learns which. */
export const reportActions = ['dismissed', 'hidden', 'warned', 'suspended'] as const;
export type ReportAction = (typeof reportActions)[number];

export const reportDetailsMaxLength = 1000;

/** Why a member reports, whatever they report. */
export const reportReasonSchema = z.object({
  reason: z.enum(reportReasons, 'moderation.validation.reasonMissing'),
  details: multiLineTextSchema.max(reportDetailsMaxLength, 'moderation.validation.detailsTooLong').optional(),
});
export type ReportReasonInput = z.infer<typeof reportReasonSchema>;

const uuidTargets = new Set<ReportTargetKind>(['member', 'post', 'remote_member']);

/**
 * Member, post and swap request ids are uuids; messages (a swap's or direct ones) and reviews are numbered.
 */
export const createReportSchema = z
  .object({
    targetKind: z.enum(reportTargetKinds, 'moderation.validation.target'),
    targetId: z.string().trim().min(1, 'moderation.validation.target').max(64),
    ...reportReasonSchema.shape,
  })
  .superRefine((input, context) => {
    const isValid = uuidTargets.has(input.targetKind)
      ? z.uuid().safeParse(input.targetId).success
      : /^[1-9]\d{0,17}$/.test(input.targetId);
    if (!isValid)
      context.addIssue({
        code: 'custom',
        path: ['targetId'],
        message: 'moderation.validation.nothingToReport',
      });
  })
  .meta({
    description:
      '`targetId` is a UUID for a `member`, a `post` or a `remote_member` (the swap request with them), and a ' +
      'positive whole number (at most 18 digits) otherwise. A `remote_member` is reported through ' +
      '`POST /api/federation/swap-requests/{id}/report`; here it answers 404.',
  });
export type CreateReportInput = z.infer<typeof createReportSchema>;

/**
 * A report as its reporter sees it: "Report received" while open, then only whether SkillSwap took action.
 * What the action was, and anything about the other member's account, is never in it.
 */
export const myReportSchema = z.object({
  id: z.uuid(),
  targetKind: z.enum(reportTargetKinds),
  targetName: z.string(),
  reason: z.enum(reportReasons),
  createdAt: z.iso.datetime({ offset: true }),
  outcome: z.enum(['received', 'action_taken', 'no_action']),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportsSchema = z.object({ reports: z.array(myReportSchema) });
