import { z } from 'zod';
import { cursorId, cursorInstant, keysetCursor, sequenceCursor } from '../shared/cursors.ts';
import { hoursSchema } from '../shared/hours.ts';
import { swapCommunitySchema, swapStatuses } from '../swaps/schemas.ts';
import { multiLineTextSchema } from '../shared/text.ts';

/** What a member can do to a swap; each is `POST /api/swaps/:id/<action>`. */
export const swapActions = ['accept', 'decline', 'cancel', 'confirm', 'dispute'] as const;
export type SwapAction = (typeof swapActions)[number];

/** The four lists of My Swaps. */
export const swapBoxes = ['incoming', 'outgoing', 'active', 'past'] as const;
export type SwapBox = (typeof swapBoxes)[number];

/** A request left unanswered this long expires. */
export const swapRequestLifetimeDays = 14;

export const swapRoles = ['requester', 'recipient'] as const;
export type SwapRole = (typeof swapRoles)[number];

/** My Swaps' position: when the last swap shown last changed, and its id (order: both desc). */
export const swapListCursor = keysetCursor(z.tuple([cursorInstant, cursorId]));

export const listSwapsQuerySchema = z.object({
  box: z.enum(swapBoxes).default('active'),
  cursor: swapListCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ListSwapsQuery = z.infer<typeof listSwapsQuerySchema>;

/** Each member confirms the hours taught each way; the swap completes when both confirmations agree. */
export const confirmSwapSchema = z.object({
  /** Hours the requester taught (their offered skill). */
  requesterHours: hoursSchema,
  /** Hours the recipient taught (the requested skill). */
  recipientHours: hoursSchema,
});
export type ConfirmSwapInput = z.infer<typeof confirmSwapSchema>;

export const disputeSwapSchema = z.object({
  reason: multiLineTextSchema
    .min(10, 'swapLifecycle.validation.problemShort')
    .max(1000, 'swapLifecycle.validation.reasonLong'),
});

/** How an operator ends a dispute: settle the hours they decided, or cancel the swap. */
export const disputeOutcomes = ['settled', 'cancelled'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

const resolutionNoteSchema = multiLineTextSchema
  .min(10, 'console.validation.issueNoteShort')
  .max(1000, 'console.validation.issueNoteMax');

/** An operator's resolution of a disputed swap; the note is shown to both members. */
export const resolveDisputeSchema = z.discriminatedUnion('outcome', [
  confirmSwapSchema.extend({ outcome: z.literal('settled'), note: resolutionNoteSchema }),
  z.object({ outcome: z.literal('cancelled'), note: resolutionNoteSchema }),
]);
export type ResolveDisputeInput = z.infer<typeof resolveDisputeSchema>;

export const cancelSwapSchema = z.object({
  reason: multiLineTextSchema.max(500, 'swapLifecycle.validation.cancelReasonLong').optional(),
});

/** What a swap shows of each member: never e-mail or phone. */
export const swapMemberSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type SwapMember = z.infer<typeof swapMemberSchema>;

export const swapConfirmationSchema = z.object({
  requesterHours: z.number(),
  recipientHours: z.number(),
  confirmedAt: z.string(),
});

export const swapEventSchema = z.object({
  type: z.string(),
  actorId: z.uuid().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const swapViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(swapStatuses),
  myRole: z.enum(swapRoles),
  requester: swapMemberSchema,
  recipient: swapMemberSchema,
  /** Taught by the requester. */
  offeredSkill: z.string(),
  /** Taught by the recipient. */
  requestedSkill: z.string(),
  message: z.string(),
  /** Hours the requester expects to teach. */
  hoursOffered: z.number(),
  /** Hours the recipient expects to teach. */
  hoursRequested: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When an unanswered request expires; null once answered. */
  expiresAt: z.string().nullable(),
  /** The community the swap was made in (its rules apply, ADR 181); null for a swap made outside any. */
  community: swapCommunitySchema.nullable(),
  confirmations: z.object({
    requester: swapConfirmationSchema.nullable(),
    recipient: swapConfirmationSchema.nullable(),
  }),
  /** SkillCoin held for this swap and whose account holds it, while accepted. */
  hold: z.object({ memberId: z.uuid(), amount: z.number() }).nullable(),
  /** The settled transfer once completed: who paid whom how much (amount 0 for an even swap). */
  settlement: z
    .object({ fromId: z.uuid().nullable(), toId: z.uuid().nullable(), amount: z.number() })
    .nullable(),
  /** Actions the signed-in member may take now. */
  allowedActions: z.array(z.enum(swapActions)),
  unreadMessages: z.number().int(),
  /** Whether the signed-in member has reviewed the other member for this swap. */
  hasReviewed: z.boolean(),
  canReview: z.boolean(),
});
export type SwapView = z.infer<typeof swapViewSchema>;

export const swapDetailSchema = swapViewSchema.extend({ events: z.array(swapEventSchema) });
export type SwapDetail = z.infer<typeof swapDetailSchema>;

export const swapListSchema = z.object({
  items: z.array(swapViewSchema),
  nextCursor: z.string().nullable(),
});
export type SwapList = z.infer<typeof swapListSchema>;

/** Counts for the header badge and the My Swaps tabs. */
export const swapSummarySchema = z.object({
  incoming: z.number().int(),
  outgoing: z.number().int(),
  active: z.number().int(),
  /** Swaps where the member is the one to act: requests to answer, hours to confirm. */
  waitingForMe: z.number().int(),
  unreadMessages: z.number().int(),
});
export type SwapSummary = z.infer<typeof swapSummarySchema>;

export const messageBodyLimit = 2000;

export const sendMessageSchema = z.object({
  body: multiLineTextSchema
    .min(1, 'swapLifecycle.validation.messageEmpty')
    .max(messageBodyLimit, 'swapLifecycle.validation.messageTooLong'),
});

export const swapMessageSchema = z.object({
  id: z.string(),
  swapId: z.uuid(),
  sender: swapMemberSchema,
  /**
   * The sender's helper, when the helper wrote it for them (ADR 202, as on a direct message): both members
   * read "by <helper> for <sender>" on it. Null when the sender wrote it themselves.
   */
  helper: z.object({ id: z.string(), name: z.string() }).nullable(),
  body: z.string(),
  isMine: z.boolean(),
  createdAt: z.string(),
});
export type SwapMessage = z.infer<typeof swapMessageSchema>;

export const listMessagesQuerySchema = z.object({
  /** Messages older than this id, for scrolling back. */
  before: sequenceCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const messageThreadSchema = z.object({
  /** Oldest first. */
  items: z.array(swapMessageSchema),
  unread: z.number().int(),
  nextBefore: z.string().nullable(),
  /** The newest message the other member has read ("Seen" under the member's own messages up to it). */
  seenUpTo: z.string().nullable(),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

/** The inbox (`/messages`): the member's swap conversations, the latest activity first. */
export const listConversationsQuerySchema = z.object({
  cursor: swapListCursor.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const conversationSchema = z.object({
  swapId: z.uuid(),
  status: z.enum(swapStatuses),
  offeredSkill: z.string(),
  requestedSkill: z.string(),
  partner: swapMemberSchema,
  /** The newest message still shown (an operator may hide one), shortened to a preview. */
  lastMessage: z.object({ preview: z.string(), isMine: z.boolean(), createdAt: z.string() }).nullable(),
  unread: z.number().int(),
  lastActivityAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationPageSchema = z.object({
  items: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;
