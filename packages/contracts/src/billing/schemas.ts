import { z } from 'zod';

/** The plans a member can buy online; Free is what they return to, Enterprise is arranged by contact. */
export const paidPlans = ['premium', 'elite'] as const;
export type PaidPlan = (typeof paidPlans)[number];

export const choosePlanSchema = z.object({ plan: z.enum(paidPlans) });

/** Where the browser goes next: Stripe Checkout or Stripe's customer portal. */
export const redirectSchema = z.object({ url: z.url() });

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** In the currency's smallest unit (cents). */
  amountPaid: z.number().int(),
  amountDue: z.number().int(),
  currency: z.string(),
  status: z.string().nullable(),
  hostedInvoiceUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The signed-in member's plan as billing sees it (Settings → Plan). */
export const billingOverviewSchema = z.object({
  plan: z.enum(['free', 'premium', 'elite', 'enterprise']),
  /** `none`: never subscribed or subscription over; `past_due`: the last payment failed (7 days' grace). */
  status: z.enum(['none', 'active', 'past_due', 'canceled']),
  /** When the next monthly payment is taken; null when none will be (no subscription, or cancelling). */
  nextPaymentAt: z.iso.datetime().nullable(),
  /** When a cancelled plan ends; null unless cancelling at the end of the paid period. */
  endsAt: z.iso.datetime().nullable(),
  /** Set while a payment is past due: the plan falls back to Free after this moment. */
  graceEndsAt: z.iso.datetime().nullable(),
  /** Whether the member has a Stripe customer, so the customer portal can be opened. */
  hasPortal: z.boolean(),
  invoices: z.array(invoiceSchema),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/**
 * An amount in the currency's smallest unit, as a reader of `language` writes it: `formatMoney(999, 'usd')`
 * is "$9.99", in French "9,99 $US". The smallest unit follows the currency (cents for USD, none for JPY), as
 * Stripe counts it.
 */
export function formatMoney(amount: number, currency: string, language = 'en-US'): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
