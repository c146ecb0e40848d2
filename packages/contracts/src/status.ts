import { z } from 'zod';

/** The Enterprise SLA (decisions.md): monthly availability as the /status page measures it. */
export const slaTerms = {
  monthlyAvailabilityPercent: 99.9,
  creditPercentOfMonthlyFee: 10,
  text:
    'Enterprise SLA: 99.9% monthly availability as measured by this page. A month below it credits 10% of ' +
    'that month’s Enterprise fee, on request through the contact form.',
} as const;

/** How many days the page shows. */
export const statusDays = 90;

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
  month: z.object({
    /** `YYYY-MM`, UTC. */
    month: z.string(),
    minutes: z.number().int(),
    minutesUp: z.number().int(),
    availabilityPercent: z.number().nullable(),
    isSlaMet: z.boolean().nullable(),
  }),
  sla: z.object({
    monthlyAvailabilityPercent: z.number(),
    creditPercentOfMonthlyFee: z.number(),
    text: z.string(),
  }),
});
export type StatusReport = z.infer<typeof statusSchema>;
