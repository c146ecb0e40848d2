import { z } from 'zod';

/** The Enterprise SLA (product rules R4.11): monthly availability as the /status page measures it. */
export const slaTerms = {
  monthlyAvailabilityPercent: 99.9,
  creditPercentOfMonthlyFee: 10,
  text:
    'Enterprise SLA: 99.9% monthly availability (UTC calendar months) as measured by this page. A month below ' +
    'it credits 10% of the Enterprise fee paid for that month, once, on request by the organisation’s owner ' +
    'from its page.',
} as const;

/** How many days the page shows. */
export const statusDays = 90;
/** How many whole calendar months before the current one the page and the SLA credits show (ADR 143). */
export const statusMonths = 3;

/** One UTC calendar month measured against the SLA. */
export const statusMonthSchema = z.object({
  /** `YYYY-MM`, UTC. */
  month: z.string(),
  minutes: z.number().int(),
  minutesUp: z.number().int(),
  /** null when no minute of the month is counted (before the first probe ever recorded). */
  availabilityPercent: z.number().nullable(),
  isSlaMet: z.boolean().nullable(),
});
export type StatusMonth = z.infer<typeof statusMonthSchema>;

export const statusDaySchema = z.object({
  /** The UTC day, `YYYY-MM-DD`. */
  day: z.string(),
  /** Minutes of the day counted (up to now for today; none before the first probe ever recorded). */
  minutes: z.number().int(),
  minutesUp: z.number().int(),
  /** null when no minute of the day is counted. */
  availabilityPercent: z.number().nullable(),
});

export const statusSchema = z.object({
  isUp: z.boolean(),
  generatedAt: z.iso.datetime(),
  days: z.array(statusDaySchema),
  /** The month so far. */
  month: statusMonthSchema,
  /** The last three whole calendar months, oldest first (ADR 143). */
  months: z.array(statusMonthSchema),
  sla: z.object({
    monthlyAvailabilityPercent: z.number(),
    creditPercentOfMonthlyFee: z.number(),
    text: z.string(),
  }),
});
export type StatusReport = z.infer<typeof statusSchema>;
