import { z } from 'zod';
import { singleLineTextSchema } from '../shared/text.ts';

/**
 * Safeguarding in a community (ADR 178): the vetting coordinators record for a member
 * (references checked, a background check with its expiry, who did each, a short note; never a document) and
 * the members they flag. Everyone else sees only a "Reference checked" badge while the references are checked
 * and no background check has expired.
 */
export const safeguardingLimits = {
  maxNoteLength: 500,
  maxReasonLength: 500,
} as const;

const day = (message: string) => z.iso.date(message);

export const vettingInputSchema = z
  .object({
    /** The day the member's references were checked; null: not checked. */
    referencesCheckedOn: day('communitySafeguarding.validation.referencesDate').nullable(),
    /** The day a background check was done; null: none. */
    backgroundCheckedOn: day('communitySafeguarding.validation.backgroundDate').nullable(),
    /** The day that background check expires; required with it, after it. */
    backgroundExpiresOn: day('communitySafeguarding.validation.expiryDate').nullable(),
    note: singleLineTextSchema
      .max(safeguardingLimits.maxNoteLength, 'communitySafeguarding.validation.noteLong')
      .default(''),
  })
  .refine((input) => input.referencesCheckedOn !== null || input.backgroundCheckedOn !== null, {
    message: 'communitySafeguarding.validation.nothing',
    path: ['referencesCheckedOn'],
  })
  .refine((input) => (input.backgroundCheckedOn === null) === (input.backgroundExpiresOn === null), {
    message: 'communitySafeguarding.validation.bothDates',
    path: ['backgroundExpiresOn'],
  })
  .refine(
    (input) =>
      input.backgroundCheckedOn === null ||
      input.backgroundExpiresOn === null ||
      input.backgroundExpiresOn > input.backgroundCheckedOn,
    { message: 'communitySafeguarding.validation.expiryBefore', path: ['backgroundExpiresOn'] },
  );
export type VettingInput = z.input<typeof vettingInputSchema>;

export const flagInputSchema = z.object({
  reason: singleLineTextSchema
    .min(1, 'communitySafeguarding.validation.reasonMissing')
    .max(safeguardingLimits.maxReasonLength, 'scheduling.validation.reasonTooLong'),
});
export type FlagInput = z.infer<typeof flagInputSchema>;

const person = z.object({ id: z.uuid(), fullName: z.string() });

export const memberVettingSchema = z.object({
  referencesCheckedOn: z.string().nullable(),
  referencesCheckedBy: person.nullable(),
  backgroundCheckedOn: z.string().nullable(),
  backgroundExpiresOn: z.string().nullable(),
  backgroundCheckedBy: person.nullable(),
  note: z.string(),
  /** Whether the badge shows today: references checked and no background check expired. */
  referenceChecked: z.boolean(),
  updatedBy: person.nullable(),
  updatedAt: z.string(),
});
export type MemberVetting = z.infer<typeof memberVettingSchema>;

export const memberFlagSchema = z.object({
  reason: z.string(),
  flaggedBy: person.nullable(),
  flaggedAt: z.string(),
});
export type MemberFlag = z.infer<typeof memberFlagSchema>;

/** For the community's coordinators: every active member with a vetting record or a flag. */
export const safeguardingOverviewSchema = z.object({
  items: z.array(
    z.object({
      member: person,
      vetting: memberVettingSchema.nullable(),
      flag: memberFlagSchema.nullable(),
    }),
  ),
});
export type SafeguardingOverview = z.infer<typeof safeguardingOverviewSchema>;

/**
 * A member's own record: their vetting, and whether coordinators approve their exchanges (never the reason).
 */
export const ownSafeguardingSchema = z.object({
  vetting: memberVettingSchema.nullable(),
  approvalNeeded: z.boolean(),
});
export type OwnSafeguarding = z.infer<typeof ownSafeguardingSchema>;

/** The members of a community who show the "Reference checked" badge today. */
export const referenceCheckedMembersSchema = z.object({ memberIds: z.array(z.uuid()) });
export type ReferenceCheckedMembers = z.infer<typeof referenceCheckedMembersSchema>;

/** The communities, among those the viewer may see, where a member's references are checked today. */
export const memberReferenceChecksSchema = z.object({
  communities: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type MemberReferenceChecks = z.infer<typeof memberReferenceChecksSchema>;
