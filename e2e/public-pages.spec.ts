import { expect, test } from '@playwright/test';
import { formatToday, openPage, publicPages } from './fixtures/public-pages.ts';

for (const { name, path, heading, title } of publicPages) {
  test(`the ${name} page shows its heading and names itself in the tab title`, async ({ page }) => {
    await openPage(page, path, heading);
    await expect(page).toHaveTitle(title);
  });
}

test('the landing page makes its pitch with stats, features, steps, testimonials and calls to action', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Find a Swap' })).toHaveAttribute('href', '/explore');
  await expect(main.getByRole('link', { name: 'List Your Skill' })).toHaveAttribute('href', '/signup');
  for (const { value, label } of [
    { value: '50K+', label: 'Active Users' },
    { value: '100K+', label: 'Skills Traded' },
    { value: '150+', label: 'Countries' },
    { value: '4.9/5', label: 'Average Rating' },
  ]) {
    await expect(main.getByText(value, { exact: true })).toBeVisible();
    await expect(main.getByText(label, { exact: true })).toBeVisible();
  }
  for (const feature of [
    'Connect Globally',
    'Build Your Reputation',
    'Secure Trading',
    'AI-Powered Matching',
  ]) {
    await expect(main.getByRole('heading', { name: feature })).toBeVisible();
  }
  for (const step of ['Create Profile', 'Get Matched', 'Start Trading']) {
    await expect(main.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(main.locator('blockquote')).toHaveCount(3);
  await expect(main.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup');
  await expect(main.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
});

test('the about page tells the story: values, journey, numbers and the founder quote', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  for (const value of ['Our Mission', 'Community First', 'Innovation', 'Growth']) {
    await expect(main.getByRole('heading', { name: value, exact: true })).toBeVisible();
  }
  for (const milestone of ['SkillSwap founded', '10K users', 'Global expansion', 'Premium launch']) {
    await expect(main.getByRole('heading', { name: milestone })).toBeVisible();
  }
  await expect(main.getByText('verified badges and advanced features')).toBeVisible();
  await expect(main.getByText('95%', { exact: true })).toBeVisible();
  await expect(main.getByText('Founder & CEO, SkillSwap')).toBeVisible();
});

test('the pricing page lists four plans with their prices and where each button leads', async ({ page }) => {
  await page.goto('/pricing');
  const plans = [
    { name: 'Free', price: '$0', button: 'Start for Free', href: '/signup' },
    {
      name: 'Premium',
      price: '$9.99',
      button: 'Upgrade to Premium',
      href: '/contact?subject=Upgrade%20to%20Premium',
    },
    {
      name: 'Elite',
      price: '$29.99',
      button: 'Upgrade to Elite',
      href: '/contact?subject=Upgrade%20to%20Elite',
    },
    {
      name: 'Enterprise',
      price: 'Custom',
      button: 'Contact Sales',
      href: '/contact?subject=Enterprise%20enquiry',
    },
  ];
  for (const plan of plans) {
    const card = page.getByRole('article', { name: plan.name });
    await expect(card.getByText(plan.price, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: plan.button })).toHaveAttribute('href', plan.href);
  }
  await expect(page.getByRole('article', { name: 'Premium' }).getByText('Most Popular')).toBeVisible();
  // Only what the server delivers (ADR 84): limits from the contract, "Unlimited active swaps"
  // with its footnote.
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(premium.getByText('Unlimited active swaps*')).toBeVisible();
  await expect(premium.getByText('*Up to 20 swap requests sent a month.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Elite' }).getByText('Everything in Premium')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Enterprise' }).getByText(/API access/)).toBeVisible();
  for (const unsold of ['Crypto payment rewards', 'Personal brand manager', 'Unlimited swaps']) {
    await expect(page.getByText(unsold, { exact: true })).toHaveCount(0);
  }
  // What Checkout takes, all through Stripe (product rules R4.8): cards, PayPal and
  // three crypto wallets.
  const payments = page.getByRole('region', { name: 'Accepted payments' });
  for (const method of [
    'Credit and debit cards',
    'PayPal',
    'Crypto wallets: Phantom, MetaMask, Coinbase Wallet (stablecoins)',
  ]) {
    await expect(payments.getByRole('listitem').filter({ hasText: method })).toBeVisible();
  }
  await expect(payments.getByText(/SkillCoins are never sold or turned into money/)).toBeVisible();
  await expect(
    page.getByText(/^Plan limits: Free allows up to 5 swap requests sent per month and up to 3 active swaps/),
  ).toBeVisible();
  await expect(
    page.getByText(/a request waiting for an answer counts only against the monthly requests\./),
  ).toBeVisible();
  await expect(page.getByText(/SkillCoins are never sold/).first()).toBeVisible();
  await page.getByText('Can I buy SkillCoins?').click();
  await expect(page.getByText(/the only way to earn coins is to teach/).last()).toBeVisible();
});

test('following a paid plan button opens the contact form with the subject filled in', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Contact Sales' }).click();
  await expect(page).toHaveURL('/contact?subject=Enterprise%20enquiry');
  await expect(page.getByLabel('Subject')).toHaveValue('Enterprise enquiry');
});

test('the privacy policy is dated today and covers the data we hold and how it is purged', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByText(`Last updated: ${formatToday()}`)).toBeVisible();
  const main = page.getByRole('main');
  for (const phrase of [
    'a short bio;',
    'an optional avatar picture.',
    /purged 30 days after deletion/,
    /JSON file/,
  ]) {
    await expect(main.getByText(phrase)).toBeVisible();
  }
  await expect(main.getByText(/at least 13 years old/)).toBeVisible();
});

test('the terms are dated today and state the tiers and billing rules', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText(`Last updated: ${formatToday()}`)).toBeVisible();
  const main = page.getByRole('main');
  for (const phrase of [
    /^Free: up to 5 swap requests sent per month and up to 3 active swaps at once; public profile/,
    /^Premium: up to 20 swap requests sent per month and unlimited active swaps at once/,
    /^Elite: unlimited swap requests sent per month/,
    /does not offer crypto payment rewards or a personal brand manager/,
    'Paid plans are billed monthly in advance.',
    /no refunds for partial months/,
    /30 days notice/,
    'You must be at least 13 years old to use SkillSwap.',
    /One account per person/,
  ]) {
    await expect(main.getByText(phrase)).toBeVisible();
  }
});
