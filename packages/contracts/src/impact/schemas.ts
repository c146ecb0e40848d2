import { z } from 'zod';
import { singleLineTextSchema } from '../shared/text.ts';

/**
 * Impact reports (ADR 174): what a community's members, or the whole install, exchanged in a
 * period, and every ledger movement of that period on its own line, so the report adds up to the ledger.
 */
export const impactLimits = {
  /** The longest period a report covers, in days (10 years). */
  maxDays: 3653,
  /** A member's first exchange counts when it came within this many days of joining. */
  firstExchangeDays: 30,
  maxValuePerHour: 10_000,
  maxMethodLength: 1000,
  maxSourceLength: 300,
  /** A breakdown cell with fewer members than this is suppressed. */
  smallestCell: 5,
} as const;

const dayMs = 24 * 60 * 60 * 1000;
const isoDate = z.iso.date('scheduling.validation.dateFormat');

/** The checks a report's period and a shared link's period share. */
type Period = { from?: string | undefined; to?: string | undefined };
const periodInOrder = {
  check: (period: Period) => !period.from || !period.to || period.from <= period.to,
  rule: { message: 'impact.validation.periodOrder', path: ['to'] },
};
const periodWithinLimit = {
  check: (period: Period) =>
    !period.from ||
    !period.to ||
    (Date.parse(period.to) - Date.parse(period.from)) / dayMs < impactLimits.maxDays,
  rule: { message: 'impact.validation.periodLong', path: ['to'] },
};

/** The period of a report: two days, both included, in UTC. Either may be left out (the last 12 months). */
export const impactPeriodQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine(periodInOrder.check, periodInOrder.rule)
  .refine(periodWithinLimit.check, periodWithinLimit.rule);
export type ImpactPeriodQuery = z.infer<typeof impactPeriodQuerySchema>;

/** A community's report: a period and, when given, one of its areas (ADR 176). */
export const communityImpactQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional(), area: z.uuid('Area not found').optional() })
  .refine(periodInOrder.check, periodInOrder.rule)
  .refine(periodWithinLimit.check, periodWithinLimit.rule);
export type CommunityImpactQuery = z.infer<typeof communityImpactQuerySchema>;

/**
 * Where hours were exchanged: a completed swap, a workshop seat attended, an exchange a coordinator recorded.
 */
export const exchangeSources = ['swap', 'workshop', 'recorded'] as const;
export type ExchangeSource = (typeof exchangeSources)[number];

/**
 * One line per kind of ledger movement. Only the three exchange lines count as hours exchanged; grants,
 * donations, levies, no-show charges, refunds, reversals, hours to and from other exchanges (ADR 184) and
 * write-offs are shown so the report explains
 * every movement, never added to the hours.
 */
export const impactLedgerLines = [
  'swap_settlement',
  'workshop_attended',
  'recorded_exchange',
  'workshop_no_show',
  'workshop_refund',
  'recorded_exchange_reversal',
  'community_levy',
  'starter_grant',
  'community_donation',
  'community_grant',
  'federation_transfer',
  'deletion_write_off',
] as const;
export type ImpactLedgerLine = (typeof impactLedgerLines)[number];

/**
 * The category a report files an exchange under: the taxonomy's, `Languages`, or `Other` when it has none.
 */
export const impactCategorySchema = z.string();

const tally = z.object({ exchanges: z.number().int(), hours: z.number() });

export const impactSettingsSchema = z.object({
  /** What one hour of exchange is worth to the funder, in `currency`; null: no social value on the report. */
  valuePerHour: z.number().nullable(),
  currency: z.string(),
  /** How the value was chosen, and where it comes from, printed on the report beside the figure. */
  method: z.string(),
  source: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
});
export type ImpactSettings = z.infer<typeof impactSettingsSchema>;

export const updateImpactSettingsSchema = z
  .object({
    valuePerHour: z
      .number('impact.validation.valueNumber')
      .min(0, 'impact.validation.valueNegative')
      .max(impactLimits.maxValuePerHour, 'impact.validation.valueHigh')
      .refine((value) => Math.round(value * 100) === value * 100, 'swaps.validation.hoursDecimals')
      .nullable(),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'impact.validation.currency'),
    method: singleLineTextSchema.max(impactLimits.maxMethodLength, 'impact.validation.methodLong'),
    source: singleLineTextSchema.max(impactLimits.maxSourceLength, 'impact.validation.sourceLong'),
  })
  .refine((settings) => settings.valuePerHour === null || settings.method.length > 0, {
    message: 'impact.validation.method',
    path: ['method'],
  });
export type UpdateImpactSettings = z.infer<typeof updateImpactSettingsSchema>;

/**
 * What a member may choose to tell for reports only: never shown on a profile or to
 * anyone, counted only in breakdowns where every cell holds at least `impactLimits.smallestCell` members.
 */
export const ageBands = ['18_24', '25_34', '35_44', '45_54', '55_64', '65_74', '75_plus'] as const;
export const genders = ['woman', 'man', 'non_binary', 'another'] as const;
export type AgeBand = (typeof ageBands)[number];
export type Gender = (typeof genders)[number];

export const reportingDetailsSchema = z.object({
  ageBand: z.enum(ageBands).nullable(),
  gender: z.enum(genders).nullable(),
  /** The first part of a postcode (`LS6`, `75011`), upper case. */
  postcodeArea: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ReportingDetails = z.infer<typeof reportingDetailsSchema>;

export const updateReportingDetailsSchema = z.object({
  ageBand: z.enum(ageBands, 'impact.validation.ageBand').nullable(),
  gender: z.enum(genders, 'impact.validation.gender').nullable(),
  postcodeArea: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,8}$/, 'impact.validation.postcode')
    .nullable(),
});
export type UpdateReportingDetails = z.infer<typeof updateReportingDetailsSchema>;

/**
 * One cell of a breakdown; `members` is null when the cell is suppressed (fewer than 5, or to protect one).
 */
const breakdownCell = z.object({ value: z.string(), members: z.number().int().nullable() });
export const demographicsSchema = z.object({
  /** Who the breakdowns count: the members active in the period. */
  ageBands: z.array(breakdownCell),
  genders: z.array(breakdownCell),
  postcodeAreas: z.array(breakdownCell),
});
export type Demographics = z.infer<typeof demographicsSchema>;

export const impactReportSchema = z.object({
  scope: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('community'),
      slug: z.string(),
      name: z.string(),
      /** The one area the report is narrowed to (its members only; the fund is left out), or null. */
      area: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    }),
    z.object({ kind: z.literal('install') }),
  ]),
  /** The first and last day, both included (UTC). */
  period: z.object({ from: z.string(), to: z.string() }),
  generatedAt: z.string(),
  /** True when nothing moved and nobody exchanged in the period. */
  empty: z.boolean(),
  exchanges: tally.extend({
    bySource: z.array(tally.extend({ source: z.enum(exchangeSources) })),
    /** Hours taught, by the category of the skill taught (a swap may teach in two). */
    byCategory: z.array(z.object({ category: impactCategorySchema, hours: z.number() })),
    /** Every month of the period, in order, with zeros where nothing happened; `YYYY-MM`. */
    byMonth: z.array(tally.extend({ month: z.string() })),
    /** In a community's report: the exchanges whose other party was not a member at the time. */
    withOutsiders: tally.nullable(),
    /** Exchanges of the period reversed or refunded since: not counted above, shown for the record. */
    undone: tally,
  }),
  members: z.object({
    /** Members at the end of the period. */
    atEnd: z.number().int(),
    /** Members who took part in at least one exchange in the period. */
    active: z.number().int(),
    /** Members who joined in the period. */
    joined: z.number().int(),
    /** Members at the end of the period who took part in no exchange during it. */
    dormant: z.number().int(),
    /**
     * Of the members who joined in the period at least 30 days before its end, those who exchanged within 30.
     */
    firstExchange: z.object({ eligible: z.number().int(), exchanged: z.number().int() }),
    /** The median of the hours each active member taught or learned; 0 when nobody was active. */
    medianHoursPerActive: z.number(),
    /** Pairs of members who exchanged in the period, and those among them who exchanged more than once. */
    partners: z.object({ pairs: z.number().int(), repeatPairs: z.number().int() }),
  }),
  /**
   * Every ledger movement of the period on the scope's accounts (a community: its members' while they were
   * members, and its fund), one line per kind. `credited` and `debited` add up to the ledger's own sums.
   */
  ledger: z.object({
    lines: z.array(
      z.object({
        line: z.enum(impactLedgerLines),
        countsAsExchange: z.boolean(),
        transfers: z.number().int(),
        credited: z.number(),
        debited: z.number(),
      }),
    ),
    credited: z.number(),
    debited: z.number(),
  }),
  /** Breakdowns of the active members by what they chose to tell; `not_given` counts those who did not. */
  demographics: demographicsSchema,
  socialValue: z
    .object({
      value: z.number(),
      valuePerHour: z.number(),
      currency: z.string(),
      method: z.string(),
      source: z.string(),
    })
    .nullable(),
});
export type ImpactReport = z.infer<typeof impactReportSchema>;

/** A read-only link to one community report for one period. */
export const impactLinkSchema = z.object({
  id: z.uuid(),
  period: z.object({ from: z.string(), to: z.string() }),
  createdAt: z.string(),
  createdBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ImpactLink = z.infer<typeof impactLinkSchema>;

/** The link as created: its address carries the token, shown this once (only its hash is kept). */
export const createdImpactLinkSchema = impactLinkSchema.extend({ token: z.string() });
export type CreatedImpactLink = z.infer<typeof createdImpactLinkSchema>;

export const impactLinkListSchema = z.object({ items: z.array(impactLinkSchema) });
export type ImpactLinkList = z.infer<typeof impactLinkListSchema>;

export const createImpactLinkSchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    expiresInDays: z
      .number('impact.validation.linkDaysChoose')
      .int('impact.validation.linkDaysChoose')
      .min(1, 'impact.validation.linkDays')
      .max(365, 'impact.validation.linkDays'),
  })
  .refine(periodInOrder.check, periodInOrder.rule)
  .refine(periodWithinLimit.check, periodWithinLimit.rule);
export type CreateImpactLink = z.infer<typeof createImpactLinkSchema>;
