import { z } from 'zod';
import { statusMonthSchema } from '../status/schemas.ts';

/**
 * The Enterprise SLA credits (ADR 143): for each of the last three whole UTC months, its
 * availability, the fee paid for it (from the account's paid invoices), the credit a missed month earns, and
 * whether it was asked for.
 */
export const slaMonthSchema = statusMonthSchema.extend({
  /** The amount paid on the invoices of that month, in the currency's smallest unit; null when none. */
  feePaid: z.number().int().nullable(),
  /** 10% of `feePaid`, rounded down; null without a fee. */
  credit: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** When the credit was asked for; null when it was not. */
  creditRequestedAt: z.iso.datetime().nullable(),
  /** Whether the owner may ask for the credit now: the month missed the SLA, has a fee and was not asked. */
  canRequestCredit: z.boolean(),
});
export type SlaMonth = z.infer<typeof slaMonthSchema>;

export const slaReportSchema = z.object({
  availabilityTargetPercent: z.number(),
  creditPercent: z.number(),
  months: z.array(slaMonthSchema),
});
export type SlaReport = z.infer<typeof slaReportSchema>;

export const slaMonthParams = z.object({
  month: z.string().regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, 'sla.validation.month'),
});
