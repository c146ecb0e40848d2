import { z } from 'zod';
import { skillCategories } from '../shared/categories.ts';
import { sequenceCursor } from '../shared/cursors.ts';
import { hoursSchema } from '../shared/hours.ts';
import { multiLineTextSchema, singleLineTextSchema } from '../shared/text.ts';

/**
 * A community's own economy (ADR 172): the rules coordinators set for exchanges made
 * in the community, and exchanges they record after they happened offline.
 */
export const communityRuleLimits = {
  /** A community's credit floor: from 0 down to -20 hours. */
  lowestFloor: -20,
  /** A balance cap: 10 to 200 hours. */
  cap: { min: 10, max: 200 },
  /** A levy on the hours paid, into the community fund: 0 to 10 %. */
  maxLevyPercent: 10,
  /** Auto-acceptance of requests made in the community: after 1 to 30 days without an answer (ADR 181). */
  autoAcceptDays: { min: 1, max: 30 },
  /** How long the parties of a recorded exchange may dispute it. */
  disputeDays: 7,
  /** The most members on the many side of one recorded exchange. */
  maxParties: 50,
  /** How far back an exchange may be recorded by hand (older history comes by import). */
  maxAgeDays: 365,
} as const;

/** A whole number from `min` to `max`, with one message for every way of missing it. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const communityRulesInputSchema = z.object({
  /** null: the install's floor alone. */
  creditFloor: wholeNumber(
    communityRuleLimits.lowestFloor,
    0,
    'communityEconomy.validation.floorRange',
  ).nullable(),
  /** null: no cap. */
  balanceCap: wholeNumber(
    communityRuleLimits.cap.min,
    communityRuleLimits.cap.max,
    'communityEconomy.validation.capRange',
  ).nullable(),
  levyPercent: wholeNumber(0, communityRuleLimits.maxLevyPercent, 'communityEconomy.validation.levyRange'),
  /**
   * Safeguarding (ADR 178): every party of an in-person exchange has a current reference check. Absent:
   * unchanged.
   */
  requireVettingInPerson: z.boolean('communityEconomy.validation.onOrOff').optional(),
  /** A member's first exchange in the community names a third member who was there. Absent: unchanged. */
  requireAccompaniedFirst: z.boolean('communityEconomy.validation.onOrOff').optional(),
  /** An exchange involving a flagged member waits for a second coordinator's approval. Absent: unchanged. */
  requireFlaggedApproval: z.boolean('communityEconomy.validation.onOrOff').optional(),
  /**
   * Swaps made in the community wait for a coordinator's approval before they can be accepted (ADR 181).
   * Absent: unchanged.
   */
  requireSwapApproval: z.boolean('communityEconomy.validation.onOrOff').optional(),
  /**
   * Requests made in the community unanswered this many days are accepted automatically; null: never. Absent:
   * unchanged.
   */
  autoAcceptDays: wholeNumber(
    communityRuleLimits.autoAcceptDays.min,
    communityRuleLimits.autoAcceptDays.max,
    'communityEconomy.validation.autoAcceptDays',
  )
    .nullable()
    .optional(),
});
export type CommunityRulesInput = z.infer<typeof communityRulesInputSchema>;

const person = z.object({ id: z.uuid(), fullName: z.string() });

export const communityRulesSchema = communityRulesInputSchema.extend({
  requireVettingInPerson: z.boolean(),
  requireAccompaniedFirst: z.boolean(),
  requireFlaggedApproval: z.boolean(),
  requireSwapApproval: z.boolean(),
  autoAcceptDays: z.number().int().nullable(),
  /** Who last changed them and when; null while the community keeps the defaults. */
  updatedBy: person.nullable(),
  updatedAt: z.string().nullable(),
});
export type CommunityRules = z.infer<typeof communityRulesSchema>;

const parties = z
  .array(z.uuid('communityAreas.validation.coordinator'))
  .min(1, 'communityEconomy.validation.sideSize')
  .max(communityRuleLimits.maxParties, 'communityEconomy.validation.sideSize');

export const recordExchangeSchema = z
  .object({
    teacherIds: parties,
    learnerIds: parties,
    /** Hours each learner received from each teacher. */
    hours: hoursSchema.refine((hours) => hours > 0, 'communityEconomy.validation.amountPositive'),
    category: z.enum(skillCategories, 'communityEconomy.validation.category'),
    happenedOn: z.iso.date('scheduling.validation.dateFormat'),
    note: singleLineTextSchema.max(200, 'communities.validation.noteLong').default(''),
    /** It happened with the members together (ADR 178: a community may require vetting for these). */
    inPerson: z.boolean('communityEconomy.validation.onOrOff').default(false),
    /**
     * A third member of the community who was there (ADR 178: a first exchange may have to be accompanied).
     */
    accompaniedById: z.uuid('communityAreas.validation.coordinator').nullable().default(null),
  })
  .refine(
    (input) => input.teacherIds.length === 1 || input.learnerIds.length === 1,
    'communityEconomy.validation.oneTeacherOrLearner',
  )
  .refine(
    (input) =>
      new Set([...input.teacherIds, ...input.learnerIds]).size ===
      input.teacherIds.length + input.learnerIds.length,
    'communityEconomy.validation.memberTwice',
  )
  .refine(
    (input) =>
      input.accompaniedById === null ||
      ![...input.teacherIds, ...input.learnerIds].includes(input.accompaniedById),
    {
      message: 'communityEconomy.validation.companionParty',
      path: ['accompaniedById'],
    },
  );
export type RecordExchangeInput = z.input<typeof recordExchangeSchema>;

export const recordedExchangeOutcomes = ['kept', 'reversed'] as const;
export type RecordedExchangeOutcome = (typeof recordedExchangeOutcomes)[number];

/** A second coordinator's decision on an exchange involving a flagged member (ADR 178). */
export const recordedExchangeApprovalDecisions = ['approved', 'refused'] as const;
export type RecordedExchangeApproval = 'pending' | (typeof recordedExchangeApprovalDecisions)[number];

export const approveRecordedExchangeSchema = z.object({
  decision: z.enum(recordedExchangeApprovalDecisions, 'communityEconomy.validation.approveOrRefuse'),
});

export const recordedExchangeSchema = z.object({
  id: z.uuid(),
  category: z.enum(skillCategories),
  note: z.string(),
  happenedOn: z.string(),
  recordedBy: person.nullable(),
  createdAt: z.string(),
  /** Until when a party may dispute it. */
  disputeUntil: z.string(),
  parts: z.array(
    z.object({
      teacher: person.nullable(),
      learner: person.nullable(),
      hours: z.number(),
      /** What the community fund took from the teacher's hours. */
      levy: z.number(),
    }),
  ),
  /**
   * `awaiting_approval`: it involves a flagged member and waits for a second coordinator, nothing paid yet;
   * `refused`: that coordinator refused it and nothing was paid.
   */
  status: z.enum(['recorded', 'disputed', ...recordedExchangeOutcomes, 'awaiting_approval', 'refused']),
  inPerson: z.boolean(),
  /** The third member who accompanied it. */
  accompaniedBy: person.nullable(),
  /** The coordinator who approved or refused it, when it needed approval. */
  approvalBy: person.nullable(),
  dispute: z
    .object({ by: person.nullable(), reason: z.string(), at: z.string(), decidedBy: person.nullable() })
    .nullable(),
});
export type RecordedExchange = z.infer<typeof recordedExchangeSchema>;

export const recordedExchangePageSchema = z.object({
  items: z.array(recordedExchangeSchema),
  nextCursor: z.string().nullable(),
});
export type RecordedExchangePage = z.infer<typeof recordedExchangePageSchema>;

export const recordedExchangeQuerySchema = z.object({
  cursor: sequenceCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const disputeRecordedExchangeSchema = z.object({
  reason: multiLineTextSchema
    .min(10, 'communityEconomy.validation.problemShort')
    .max(1000, 'communityEconomy.validation.reasonLong'),
});

export const decideRecordedExchangeSchema = z.object({
  outcome: z.enum(recordedExchangeOutcomes, 'communityEconomy.validation.keepOrReverse'),
});

/** Rows one import of past exchanges may hold (besides its header). */
export const exchangeImportMaxRows = 10_000;
/** The CSV text itself: 10,000 rows of two addresses, a date, hours, a category and a short note. */
export const exchangeImportMaxChars = 2_000_000;
/** The columns of an import, in any order; `note` may be left out. */
export const exchangeImportColumns = [
  'date',
  'teacher_email',
  'learner_email',
  'hours',
  'category',
  'note',
] as const;

/**
 * A coordinator's import of the community's past exchanges: one exchange a row (date, the teacher's and the
 * learner's address, hours, category, an optional note). With `dryRun` (the default) nothing is written.
 */
export const exchangeImportSchema = z.object({
  csv: z
    .string()
    .min(1, 'communityEconomy.validation.importEmpty')
    .max(exchangeImportMaxChars, 'communityEconomy.validation.importTooLarge'),
  dryRun: z.boolean().default(true),
});

/** Why a row cannot be imported. */
export const exchangeImportProblems = [
  'missing_field',
  'invalid_date',
  'future_date',
  'invalid_hours',
  'invalid_category',
  'unknown_member',
  'same_member',
  'own_exchange',
  'note_too_long',
  /** The community requires approval for a flagged member's exchanges: record it on its own instead. */
  'flagged_member',
] as const;
export type ExchangeImportProblem = (typeof exchangeImportProblems)[number];

export const exchangeImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** Rows in the file. */
  rows: z.number().int(),
  /** Rows that would be (or were) recorded now. */
  ready: z.number().int(),
  /** Rows an earlier import of the same lines recorded already. */
  alreadyRecorded: z.number().int(),
  /** Hours of the ready rows. */
  hours: z.number(),
  /**
   * The first 100 rows with a problem, by file line (the header is line 1); nothing is written while any
   * remains.
   */
  problems: z.array(z.object({ line: z.number().int(), problem: z.enum(exchangeImportProblems) })),
  problemCount: z.number().int(),
  /** When the rows would break the community's floor or cap: the first line that would, and the figures. */
  refusal: z.string().nullable(),
});
export type ExchangeImportResult = z.infer<typeof exchangeImportResultSchema>;

/**
 * A swap made in the community that waits for a coordinator's approval before it can be accepted (ADR 181).
 */
export const swapApprovalSchema = z.object({
  swapId: z.uuid(),
  requester: person,
  recipient: person,
  offeredSkill: z.string(),
  requestedSkill: z.string(),
  hoursOffered: z.number(),
  hoursRequested: z.number(),
  createdAt: z.string(),
});
export type SwapApproval = z.infer<typeof swapApprovalSchema>;

export const swapApprovalListSchema = z.object({ items: z.array(swapApprovalSchema) });
export type SwapApprovalList = z.infer<typeof swapApprovalListSchema>;

export const swapApprovalDecisions = ['approved', 'refused'] as const;
export type SwapApprovalDecision = (typeof swapApprovalDecisions)[number];

export const decideSwapApprovalSchema = z.object({
  decision: z.enum(swapApprovalDecisions, 'communityEconomy.validation.approveOrRefuse'),
});
