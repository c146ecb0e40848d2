import { z } from 'zod';
import { publicProfileSchema } from '../profiles/schemas.ts';

/**
 * How a member fits me: both ways (`mutual`), or one way — they teach something I want (`teaches_you`),
 * or they want something I teach (`learns_from_you`).
 */
export const matchKinds = ['mutual', 'teaches_you', 'learns_from_you'] as const;
export type MatchKind = (typeof matchKinds)[number];

/**
 * Why a member makes a good partner apart from the skills, as facts a client words in its own language
 *; `reasons` says the same in English.
 */
export const partnerReasonSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('same_city'), place: z.string() }),
  z.object({ code: z.literal('same_country'), place: z.string() }),
  z.object({ code: z.literal('verified') }),
  z.object({ code: z.literal('rated'), rating: z.number() }),
  z.object({ code: z.literal('completed_swaps'), count: z.number().int() }),
  z.object({ code: z.literal('active_this_week') }),
]);
export type PartnerReason = z.infer<typeof partnerReasonSchema>;

export const matchSchema = z.object({
  profile: publicProfileSchema,
  kind: z.enum(matchKinds),
  /** 0–100 within its kind; mutual matches always come before one-way ones (docs/decisions). */
  score: z.number(),
  /** Readable reasons in English, the skills first: "Teaches Guitar, wants Spanish", "Same city: Lyon". */
  reasons: z.array(z.string()),
  /**
   * The partner reasons of `reasons` as facts, in the same order; the skill reasons are `teaches`, `learns`,
   * `related`.
   */
  partnerReasons: z.array(partnerReasonSchema),
  /** Canonical skills they teach that I want, and that I teach that they want. */
  teaches: z.array(z.string()),
  learns: z.array(z.string()),
  /**
   * Skills that meet only through their family: `theirs` is the member's skill, `yours`
   * the seeker's, on the side it fits (`teaches`: they teach it and you want it; `learns`: the other way
   * round). Such matches rank below exact ones of the same kind.
   */
  related: z.array(z.object({ side: z.enum(['teaches', 'learns']), theirs: z.string(), yours: z.string() })),
});
export type RelatedSkill = Match['related'][number];
export type Match = z.infer<typeof matchSchema>;

export const matchListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** A community's slug: matches among its members only (a private one only for its members, ADR 98). */
  community: z.string().trim().min(1).max(60, 'Community not found').optional(),
});

export const matchListSchema = z.object({ items: z.array(matchSchema) });
export type MatchList = z.infer<typeof matchListSchema>;

/** One hand-over in a circle: `from` teaches `to` the skill. Member ids; `me` is the signed-in member. */
export const circleStepSchema = z.object({ from: z.uuid(), to: z.uuid(), skill: z.string() });

/** A swap circle of three: me → first → second → me, each teaching the next something they want. */
export const swapCircleSchema = z.object({
  members: z.tuple([publicProfileSchema, publicProfileSchema]),
  steps: z.tuple([circleStepSchema, circleStepSchema, circleStepSchema]),
  score: z.number(),
  reasons: z.array(z.string()),
});
export type SwapCircle = z.infer<typeof swapCircleSchema>;

export const circleListSchema = z.object({ items: z.array(swapCircleSchema) });
export type CircleList = z.infer<typeof circleListSchema>;

/** The weekly "new matches" e-mail; on unless the member turns it off. */
export const matchDigestPreferenceSchema = z.object({ enabled: z.boolean() });
export type MatchDigestPreference = z.infer<typeof matchDigestPreferenceSchema>;
