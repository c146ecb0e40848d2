import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview } from '@skillswap/contracts/billing/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { auditLog, billingAccounts, billingWebhookEvents, profiles, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { signUpStaffMember } from '../../test/staff.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { refundFirstPayment, setEnterprisePlan } from './billing-operator.ts';
import { cancelSubscriptionsOfDeletedMembers, endLatePlans } from './billing.service.ts';
import { createStripeBilling } from './stripe-client.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { billingRoutes } from '@skillswap/contracts/billing/routes';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';
import { siteRoutes } from '@skillswap/contracts/site/routes';
import { adminMemberRoutes } from '@skillswap/contracts/admin-members/routes';
import { accountRoutes } from '@skillswap/contracts/account/routes';

const dayMs = 24 * 60 * 60 * 1000;
const webhookSecret = 'whsec_test_billing';
const prices = { price_premium_test: 999, price_elite_test: 2999 };
/** The four settings that turn billing on, with Stripe's API at `url`. */
const stripeSettings = (url: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_PRICE_PREMIUM: 'price_premium_test',
  STRIPE_PRICE_ELITE: 'price_elite_test',
  STRIPE_API_URL: url,
});

describe(`billing through a fake Stripe on ${databaseKind}`, () => {
  const clock = createManualClock(new Date());
  let fake: FakeStripe;
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let targetCounter = 0;

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret, prices });
    testApp = await createTestApp({
      clock,
      config: stripeSettings(fake.url),
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });

  const db = () => testApp.database.db;
  const planOf = async (member: TestMember) =>
    (await db().select({ plan: profiles.plan }).from(profiles).where(eq(profiles.id, member.userId)))[0]!
      .plan;

  const deliver = (stripeEvent: Stripe.Event, options: { secret?: string; body?: string } = {}) => {
    const payload = JSON.stringify(stripeEvent);
    return inject(testApp.app, billingRoutes.receiveStripeEvent, {
      unchecked: true,
      headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload, options.secret) },
      body: options.body ?? payload,
    });
  };
  async function deliverAll(stripeEvents: Stripe.Event[]) {
    for (const stripeEvent of stripeEvents) expect((await deliver(stripeEvent)).statusCode).toBe(200);
  }

  const call = (member: TestMember, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: member.authHeader, ...(payload ? { payload } : {}) });

  async function checkout(member: TestMember, plan: 'premium' | 'elite') {
    const response = await call(member, 'POST', '/api/billing/checkout', { plan });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { url: string } }>().data.url;
  }

  /**
   * Signs up, buys `plan` through Checkout and delivers Stripe's events; answers the member and subscription.
   */
  async function subscribed(plan: 'premium' | 'elite') {
    const member = await signUpMember(testApp.app);
    fake.setNow(clock.now());
    const { subscription, events } = fake.completeCheckout(await checkout(member, plan));
    await deliverAll(events);
    return { member, subscriptionId: subscription.id };
  }

  const overview = async (member: TestMember) => {
    const response = await call(member, 'GET', '/api/billing');
    expect(response.statusCode).toBe(200);
    return response.json<{ data: BillingOverview }>().data;
  };

  async function addTarget() {
    targetCounter += 1;
    const [user] = await db()
      .insert(users)
      .values({
        email: `billing-target-${targetCounter}@billing.example`,
        fullName: `Target ${targetCounter}`,
      })
      .returning({ id: users.id });
    await db()
      .insert(profiles)
      .values({ id: user!.id, fullName: `Target ${targetCounter}` });
    return user!.id;
  }
  const requestSwap = async (member: TestMember) =>
    inject(testApp.app, swapRoutes.createSwapRequest, {
      as: member,
      body: { targetId: await addTarget(), offeredSkill: 'Guitar', requestedSkill: 'Python', message: '' },
    });

  it('tells the web app that plans are sold online', async () => {
    const response = await inject(testApp.app, siteRoutes.getPublicConfig);
    expect(response.json()).toMatchObject({ billingEnabled: true });
  });

  it('takes a Free member through Checkout; the webhook makes them Premium and lifts the Free limits', async () => {
    const member = await signUpMember(testApp.app);
    await db()
      .update(profiles)
      .set({ skillsOffered: ['Guitar'] })
      .where(eq(profiles.id, member.userId));
    // Free allows 5 requests a month (requests still waiting count against that, not against active swaps).
    for (let sent = 0; sent < 5; sent += 1) expect((await requestSwap(member)).statusCode).toBe(201);
    const refused = await requestSwap(member);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'plan_limit_reached' });

    const url = await checkout(member, 'premium');
    expect(url.startsWith(`${fake.url}/pay/`)).toBe(true);
    const session = fake.sessionOf(url);
    expect(session).toMatchObject({ price: 'price_premium_test', memberId: member.userId });
    expect(session.successUrl).toContain('/settings?billing=success');
    // Paying is not enough by itself: the plan changes when Stripe's webhook says so.
    expect(await planOf(member)).toBe('free');

    const { events } = fake.completeCheckout(url);
    await deliverAll(events);
    expect(await planOf(member)).toBe('premium');
    expect((await requestSwap(member)).statusCode).toBe(201);

    const shown = await overview(member);
    expect(shown).toMatchObject({
      plan: 'premium',
      status: 'active',
      endsAt: null,
      graceEndsAt: null,
      hasPortal: true,
    });
    expect(shown.nextPaymentAt).not.toBeNull();
    expect(shown.invoices).toEqual([
      expect.objectContaining({ amountPaid: 999, currency: 'usd', status: 'paid' }),
    ]);
  });

  it('refuses a second Checkout while the member pays for a plan', async () => {
    const { member } = await subscribed('premium');
    const response = await call(member, 'POST', '/api/billing/checkout', { plan: 'elite' });
    expect(response.statusCode).toBe(409);
  });

  it('refuses a forged event and acknowledges a replayed one, changing nothing', async () => {
    const member = await signUpMember(testApp.app);
    const { subscription, events } = fake.completeCheckout(await checkout(member, 'elite'));
    const [completed] = events;

    const forged = await deliver(completed!, { secret: 'whsec_not_stripes' });
    expect(forged.statusCode).toBe(400);
    const tampered = await deliver(completed!, {
      body: JSON.stringify({ ...completed!, id: 'evt_tampered' }),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await inject(testApp.app, billingRoutes.receiveStripeEvent, {
      unchecked: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(completed),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await planOf(member)).toBe('free');
    expect(
      await db().select().from(billingWebhookEvents).where(eq(billingWebhookEvents.eventId, completed!.id)),
    ).toEqual([]);

    expect((await deliver(completed!)).statusCode).toBe(200);
    expect(await planOf(member)).toBe('elite');

    // Stripe now says the subscription ended; replaying the old event must not bring Elite back.
    await deliverAll([fake.endSubscription(subscription.id)]);
    expect(await planOf(member)).toBe('free');
    const replayed = await deliver(completed!);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual({ received: true, duplicate: true });
    expect(await planOf(member)).toBe('free');
  });

  it('acknowledges and records an event for a subscription Stripe does not know, changing nothing', async () => {
    // Stripe answers 404 for it (a subscription of another account or mode, or one since deleted): no retry
    // could ever apply it, so a failure status would only make Stripe retry for days (ADR 71).
    const { member } = await subscribed('premium');
    const stray = fake.event('customer.subscription.updated', {
      id: 'sub_unknown_to_stripe',
      object: 'subscription',
      customer: 'cus_unknown',
      status: 'canceled',
    });
    const first = await deliver(stray);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(
      await db().select().from(billingWebhookEvents).where(eq(billingWebhookEvents.eventId, stray.id)),
    ).toHaveLength(1);
    const again = await deliver(stray);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await planOf(member)).toBe('premium');
  });

  it('lets an operator put a member on Enterprise, never over a Stripe subscription, and back to Free', async () => {
    const { member: paying } = await subscribed('premium');
    const operator = { db: db(), now: clock.now() };
    await expect(setEnterprisePlan(operator, paying.email, true)).rejects.toThrow('cancel that subscription');
    expect(await planOf(paying)).toBe('premium');

    const member = await signUpMember(testApp.app);
    await expect(setEnterprisePlan(operator, member.email, false)).rejects.toThrow('is not on Enterprise');
    await setEnterprisePlan(operator, member.email.toUpperCase(), true);
    expect(await planOf(member)).toBe('enterprise');
    expect((await overview(member)).plan).toBe('enterprise');
    await setEnterprisePlan(operator, member.userId, false);
    expect(await planOf(member)).toBe('free');
    const audit = await db().select().from(auditLog).where(eq(auditLog.userId, member.userId));
    expect(audit.filter((entry) => entry.event === 'enterprise_plan_changed')).toHaveLength(2);
    await expect(setEnterprisePlan(operator, 'nobody@billing.example', true)).rejects.toThrow(
      'No active member',
    );
  });

  it('switches Premium to Elite and back at once, without proration', async () => {
    const { member, subscriptionId } = await subscribed('premium');
    const up = await call(member, 'POST', '/api/billing/plan', { plan: 'elite' });
    expect(up.statusCode).toBe(200);
    expect(up.json<{ data: BillingOverview }>().data).toMatchObject({ plan: 'elite', status: 'active' });
    expect(await planOf(member)).toBe('elite');
    const update = fake.requests.findLast(
      (request) => request.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(update?.method).toBe('POST');
    expect(update?.form).toMatchObject({ proration_behavior: 'none', 'items[0][price]': 'price_elite_test' });

    const down = await call(member, 'POST', '/api/billing/plan', { plan: 'premium' });
    expect(down.json<{ data: BillingOverview }>().data.plan).toBe('premium');
    expect(await planOf(member)).toBe('premium');
    expect((await call(member, 'POST', '/api/billing/plan', { plan: 'premium' })).statusCode).toBe(409);
    // The webhook Stripe sends about the switch agrees with what was applied.
    await deliverAll([fake.event('customer.subscription.updated', fake.subscriptions.get(subscriptionId))]);
    expect(await planOf(member)).toBe('premium');
  });

  it('keeps a cancelled plan to the end of the paid period, then returns to Free', async () => {
    const { member, subscriptionId } = await subscribed('elite');
    const cancelled = await call(member, 'POST', '/api/billing/cancel');
    expect(cancelled.statusCode).toBe(200);
    const shown = cancelled.json<{ data: BillingOverview }>().data;
    expect(shown).toMatchObject({ plan: 'elite', nextPaymentAt: null });
    expect(shown.endsAt).not.toBeNull();
    expect(await planOf(member)).toBe('elite');
    expect((await call(member, 'POST', '/api/billing/cancel')).statusCode).toBe(409);

    await deliverAll([fake.endSubscription(subscriptionId)]);
    expect(await planOf(member)).toBe('free');
    expect(await overview(member)).toMatchObject({ plan: 'free', status: 'canceled', nextPaymentAt: null });
  });

  it('keeps the plan for 7 days after a failed payment, then Free; a later payment restores it', async () => {
    const { member, subscriptionId } = await subscribed('premium');
    await deliverAll(fake.renewal(subscriptionId, 'failed'));
    expect(await planOf(member)).toBe('premium');
    const shown = await overview(member);
    expect(shown.status).toBe('past_due');
    expect(new Date(shown.graceEndsAt!).getTime()).toBe(clock.now().getTime() + 7 * dayMs);

    clock.advance(6 * dayMs);
    // Stripe retries and fails again: the grace still runs from the first failure.
    await deliverAll(fake.renewal(subscriptionId, 'failed'));
    await endLatePlans(db(), clock.now());
    expect(await planOf(member)).toBe('premium');

    clock.advance(1 * dayMs);
    expect(await endLatePlans(db(), clock.now())).toBeGreaterThanOrEqual(1);
    expect(await planOf(member)).toBe('free');

    await deliverAll(fake.renewal(subscriptionId, 'paid'));
    expect(await planOf(member)).toBe('premium');
    // (The member's access token has expired on this clock, so the row is read directly.)
    const [account] = await db()
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.memberId, member.userId));
    expect(account).toMatchObject({ status: 'active', pastDueSince: null });
  });

  it('opens the customer portal for a member with a billing account only', async () => {
    const { member } = await subscribed('premium');
    const portal = await call(member, 'POST', '/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json<{ data: { url: string } }>().data.url).toContain('/portal/cus_');
    const newcomer = await signUpMember(testApp.app);
    expect((await call(newcomer, 'POST', '/api/billing/portal')).statusCode).toBe(409);
    expect(await overview(newcomer)).toMatchObject({
      plan: 'free',
      status: 'none',
      invoices: [],
      hasPortal: false,
    });
  });

  it('refunds the first Premium payment within 30 days and returns the member to Free', async () => {
    const { member, subscriptionId } = await subscribed('premium');
    const refund = await refundFirstPayment(
      { db: db(), config: testApp.config, now: new Date(clock.now().getTime() + 29 * dayMs) },
      member.email,
    );
    expect(refund).toMatchObject({ amount: 999, currency: 'usd', email: member.email });
    expect(fake.refunds.at(-1)).toMatchObject({ id: refund.refundId, amount: 999 });
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(await planOf(member)).toBe('free');
    const audit = await db().select().from(auditLog).where(eq(auditLog.userId, member.userId));
    expect(audit.map((entry) => entry.event)).toContain('billing_refund');
    await expect(
      refundFirstPayment({ db: db(), config: testApp.config, now: clock.now() }, member.userId),
    ).rejects.toThrow(/Already refunded/);
  });

  it('an admin refunds from the console; a moderator cannot, and a second refund is refused', async () => {
    const { member } = await subscribed('premium');
    const admin = await signUpStaffMember(testApp.app, testApp.database, clock, 'admin');
    const moderator = await signUpStaffMember(testApp.app, testApp.database, clock, 'moderator');
    const refundAs = (staff: { authHeader: { authorization: string } }) =>
      inject(testApp.app, adminMemberRoutes.refundFirstPremiumPayment, {
        params: { memberId: member.userId },
        as: staff,
      });
    expect((await refundAs(moderator)).json()).toMatchObject({ code: 'forbidden' });
    expect((await refundAs(member)).json()).toMatchObject({ code: 'forbidden' });

    const refunded = await refundAs(admin);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ amount: 999, currency: 'usd' });
    expect(fake.refunds.at(-1)).toMatchObject({ id: refunded.json<{ refundId: string }>().refundId });
    expect(await planOf(member)).toBe('free');
    const audit = await db().select().from(auditLog).where(eq(auditLog.userId, member.userId));
    expect(audit.find((entry) => entry.event === 'billing_refund')).toMatchObject({ actorId: admin.userId });

    const again = await refundAs(admin);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('Already refunded');
  });

  it('cancels the subscription of a member who deletes their account', async () => {
    const { member, subscriptionId } = await subscribed('elite');
    const deleted = await inject(testApp.app, accountRoutes.deleteAccount, { as: member });
    expect(deleted.statusCode).toBe(204);
    await cancelSubscriptionsOfDeletedMembers(db(), createStripeBilling(testApp.config)!, clock.now());
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    const [account] = await db()
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.memberId, member.userId));
    expect(account).toMatchObject({ status: 'canceled' });
  });

  it('refuses a refund after 30 days, and for Elite', async () => {
    const late = await subscribed('premium');
    await expect(
      refundFirstPayment(
        { db: db(), config: testApp.config, now: new Date(clock.now().getTime() + 31 * dayMs) },
        late.member.email,
      ),
    ).rejects.toThrow(/over 30 days ago/);
    expect(await planOf(late.member)).toBe('premium');
    const elite = await subscribed('elite');
    await expect(
      refundFirstPayment({ db: db(), config: testApp.config, now: clock.now() }, elite.member.email),
    ).rejects.toThrow(/no paid first Premium payment/);
  });
});

describe(`billing while Stripe is out of reach on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // A port nobody listens on: every call to Stripe is refused.
    const closed = await startFakeStripe({ webhookSecret, prices });
    const url = closed.url;
    await closed.close();
    testApp = await createTestApp({
      config: stripeSettings(url),
    });
  });
  afterAll(() => testApp?.close());

  it('answers 503 with Retry-After and says payments are unavailable, not 500, and writes no billing account', async () => {
    const member = await signUpMember(testApp.app);
    const checkout = await inject(testApp.app, billingRoutes.startCheckout, {
      as: member,
      body: { plan: 'premium' },
    });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.headers['retry-after']).toBe('60');
    expect(checkout.json()).toMatchObject({
      message: 'Payments are unavailable right now; please try again in a few minutes',
    });
    const overview = await inject(testApp.app, billingRoutes.getBilling, { as: member });
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ data: { plan: 'free' } });
  });
});

describe(`billing without Stripe settings on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it('tells the web app to keep the contact form, and answers 404 on billing endpoints', async () => {
    const config = await inject(testApp.app, siteRoutes.getPublicConfig);
    expect(config.json()).toMatchObject({ billingEnabled: false });
    const member = await signUpMember(testApp.app);
    const checkout = await inject(testApp.app, billingRoutes.startCheckout, {
      as: member,
      body: { plan: 'premium' },
    });
    expect(checkout.statusCode).toBe(404);
    const webhook = await inject(testApp.app, billingRoutes.receiveStripeEvent, {
      unchecked: true,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});
