import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview } from '@skillswap/contracts/billing/schemas';
import { profiles } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { refundFirstPayment } from './billing-operator.ts';
import { startFakeStripe, type FakeStripe, type PaymentMethodType } from './fake-stripe.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { billingRoutes } from '@skillswap/contracts/billing/routes';

const webhookSecret = 'whsec_test_payment_methods';
const prices = { price_premium_test: 999, price_elite_test: 2999 };

// The spec's payment methods: cards, PayPal and crypto wallets, all Stripe Checkout's own.
describe(`paying for a plan by card, PayPal or crypto wallet on ${databaseKind}`, () => {
  const clock = createManualClock(new Date());
  let fake: FakeStripe;
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret, prices });
    testApp = await createTestApp({
      clock,
      config: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_PRICE_PREMIUM: 'price_premium_test',
        STRIPE_PRICE_ELITE: 'price_elite_test',
        STRIPE_API_URL: fake.url,
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });

  const deliver = async (events: Stripe.Event[]) => {
    for (const stripeEvent of events) {
      const payload = JSON.stringify(stripeEvent);
      const response = await inject(testApp.app, billingRoutes.receiveStripeEvent, {
        unchecked: true,
        headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload) },
        body: payload,
      });
      expect(response.statusCode).toBe(200);
    }
  };
  const planOf = async (member: TestMember) =>
    (
      await testApp.database.db
        .select({ plan: profiles.plan })
        .from(profiles)
        .where(eq(profiles.id, member.userId))
    )[0]!.plan;
  const overview = async (member: TestMember) =>
    (await inject(testApp.app, billingRoutes.getBilling, { as: member })).json<{
      data: BillingOverview;
    }>().data;
  async function checkout(member: TestMember) {
    const response = await inject(testApp.app, billingRoutes.startCheckout, {
      as: member,
      body: { plan: 'premium' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { url: string } }>().data.url;
  }

  it('offers cards, PayPal and crypto wallets in Checkout', async () => {
    const member = await signUpMember(testApp.app);
    const url = await checkout(member);
    expect(fake.sessionOf(url).paymentMethodTypes).toEqual(['card', 'paypal', 'crypto']);
    const sent = fake.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.form).toMatchObject({
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'paypal',
      'allowed_payment_method_types[2]': 'crypto',
    });
  });

  for (const method of ['paypal', 'crypto'] satisfies PaymentMethodType[]) {
    describe(`with ${method}`, () => {
      it('a declined payment leaves the member on Free, and they can try again', async () => {
        const member = await signUpMember(testApp.app);
        await deliver([fake.declineCheckout(await checkout(member), method)]);
        expect(await planOf(member)).toBe('free');
        expect(await overview(member)).toMatchObject({ plan: 'free', invoices: [] });
        expect(await checkout(member)).toContain('/pay/');
      });

      it('a paid plan starts, a failed renewal makes it past due, a paid one restores it', async () => {
        const member = await signUpMember(testApp.app);
        fake.setNow(clock.now());
        const { subscription, events } = fake.completeCheckout(await checkout(member), method);
        await deliver(events);
        expect(await planOf(member)).toBe('premium');
        expect(await overview(member)).toMatchObject({ plan: 'premium', status: 'active' });

        await deliver(fake.renewal(subscription.id, 'failed'));
        expect(await overview(member)).toMatchObject({ status: 'past_due' });
        await deliver(fake.renewal(subscription.id, 'paid'));
        expect(await overview(member)).toMatchObject({ plan: 'premium', status: 'active' });
      });

      it('the first payment is refunded to the same method within 30 days', async () => {
        const member = await signUpMember(testApp.app);
        fake.setNow(clock.now());
        const { subscription, events } = fake.completeCheckout(await checkout(member), method);
        await deliver(events);
        const refund = await refundFirstPayment(
          { db: testApp.database.db, config: testApp.config, now: clock.now() },
          member.email,
        );
        expect(refund).toMatchObject({ amount: 999, currency: 'usd' });
        expect(fake.refunds.at(-1)).toMatchObject({
          id: refund.refundId,
          amount: 999,
          payment_method_type: method,
        });
        expect(fake.subscriptions.get(subscription.id)!.status).toBe('canceled');
        expect(await planOf(member)).toBe('free');
      });
    });
  }
});
