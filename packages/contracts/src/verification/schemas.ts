import { z } from 'zod';
import { planTiers } from '../shared/plans.ts';
import { multiLineTextSchema } from '../shared/text.ts';

/**
 * Identity verification (ADR 114): a Premium member asks for the verified badge with a note and a link a
 * moderator can check (a professional page, a public profile elsewhere); no identity document is uploaded or
 * kept. A moderator approves or declines with a note; the badge follows the plan.
 */
export const verificationStatuses = ['pending', 'approved', 'declined'] as const;

export const verificationRequestSchema = z.object({
  id: z.uuid(),
  status: z.enum(verificationStatuses),
  note: z.string(),
  linkUrl: z.string(),
  /** The moderator's note to the member, once decided. */
  decisionNote: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

export const myVerificationSchema = z.object({
  /** Whether the profile shows the verified badge now. */
  verified: z.boolean(),
  /** The member's latest request, or null when they never asked. */
  latest: verificationRequestSchema.nullable(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

export const requestVerificationSchema = z.object({
  note: multiLineTextSchema
    .min(20, 'verification.validation.introductionShort')
    .max(1000, 'verification.validation.noteLong'),
  linkUrl: z
    .string()
    .trim()
    .max(500, 'verification.validation.linkLong')
    .regex(/^https:\/\/[^\s/$.?#][^\s]*$/i, 'verification.validation.linkHttps'),
});
export type RequestVerificationInput = z.input<typeof requestVerificationSchema>;

/** A request as the console's queue shows it. */
export const adminVerificationSchema = verificationRequestSchema.extend({
  member: z.object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    plan: z.enum(planTiers),
  }),
  /** Minutes since the member asked, by the server's clock. */
  waitedMinutes: z.number().int().nonnegative(),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;

export const adminVerificationListSchema = z.object({ items: z.array(adminVerificationSchema) });

export const decideVerificationSchema = z.object({
  note: multiLineTextSchema
    .min(1, 'verification.validation.noteMissing')
    .max(1000, 'verification.validation.noteLong'),
});
