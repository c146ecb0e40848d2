import { z } from 'zod';
import { disputeOutcomes } from './schemas.ts';
import { multiLineTextSchema } from '../shared/text.ts';

export const disputeStatementLimit = 2000;

/** The disputed member's side of the story: added once, editable until SkillSwap resolves the dispute. */
export const disputeStatementSchema = z.object({
  statement: multiLineTextSchema
    .min(10, 'swapLifecycle.validation.statementShort')
    .max(disputeStatementLimit, 'swapLifecycle.validation.statementTooLong'),
});

/** A dispute as both of its members see it on the swap page. */
export const disputeViewSchema = z.object({
  /** `under_review` until an operator resolves it ("Under review by SkillSwap"). */
  status: z.enum(['under_review', 'resolved']),
  openedAt: z.string(),
  /** The member who opened the dispute; their reason is the first statement. */
  openedBy: z.uuid().nullable(),
  reason: z.string(),
  /** The disputed member's statement, once added. */
  statement: z
    .object({ memberId: z.uuid().nullable(), text: z.string(), createdAt: z.string(), updatedAt: z.string() })
    .nullable(),
  canAddStatement: z.boolean(),
  canEditStatement: z.boolean(),
  resolution: z
    .object({
      outcome: z.enum(disputeOutcomes),
      requesterHours: z.number().nullable(),
      recipientHours: z.number().nullable(),
      note: z.string(),
      resolvedAt: z.string(),
    })
    .nullable(),
});
export type DisputeView = z.infer<typeof disputeViewSchema>;
