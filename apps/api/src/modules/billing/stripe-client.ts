import Stripe from 'stripe';
import type { PaidPlan } from '@skillswap/contracts/billing/schemas';
import type { Config } from '../../config.ts';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { AppError } from '../../lib/errors.ts';

/** Billing's view of Stripe: the SDK client and the settings it needs alongside. */
export interface StripeBilling {
  stripe: Stripe;
  webhookSecret: string;
  prices: Record<PaidPlan, string>;
}

/**
 * The Stripe client when billing is configured, else null. Billing is on only with all four settings: a key
 * without its webhook secret would take payments whose outcome never reaches the member's plan.
 */
export function createStripeBilling(config: Config): StripeBilling | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PREMIUM, STRIPE_PRICE_ELITE } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_PREMIUM || !STRIPE_PRICE_ELITE)
    return null;
  const target = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const stripe = new Stripe(STRIPE_SECRET_KEY, {
    timeout: 15_000,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return {
    stripe,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: { premium: STRIPE_PRICE_PREMIUM, elite: STRIPE_PRICE_ELITE },
  };
}

/**
 * Whether paid plans are sold online here: the same test as createStripeBilling, without building a client.
 */
export const isBillingConfigured = (config: Config) =>
  Boolean(
    config.STRIPE_SECRET_KEY &&
    config.STRIPE_WEBHOOK_SECRET &&
    config.STRIPE_PRICE_PREMIUM &&
    config.STRIPE_PRICE_ELITE,
  );

/** Which paid plan a Stripe price id sells, or null for a price this deployment does not know. */
export function planOfPrice(billing: StripeBilling, priceId: string | null | undefined): PaidPlan | null {
  if (priceId === billing.prices.premium) return 'premium';
  if (priceId === billing.prices.elite) return 'elite';
  return null;
}

/**
 * The subscription as Stripe holds it, or null when Stripe has none by that id (404 `resource_missing`: one
 * of another account or mode, or deleted since). Any other failure is thrown, so the webhook answers 500 and
 * Stripe retries it.
 */
export async function findSubscription(
  billing: StripeBilling,
  subscriptionId: string,
): Promise<Stripe.Subscription | null> {
  try {
    return await billing.stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * Stripe out of reach, failing on its side or asking us to slow down: the member can do nothing about it but
 * wait, so it answers 503 with Retry-After and says so, never a 500 (a webhook's 503 has Stripe
 * send it again).
 */
export function isStripeUnavailable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}

export const paymentsUnavailable = () =>
  new AppError(errorCodes.unavailable, 'billing.paymentsAreUnavailableRight', {
    headers: { 'retry-after': '60' },
  });
