import { z } from 'zod';
import { boardPostKinds } from '../board/schemas.ts';
import { multiLineTextSchema } from '../shared/text.ts';

/**
 * The activation queue (ADR 173): the members and requests a community's coordinators
 * should look at so that every member makes a first exchange, with a nudge each and a record of
 * what happened next.
 */
export const activationLimits = {
  /** A member who joined this many days ago and never exchanged is waiting for a first trade. */
  newMemberDays: 14,
  /** A swap request or board post in the community left unanswered this many days. */
  unansweredDays: 3,
  /** A member whose last exchange was this many days ago. */
  dormantDays: 60,
  /** The dashboard's figure: new members who made a first exchange within this many days of joining... */
  firstExchangeDays: 30,
  /** ...among those who joined in the last this many days (and at least `firstExchangeDays` ago). */
  cohortDays: 180,
  /** The most entries of each list one answer holds; `total` counts them all. */
  listSize: 50,
  /** A coordinator does not nudge the same member about the same thing twice within this many days. */
  nudgeAgainDays: 7,
} as const;

export const activationReasons = [
  'never_exchanged',
  'dormant',
  'unanswered_request',
  'unanswered_post',
] as const;
export type ActivationReason = (typeof activationReasons)[number];

export const suggestionKinds = ['match', 'post', 'workshop'] as const;
export type SuggestionKind = (typeof suggestionKinds)[number];

/** What happened after a nudge: the member exchanged, the request or post was answered, or nothing yet. */
export const nudgeOutcomes = ['exchanged', 'answered', 'waiting'] as const;
export type NudgeOutcome = (typeof nudgeOutcomes)[number];

const person = z.object({ id: z.uuid(), fullName: z.string() });

export const nudgeSummarySchema = z.object({
  id: z.uuid(),
  sentAt: z.string(),
  sentBy: person.nullable(),
  outcome: z.enum(nudgeOutcomes),
  /** When the outcome happened: the latest exchange, or the answer, after the nudge; null while waiting. */
  outcomeAt: z.string().nullable(),
});
export type NudgeSummary = z.infer<typeof nudgeSummarySchema>;

export const activationMemberSchema = z.object({
  member: person,
  joinedAt: z.string(),
  /** The member's latest exchange anywhere on SkillSwap; null when they never exchanged. */
  lastExchangeAt: z.string().nullable(),
  lastNudge: nudgeSummarySchema.nullable(),
});
export type ActivationMember = z.infer<typeof activationMemberSchema>;

export const activationRequestSchema = z.object({
  swapId: z.uuid(),
  requester: person,
  /** The member who has not answered: the one a nudge goes to. */
  recipient: person,
  skill: z.string(),
  createdAt: z.string(),
  lastNudge: nudgeSummarySchema.nullable(),
});
export type ActivationRequest = z.infer<typeof activationRequestSchema>;

export const activationPostSchema = z.object({
  postId: z.uuid(),
  /** The member whose post nobody answered: a nudge goes to them, with a suggestion. */
  author: person,
  kind: z.enum(boardPostKinds),
  title: z.string(),
  createdAt: z.string(),
  lastNudge: nudgeSummarySchema.nullable(),
});
export type ActivationPost = z.infer<typeof activationPostSchema>;

const list = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), items: z.array(item) });

export const activationQueueSchema = z.object({
  /** New members who joined 30 to 180 days ago, and how many of them exchanged within 30 days of joining. */
  firstExchange: z.object({
    joined: z.number().int(),
    exchangedWithin: z.number().int(),
    /** 0 to 1; null when nobody joined in the window. */
    share: z.number().nullable(),
  }),
  neverExchanged: list(activationMemberSchema),
  unansweredRequests: list(activationRequestSchema),
  unansweredPosts: list(activationPostSchema),
  dormant: list(activationMemberSchema),
});
export type ActivationQueue = z.infer<typeof activationQueueSchema>;

export const suggestionSchema = z.object({
  kind: z.enum(suggestionKinds),
  /** The matched member, the board post or the workshop. */
  id: z.uuid(),
  /** The member's name, the post's or the workshop's title. */
  label: z.string(),
  /** Why it suits them: the skill the match teaches or learns, the post's skill, the workshop's skill. */
  skill: z.string(),
  /** Where the member opens it in the web app. */
  link: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionListSchema = z.object({ items: z.array(suggestionSchema) });
export type SuggestionList = z.infer<typeof suggestionListSchema>;

export const sendNudgeSchema = z.object({
  reason: z.enum(activationReasons, 'communityActivation.validation.reason'),
  /** The member the nudge goes to. */
  memberId: z.uuid('Member not found'),
  /** The swap request or board post of an `unanswered_*` nudge. */
  subjectId: z.uuid('Request not found').nullable().default(null),
  message: multiLineTextSchema
    .min(1, 'communityActivation.validation.messageMissing')
    .max(1000, 'communityActivation.validation.messageLong'),
  /** A suggestion from the list, sent with the message as one link. */
  suggestion: z
    .object({ kind: z.enum(suggestionKinds), id: z.uuid() })
    .nullable()
    .default(null),
});
export type SendNudgeInput = z.input<typeof sendNudgeSchema>;

export const nudgeSchema = nudgeSummarySchema.extend({
  reason: z.enum(activationReasons),
  member: person,
  message: z.string(),
  suggestion: suggestionSchema.pick({ kind: true, label: true, link: true }).nullable(),
});
export type Nudge = z.infer<typeof nudgeSchema>;

export const nudgePageSchema = z.object({ items: z.array(nudgeSchema) });
export type NudgePage = z.infer<typeof nudgePageSchema>;
