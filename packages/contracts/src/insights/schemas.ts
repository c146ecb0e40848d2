import { z } from 'zod';

/** How many calendar months the analytics dashboard shows, the current one last (ADR 106). */
export const insightMonths = 12;

/** One calendar month (UTC) of a member's activity on the analytics dashboard. Counts only: never who. */
export const insightMonthSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  /** Times the member's public profile was opened by someone else. */
  profileViews: z.number().int(),
  /** Times the member was listed on a page of Explore someone else looked at. */
  exploreAppearances: z.number().int(),
  /** Times the member was listed among someone else's matches. */
  matchAppearances: z.number().int(),
  requestsReceived: z.number().int(),
  requestsSent: z.number().int(),
  /** Requests received this month that the member accepted (at any time since). */
  requestsAccepted: z.number().int(),
  /** `requestsAccepted / requestsReceived`, or null when none was received. */
  acceptanceRate: z.number().nullable(),
  /** Hours confirmed in swaps completed this month. */
  hoursTaught: z.number(),
  hoursLearned: z.number(),
  skillCoinIn: z.number(),
  skillCoinOut: z.number(),
  /** The average of the reviews published about the member this month; null when none. */
  averageRating: z.number().nullable(),
  reviews: z.number().int(),
});
export type InsightMonth = z.infer<typeof insightMonthSchema>;

export const insightsSchema = z.object({
  months: z.array(insightMonthSchema),
  totals: z.object({
    profileViews: z.number().int(),
    exploreAppearances: z.number().int(),
    matchAppearances: z.number().int(),
    requestsReceived: z.number().int(),
    requestsSent: z.number().int(),
    requestsAccepted: z.number().int(),
    hoursTaught: z.number(),
    hoursLearned: z.number(),
    skillCoinIn: z.number(),
    skillCoinOut: z.number(),
  }),
});
export type Insights = z.infer<typeof insightsSchema>;

/** The CSV download's columns, in order: the month, then each figure of `InsightMonth`. */
export const insightCsvColumns = [
  'month',
  'profileViews',
  'exploreAppearances',
  'matchAppearances',
  'requestsReceived',
  'requestsSent',
  'requestsAccepted',
  'acceptanceRate',
  'hoursTaught',
  'hoursLearned',
  'skillCoinIn',
  'skillCoinOut',
  'averageRating',
  'reviews',
] as const satisfies readonly (keyof InsightMonth)[];
