import { z } from 'zod';
import { hoursSchema } from '../shared/hours.ts';
import { multiLineTextSchema, singleLineTextSchema } from '../shared/text.ts';

/** A request's fields; the exported schemas below add the rule that it teaches something. */
const swapRequestFields = z.object({
  targetId: z.uuid(),
  offeredSkill: singleLineTextSchema
    .min(1, 'swaps.validation.offeredSkill')
    .max(60, 'swaps.validation.skillTooLong'),
  requestedSkill: singleLineTextSchema
    .min(1, 'swaps.validation.requestedSkill')
    .max(60, 'swaps.validation.skillTooLong'),
  message: multiLineTextSchema.max(2000),
  hoursOffered: hoursSchema.default(1),
  hoursRequested: hoursSchema.default(1),
  /**
   * The community the swap is made in (ADR 181): both members must be its active members; its rules then
   * apply.
   */
  communityId: z.uuid('swaps.validation.community').optional(),
});

/** Refused when neither member would teach: 0 hours both ways is no swap at all. */
export const noTeachingMessage = 'swaps.validation.noTeaching';

const teachesSomething = (terms: { hoursOffered?: number; hoursRequested?: number }) =>
  terms.hoursOffered === undefined ||
  terms.hoursRequested === undefined ||
  terms.hoursOffered + terms.hoursRequested > 0;
const teachingIssue = { message: noTeachingMessage, path: ['hoursOffered'] };

export const createSwapRequestSchema = swapRequestFields
  .refine(teachesSomething, teachingIssue)
  .meta({ description: 'At least one of `hoursOffered` and `hoursRequested` is above 0.' });
export type CreateSwapRequestInput = z.infer<typeof createSwapRequestSchema>;

/** What the requester fills in: a request without its target (the swap request form, create and edit). */
export const swapRequestTermsSchema = swapRequestFields
  .omit({ targetId: true })
  .refine(teachesSomething, teachingIssue);
export type SwapRequestTerms = z.infer<typeof swapRequestTermsSchema>;

/**
 * `PATCH /api/swap-requests/:id`: the requester changes any of the terms while the request is unanswered.
 * The hours rule is checked here when both are sent, and on the merged request by the server.
 */
export const updateSwapRequestSchema = z
  .object({
    offeredSkill: swapRequestFields.shape.offeredSkill.optional(),
    requestedSkill: swapRequestFields.shape.requestedSkill.optional(),
    message: swapRequestFields.shape.message.optional(),
    // Without their defaults: hours left out of a change stay as they are.
    hoursOffered: swapRequestFields.shape.hoursOffered.unwrap().optional(),
    hoursRequested: swapRequestFields.shape.hoursRequested.unwrap().optional(),
  })
  .refine(
    (terms) => Object.values(terms).some((value) => value !== undefined),
    'swaps.validation.nothingToChange',
  )
  .refine(teachesSomething, teachingIssue)
  .meta({
    minProperties: 1,
    description: 'At least one term; when both hours are sent, at least one of them is above 0.',
  });
export type UpdateSwapRequestInput = z.infer<typeof updateSwapRequestSchema>;

/** The spec's default swap message, with the target's full name. */
export function defaultSwapMessage(name: string): string {
  return `Hi ${name}, I'd like to swap skills with you!`;
}

/** Offered and requested skills default to the first of each list, or 'Skill'. */
export function defaultSkill(skills: readonly string[]): string {
  return skills[0] ?? 'Skill';
}

export const swapStatuses = [
  'requested',
  'accepted',
  'declined',
  'cancelled',
  'expired',
  'completed',
  'disputed',
] as const;
export type SwapStatus = (typeof swapStatuses)[number];

/**
 * Swaps under way: agreed and not yet finished. A disputed swap stays here until an operator resolves it,
 * so it keeps its place under the plan's active-swap limit (ADR 0042).
 */
export const activeSwapStatuses = ['accepted', 'disputed'] as const satisfies readonly SwapStatus[];

/** Where a coordinator's approval stands, for a swap made in a community that asks for it (ADR 181). */
export const swapCommunityApprovals = ['pending', 'approved', 'refused'] as const;

/** The community a swap was made in, and its coordinators' approval when the community asks for one. */
export const swapCommunitySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  approval: z.enum(swapCommunityApprovals).nullable(),
});
export type SwapCommunity = z.infer<typeof swapCommunitySchema>;

/** The communities the signed-in member and another both belong to: where a swap between them may be made. */
export const sharedCommunityListSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), slug: z.string(), name: z.string() })),
});

/** A swap request as its two members see it (`POST/GET /api/swap-requests`). */
export const swapRequestSchema = z.object({
  id: z.uuid(),
  status: z.enum(swapStatuses),
  /** Whether the signed-in member sent or received it. */
  direction: z.enum(['sent', 'received']),
  requester: z.object({ id: z.uuid(), full_name: z.string().nullable() }),
  recipient: z.object({ id: z.uuid(), full_name: z.string().nullable() }),
  offeredSkill: z.string(),
  requestedSkill: z.string(),
  message: z.string(),
  hoursOffered: z.number(),
  hoursRequested: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string().nullable(),
  /** The community the swap was made in; null for a swap made outside any. */
  community: swapCommunitySchema.nullable(),
});
export type SwapRequest = z.infer<typeof swapRequestSchema>;

export const swapRequestListSchema = z.object({ items: z.array(swapRequestSchema) });
export type SwapRequestList = z.infer<typeof swapRequestListSchema>;

/**
 * Where the signed-in member stands against their plan's limits: the plan, what counts
 * this calendar month (UTC) and now, each limit (null: unlimited), and when the monthly count starts afresh.
 */
export const planUsageSchema = z.object({
  plan: z.enum(['free', 'premium', 'elite', 'enterprise']),
  requestsThisMonth: z.number().int().nonnegative(),
  requestsPerMonth: z.number().int().positive().nullable(),
  activeSwaps: z.number().int().nonnegative(),
  activeSwapsLimit: z.number().int().positive().nullable(),
  /** The first moment of next month (UTC), when the monthly requests count from zero again. */
  monthEndsAt: z.iso.datetime(),
  /** Whether one more request would be refused by a plan limit right now (`plan_limit_reached`). */
  canSendRequest: z.boolean(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;
