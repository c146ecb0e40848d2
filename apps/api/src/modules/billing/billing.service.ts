import type Stripe from 'stripe';
import type { BillingOverview, Invoice, PaidPlan } from '@skillswap/contracts/billing/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { planNames } from '@skillswap/contracts/shared/plans';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import {
  findAccountByCustomer,
  findAccountByMember,
  findMemberForBilling,
  insertAccount,
  isEventRecorded,
  recordEvent,
  setMemberPlan,
  updateAccount,
  endExpiredGrace,
  findSubscriptionsOfDeletedMembers,
  type BillingAccount,
} from './billing.repository.ts';
import { findSubscription, planOfPrice, type StripeBilling } from './stripe-client.ts';

/** How long a member keeps a paid plan after a payment fails, while Stripe retries it. */
export const gracePeriodMs = 7 * 24 * 60 * 60 * 1000;
/** Premium's first payment can be refunded in full this long after it was paid (product rules R7.8). */
export const moneyBackPeriodMs = 30 * 24 * 60 * 60 * 1000;

export interface BillingContext {
  db: Db;
  billing: StripeBilling;
  publicUrl: string;
  now: Date;
}

const fromUnix = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Paying members change plans from Settings → Plan; only a member without a subscription goes to Checkout.
 */
const hasLiveSubscription = (account: BillingAccount | null) =>
  account?.stripeSubscriptionId != null && (account.status === 'active' || account.status === 'past_due');

/**
 * The payment methods Checkout offers (product spec "Payments"): cards, PayPal, and `crypto`, Stripe's
 * stablecoin payments from wallets such as Phantom, MetaMask and Coinbase Wallet. All three are Stripe's own,
 * so a plan is paid the same way whichever the member picks: the subscription, its invoices, failed renewals
 * and refunds are Stripe's. What is bought is a plan; SkillCoins are never sold (product rules R4.7).
 */
const checkoutPaymentMethods = ['card', 'paypal', 'crypto'] as const;

/** Creates a Stripe Checkout Session for `plan` and answers its URL. */
export async function startCheckout(
  context: BillingContext,
  memberId: string,
  plan: PaidPlan,
): Promise<string> {
  const { db, billing, publicUrl } = context;
  const member = await findMemberForBilling(db, memberId);
  if (!member) throw notFound('common.memberNotFound');
  if (member.plan === 'enterprise') throw conflict('billing.yourEnterprisePlanIs');
  let account = await findAccountByMember(db, memberId);
  if (hasLiveSubscription(account)) {
    throw conflict('billing.youAlreadyHaveA');
  }
  if (!account) {
    const customer = await billing.stripe.customers.create(
      { email: member.email, name: member.fullName ?? undefined, metadata: { memberId } },
      // Two clicks in a row make one customer, not two.
      { idempotencyKey: `skillswap-customer-${memberId}` },
    );
    account = await insertAccount(db, memberId, customer.id);
  }
  const session = await billing.stripe.checkout.sessions.create({
    mode: 'subscription',
    allowed_payment_method_types: [...checkoutPaymentMethods],
    customer: account.stripeCustomerId,
    client_reference_id: memberId,
    line_items: [{ price: billing.prices[plan], quantity: 1 }],
    subscription_data: { metadata: { memberId } },
    success_url: `${publicUrl}/settings?billing=success#plan`,
    cancel_url: `${publicUrl}/pricing`,
  });
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
  return session.url;
}

/**
 * Switches a paying member to the other paid plan at once; a downgrade refunds nothing (product rules R7.8).
 */
export async function switchPlan(context: BillingContext, memberId: string, plan: PaidPlan) {
  const { db, billing, now } = context;
  const account = await findAccountByMember(db, memberId);
  if (!hasLiveSubscription(account)) throw conflict('billing.youHaveNoPaid');
  const subscription = await billing.stripe.subscriptions.retrieve(account!.stripeSubscriptionId!);
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Subscription ${subscription.id} has no item`);
  if (planOfPrice(billing, item.price.id) === plan && !subscription.cancel_at_period_end) {
    throw conflict('billing.youAreAlreadyOn', { plan: planNames[plan] });
  }
  const updated = await billing.stripe.subscriptions.update(subscription.id, {
    items: [{ id: item.id, price: billing.prices[plan] }],
    // Effective now in both directions, and the month already paid is neither charged again nor refunded.
    proration_behavior: 'none',
    cancel_at_period_end: false,
  });
  await db.transaction((tx) => applySubscription(tx, billing, updated, now));
  return getOverview(context, memberId);
}

/** Cancels at the end of the paid period: the plan stays until Stripe ends the subscription. */
export async function cancelPlan(context: BillingContext, memberId: string) {
  const { db, billing, now } = context;
  const account = await findAccountByMember(db, memberId);
  if (!hasLiveSubscription(account)) throw conflict('billing.youHaveNoPaidPlan');
  if (account!.cancelAtPeriodEnd) throw conflict('billing.yourPlanIsAlready');
  const updated = await billing.stripe.subscriptions.update(account!.stripeSubscriptionId!, {
    cancel_at_period_end: true,
  });
  await db.transaction((tx) => applySubscription(tx, billing, updated, now));
  return getOverview(context, memberId);
}

/** A Stripe customer-portal session, where the member changes card and downloads invoices. */
export async function openPortal(context: BillingContext, memberId: string): Promise<string> {
  const account = await findAccountByMember(context.db, memberId);
  if (!account) throw conflict('billing.youHaveNoBilling');
  const session = await context.billing.stripe.billingPortal.sessions.create({
    customer: account.stripeCustomerId,
    return_url: `${context.publicUrl}/settings#plan`,
  });
  return session.url;
}

/** Settings → Plan: the plan, what happens next, and the invoices Stripe holds. */
export async function getOverview(context: BillingContext, memberId: string): Promise<BillingOverview> {
  const { db, billing } = context;
  const member = await findMemberForBilling(db, memberId);
  if (!member) throw notFound('common.memberNotFound');
  const account = await findAccountByMember(db, memberId);
  const invoices = account
    ? (await billing.stripe.invoices.list({ customer: account.stripeCustomerId, limit: 12 })).data.map(
        toInvoice,
      )
    : [];
  const status = account?.status ?? 'none';
  const periodEnd = account?.currentPeriodEnd?.toISOString() ?? null;
  return {
    plan: member.plan,
    status,
    nextPaymentAt: status === 'active' && !account?.cancelAtPeriodEnd ? periodEnd : null,
    endsAt: status !== 'canceled' && account?.cancelAtPeriodEnd ? periodEnd : null,
    graceEndsAt:
      status === 'past_due' && account?.pastDueSince
        ? new Date(account.pastDueSince.getTime() + gracePeriodMs).toISOString()
        : null,
    hasPortal: account !== null,
    invoices,
  };
}

function toInvoice(invoice: Stripe.Invoice): Invoice {
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    createdAt: new Date(invoice.created * 1000).toISOString(),
    amountPaid: invoice.amount_paid,
    amountDue: invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status ?? null,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
  };
}

/**
 * Verifies and applies one webhook delivery; answers whether the event had been applied before. A bad
 * signature is refused with 400 and changes nothing. An event already applied changes nothing either but is
 * acknowledged, because Stripe retries a delivery whose 2xx it missed, for days, until one is acknowledged.
 * The subscription named by the event is read back from Stripe, so events arriving out of order still leave
 * the member on the subscription's current state.
 */
export async function receiveStripeEvent(
  context: BillingContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ duplicate: boolean }> {
  const { db, billing, now } = context;
  let event: Stripe.Event;
  try {
    event = billing.stripe.webhooks.constructEvent(rawBody, signature ?? '', billing.webhookSecret);
  } catch {
    throw new AppError(errorCodes.validation, 'billing.theStripeSignatureDoes');
  }
  if (await isEventRecorded(db, event.id)) return { duplicate: true };
  const subscriptionId = subscriptionNamedBy(event);
  // A subscription Stripe does not know is recorded and acknowledged: no retry could ever apply it (ADR 71).
  const subscription = subscriptionId ? await findSubscription(billing, subscriptionId) : null;
  return db.transaction(async (tx) => {
    // Two deliveries of one event racing here: the second one's insert finds the first one's row.
    if (!(await recordEvent(tx, event.id, event.type, now))) return { duplicate: true };
    if (subscription) await applySubscription(tx, billing, subscription, now);
    if (event.type === 'invoice.paid') await recordPaidInvoice(tx, billing, event.data.object, now);
    return { duplicate: false };
  });
}

function subscriptionNamedBy(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return idOf(event.data.object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object.id;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

/** Brings the member's billing row and plan in line with the subscription as Stripe holds it. */
export async function applySubscription(
  tx: DbOrTx,
  billing: StripeBilling,
  subscription: Stripe.Subscription,
  now: Date,
) {
  const customerId = idOf(subscription.customer);
  const account = customerId ? await findAccountByCustomer(tx, customerId) : null;
  // A customer made outside this app (the Stripe dashboard) has no member to change.
  if (!account) return;
  const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  // The end of an older subscription says nothing about the one the member has now.
  if (ended && account.stripeSubscriptionId && account.stripeSubscriptionId !== subscription.id) return;
  const item = subscription.items.data[0];
  const plan = planOfPrice(billing, item?.price.id);
  const periodEnd = fromUnix(item?.current_period_end);
  const base = {
    stripeSubscriptionId: subscription.id,
    subscriptionPlan: plan,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
  switch (subscription.status) {
    case 'active':
    case 'trialing': {
      await updateAccount(tx, account.memberId, { ...base, status: 'active', pastDueSince: null }, now);
      await setMemberPlan(tx, account.memberId, plan ?? 'free', now);
      return;
    }
    case 'past_due':
    case 'unpaid': {
      // The grace runs from the first failure; Stripe's later retries do not extend it.
      const since = account.status === 'past_due' && account.pastDueSince ? account.pastDueSince : now;
      await updateAccount(tx, account.memberId, { ...base, status: 'past_due', pastDueSince: since }, now);
      const inGrace = now.getTime() - since.getTime() < gracePeriodMs;
      await setMemberPlan(tx, account.memberId, inGrace && plan ? plan : 'free', now);
      return;
    }
    default: {
      // Ended, or never paid for (incomplete, paused): no paid plan.
      await updateAccount(
        tx,
        account.memberId,
        { ...base, status: ended ? 'canceled' : 'none', cancelAtPeriodEnd: false, pastDueSince: null },
        now,
      );
      await setMemberPlan(tx, account.memberId, 'free', now);
    }
  }
}

/**
 * Remembers the invoice of the member's first Premium subscription, which the money-back guarantee covers.
 */
async function recordPaidInvoice(tx: DbOrTx, billing: StripeBilling, invoice: Stripe.Invoice, now: Date) {
  if (invoice.billing_reason !== 'subscription_create' || !invoice.id) return;
  const customerId = idOf(invoice.customer);
  const account = customerId ? await findAccountByCustomer(tx, customerId) : null;
  if (!account || account.firstPremiumInvoiceId) return;
  const isPremium = invoice.lines.data.some(
    (line) => planOfPrice(billing, idOf(line.pricing?.price_details?.price)) === 'premium',
  );
  if (!isPremium) return;
  const paidAt = fromUnix(invoice.status_transitions.paid_at) ?? now;
  await updateAccount(
    tx,
    account.memberId,
    { firstPremiumInvoiceId: invoice.id, firstPremiumPaidAt: paidAt },
    now,
  );
}

/** The background job: members whose payment has been late for the whole grace go back to Free. */
export function endLatePlans(db: DbOrTx, now: Date): Promise<number> {
  return endExpiredGrace(db, new Date(now.getTime() - gracePeriodMs), now);
}

/**
 * The background job's other half: a deleted account is never charged again. Its subscription is cancelled at
 * once (the member is gone, so there is no period to keep); a Stripe failure leaves it for the next run.
 * Answers whether a full batch was handled, so the job runs again at once.
 */
export async function cancelSubscriptionsOfDeletedMembers(db: Db, billing: StripeBilling, now: Date) {
  const batch = 20;
  const subscriptionIds = await findSubscriptionsOfDeletedMembers(db, batch);
  for (const subscriptionId of subscriptionIds) {
    const current = await billing.stripe.subscriptions.retrieve(subscriptionId);
    const ended =
      current.status === 'canceled' || current.status === 'incomplete_expired'
        ? current
        : await billing.stripe.subscriptions.cancel(subscriptionId);
    await db.transaction((tx) => applySubscription(tx, billing, ended, now));
  }
  return subscriptionIds.length === batch;
}

/**
 * The 30-day money-back guarantee, run by an operator: refunds the member's first Premium payment in full,
 * ends the subscription at once and puts the member back on Free.
 */
export async function refundFirstPremiumPayment(
  context: BillingContext,
  memberId: string,
  actorId: string | null = null,
) {
  const { db, billing, now } = context;
  const account = await findAccountByMember(db, memberId);
  if (!account?.firstPremiumInvoiceId || !account.firstPremiumPaidAt) {
    throw conflict('billing.thisMemberHasNo');
  }
  if (account.refundedAt)
    throw conflict('billing.alreadyRefundedOn', { date: account.refundedAt.toISOString() });
  if (now.getTime() - account.firstPremiumPaidAt.getTime() > moneyBackPeriodMs) {
    throw conflict('billing.theFirstPremiumPayment', { date: account.firstPremiumPaidAt.toISOString() });
  }
  const payments = await billing.stripe.invoicePayments.list({
    invoice: account.firstPremiumInvoiceId,
    limit: 10,
  });
  const paymentIntent = payments.data
    .filter((payment) => payment.status === 'paid')
    .map((payment) => idOf(payment.payment.payment_intent))
    .find((id) => id !== null);
  if (!paymentIntent) throw conflict('billing.invoiceHasNoPaid', { invoice: account.firstPremiumInvoiceId });
  const refund = await billing.stripe.refunds.create(
    { payment_intent: paymentIntent, reason: 'requested_by_customer' },
    // Run twice (a retried command), it refunds once.
    { idempotencyKey: `skillswap-refund-${account.firstPremiumInvoiceId}` },
  );
  if (account.stripeSubscriptionId && account.status !== 'canceled') {
    await billing.stripe.subscriptions.cancel(account.stripeSubscriptionId);
  }
  await db.transaction(async (tx) => {
    await updateAccount(
      tx,
      memberId,
      { refundedAt: now, status: 'canceled', cancelAtPeriodEnd: false, pastDueSince: null },
      now,
    );
    await setMemberPlan(tx, memberId, 'free', now);
    await recordAuditEvent(tx, {
      event: 'billing_refund',
      userId: memberId,
      actorId,
      details: { invoiceId: account.firstPremiumInvoiceId, refundId: refund.id, amount: refund.amount },
    });
  });
  return { refundId: refund.id, amount: refund.amount, currency: refund.currency };
}
