import { startFakeStripe } from '../apps/api/src/modules/billing/fake-stripe.test-helper.ts';
import { signUpMember } from './fixtures/member.ts';
import { billingE2e } from './support/billing-server.ts';
import { expect, test } from './support/member-session.ts';

const origin = `http://127.0.0.1:${billingE2e.port}`;
test.use({ baseURL: origin });

test('a member upgrades to Premium from the Pricing page through Checkout', async ({ page }) => {
  const fake = await startFakeStripe({
    port: billingE2e.fakeStripePort,
    webhookSecret: billingE2e.webhookSecret,
    prices: { [billingE2e.prices.premium]: 999, [billingE2e.prices.elite]: 2999 },
  });
  try {
    await page.goto('/');
    await signUpMember(page, origin, 'Paula Premium');
    await page.goto('/pricing');
    const upgrade = page.getByRole('link', { name: 'Upgrade to Premium' });
    // The prerendered page links to the contact form until the API says plans are sold online.
    await expect(upgrade).toHaveAttribute('href', '/upgrade?plan=premium');
    await upgrade.click();

    await page.waitForURL(/\/pay\//);
    await expect(page.getByRole('heading', { name: 'Fake Checkout' })).toBeVisible();
    const checkoutUrl = page.url();
    const { events } = fake.completeCheckout(checkoutUrl);
    for (const event of events) {
      const payload = JSON.stringify(event);
      const delivered = await page.request.post('/api/billing/stripe-webhook', {
        data: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload) },
      });
      expect(delivered.status()).toBe(200);
    }
    fake.releaseCheckout(checkoutUrl);

    await page.waitForURL(/\/settings\?billing=success/);
    const plan = page.getByRole('region', { name: 'Plan' }).or(page.locator('#plan'));
    // Both the Plan card and the billing card say it; either may render first.
    await expect(plan.getByText(/You are on the\s+Premium\s+plan/).first()).toBeVisible();
    await expect(plan.getByText(/\$9\.99/).first()).toBeVisible();
  } finally {
    await fake.close();
  }
});
