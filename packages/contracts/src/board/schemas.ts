import { z } from 'zod';
import { skillCategories } from '../shared/categories.ts';
import { slugSchema } from '../communities/schemas.ts';
import { cursorId, cursorInstant, keysetCursor } from '../shared/cursors.ts';
import { maxDistanceKm } from '../explore/filters.ts';
import { hoursSchema } from '../shared/hours.ts';
import { taxonomySkillOf } from '../shared/skill-taxonomy.ts';
import { swapRequestSchema } from '../swaps/schemas.ts';
import { multiLineTextSchema, singleLineTextSchema } from '../shared/text.ts';

/** A post asks for help (`need`) or offers it (`offer`). */
export const boardPostKinds = ['need', 'offer'] as const;
export type BoardPostKind = (typeof boardPostKinds)[number];

/** How long a post stays on the board before it expires, in days; renewing starts the same span again. */
export const boardPostLifetimes = [7, 14, 30] as const;

/** The author is reminded this many days before a post expires. */
export const boardExpiryReminderDays = 2;

/** The board's orders: newest first, or best match first (then newest within each fit, ADR 119). */
export const boardSorts = ['newest', 'best'] as const;

/** Posts on one page of the board. */
export const boardPageSize = 20;

const skillField = singleLineTextSchema
  .min(1, 'board.validation.skillMissing')
  .max(60, 'swaps.validation.skillTooLong')
  .refine((text) => taxonomySkillOf(text) !== null, 'board.validation.skillFromList');

/** `POST /api/board/posts`: what a member writes to post on the board. */
export const createBoardPostSchema = z
  .object({
    kind: z.enum(boardPostKinds, 'Choose whether you need help or offer it'),
    title: singleLineTextSchema.min(3, 'board.validation.titleShort').max(100, 'board.validation.titleLong'),
    description: multiLineTextSchema.max(2000, 'workshops.validation.descriptionLong').default(''),
    /** Any wording of a skill SkillSwap knows ("JS", "javascript basics"); stored under its usual name. */
    skill: skillField,
    hours: hoursSchema
      .refine((hours) => hours > 0, 'board.validation.hoursPositive')
      .meta({ exclusiveMinimum: 0 }),
    isOnline: z.boolean({ error: 'Say whether this happens online or in person' }),
    /** Where an in-person post happens; required when not online. */
    city: singleLineTextSchema.max(80, 'communities.validation.cityLong').optional(),
    lifetimeDays: z.literal(boardPostLifetimes, { error: 'Choose 7, 14 or 30 days' }).default(14),
    /** The community (its slug) the post belongs to; the author must be an active member of it. */
    community: slugSchema.optional(),
  })
  .superRefine((post, context) => {
    if (!post.isOnline && !post.city) {
      context.addIssue({ code: 'custom', path: ['city'], message: 'board.validation.cityInPerson' });
    }
  })
  .meta({
    description:
      '`city` is required when `isOnline` is false. `skill` must name a skill SkillSwap knows (any wording of it).',
  });
export type CreateBoardPostInput = z.input<typeof createBoardPostSchema>;

/** The board's filters, as its address carries them (`/board?q=…&kind=need`). */
export const boardQuerySchema = z.object({
  q: singleLineTextSchema.max(100, 'communities.validation.searchLong').optional(),
  skill: singleLineTextSchema.max(60, 'swaps.validation.skillTooLong').optional(),
  category: z.enum(skillCategories, 'Unknown category').optional(),
  kind: z.enum(boardPostKinds, 'Choose need or offer').optional(),
  /** `true`: online only; `false`: in person only. */
  online: z.enum(['true', 'false'], 'Use true or false').optional(),
  /** In-person posts whose city centre lies within `withinKm` (50 when left out) of this city (ADR 86). */
  near: singleLineTextSchema
    .min(2, 'board.validation.cityMissing')
    .max(100, 'board.validation.cityLong')
    .optional(),
  withinKm: z.coerce
    .number('Give the distance in km')
    .int('board.validation.radiusWhole')
    .min(1, 'board.validation.radiusMin')
    .max(maxDistanceKm, 'board.validation.distanceTooFar')
    .optional(),
  /** Posts of one community (its slug); a private one's only for its members (404 to others, ADR 98). */
  community: singleLineTextSchema.max(60, 'Community not found').optional(),
  /** `newest` first (the default), or `best` match first: how well the post fits the viewer's skills. */
  sort: z.enum(boardSorts, 'Sort by newest or best').optional(),
  /** Posts that fit the member's skills: needs of what they teach, offers of what they want to learn. */
  forMe: z.enum(['true', 'false'], 'Use true or false').optional(),
  /** The signed-in member's own posts, closed and expired ones included. */
  mine: z.enum(['true', 'false'], 'Use true or false').optional(),
  /** The last post's fit (0 in newest order), time and id. */
  cursor: keysetCursor(z.tuple([z.number().int().min(0).max(2), cursorInstant, cursorId])).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(boardPageSize),
});
export type BoardQuery = z.input<typeof boardQuerySchema>;

export const boardPostStatuses = ['open', 'closed', 'expired', 'hidden'] as const;

export const boardPostSchema = z.object({
  id: z.uuid(),
  kind: z.enum(boardPostKinds),
  title: z.string(),
  description: z.string(),
  skill: z.string(),
  category: z.enum(skillCategories).nullable(),
  hours: z.number(),
  isOnline: z.boolean(),
  city: z.string().nullable(),
  /** The community the post belongs to, if any. */
  communityId: z.uuid().nullable(),
  community: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /**
   * Best-match order only: how well the post fits the viewer's skills (2: a need of a skill they teach or an
   * offer of one they want to learn; 1: the same category as one of those; 0: neither). Null in newest order.
   */
  fit: z.number().int().nullable(),
  /**
   * `open` on the board; `closed` by the author or when a need is filled; `expired`; `hidden` by SkillSwap.
   */
  status: z.enum(boardPostStatuses),
  /** Why a closed post closed: the author did it, or the accepted responses filled the need. */
  closedReason: z.enum(['author', 'filled']).nullable(),
  lifetimeDays: z.number(),
  expiresAt: z.string(),
  createdAt: z.string(),
  author: z.object({ id: z.uuid(), fullName: z.string(), avatarUrl: z.string().nullable() }),
  /**
   * The author's helper, when the helper made the post for them (ADR 198): everyone who reads it sees "by
   * <helper> for <author>". Null when the author made it themselves.
   */
  helper: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  isMine: z.boolean(),
  /** How many members responded; only the author learns it. */
  responseCount: z.number().nullable(),
});
export type BoardPost = z.infer<typeof boardPostSchema>;

export const boardPageSchema = z.object({
  items: z.array(boardPostSchema),
  nextCursor: z.string().nullable(),
});
export type BoardPage = z.infer<typeof boardPageSchema>;

/** A post with, for its author, the swap requests its responses opened. */
export const boardPostDetailSchema = z.object({
  data: boardPostSchema,
  responses: z.array(swapRequestSchema).nullable(),
});
export type BoardPostDetail = z.infer<typeof boardPostDetailSchema>;

/**
 * `POST /api/board/posts/:id/responses`: the swap request is filled from the post (its skill and hours, a
 * note citing it); the responder may add a message and what they would like in return.
 */
export const respondToBoardPostSchema = z.object({
  message: multiLineTextSchema.max(1500, 'board.validation.messageLong').default(''),
  /** The skill the responder would like in return; the author's first listed skill when left out. */
  skillInReturn: singleLineTextSchema.min(1).max(60, 'swaps.validation.skillTooLong').optional(),
  /** Hours the other way; 0 (settled in SkillCoin) when left out. */
  hoursInReturn: hoursSchema.default(0),
});
export type RespondToBoardPostInput = z.input<typeof respondToBoardPostSchema>;
