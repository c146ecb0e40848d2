/**
 * The E2E server with billing on (a second one, so every other journey keeps the contact-form buttons), and
 * the fake Stripe its SDK talks to, which the billing journey starts on a fixed port.
 */
const basePort = Number(process.env.E2E_PORT ?? 4310);

export const billingE2e = {
  port: basePort + 2,
  fakeStripePort: basePort + 3,
  webhookSecret: 'whsec_e2e_billing',
  prices: { premium: 'price_e2e_premium', elite: 'price_e2e_elite' },
};
