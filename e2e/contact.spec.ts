import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './support/member-session.ts';
import { openPage } from './fixtures/public-pages.ts';
import { waitForMail } from './support/mailbox.ts';

test('the contact page offers email, live chat and community, with the configured support address', async ({
  page,
}) => {
  await openPage(page, '/contact', 'Get in Touch');
  await expect(page.getByRole('heading', { name: 'Email Us' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@skillswap.example' })).toHaveAttribute(
    'href',
    'mailto:support@skillswap.example',
  );
  await page.getByRole('button', { name: 'Start Chat' }).click();
  await expect(page.getByText('Coming soon')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join Discord' })).toBeVisible();
  await expect(page.getByText('We typically respond within 24 hours')).toBeVisible();
});

test('sending an empty form shows what each field needs, next to the field', async ({ page }) => {
  await openPage(page, '/contact', 'Get in Touch');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
});

test('too-long answers get their own messages', async ({ page }) => {
  await openPage(page, '/contact', 'Get in Touch');
  await page.getByLabel('Name').fill('N'.repeat(101));
  await page.getByLabel('Email').fill(`${'e'.repeat(250)}@example.com`);
  await page.getByLabel('Subject').fill('S'.repeat(201));
  await page.getByRole('textbox', { name: 'Message' }).fill('M'.repeat(5001));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must be less than 100 characters')).toBeVisible();
  await expect(page.getByText('Email must be less than 255 characters')).toBeVisible();
  await expect(page.getByText('Subject must be less than 200 characters')).toBeVisible();
  await expect(page.getByText('Message must be less than 5000 characters')).toBeVisible();
});

test('a malformed email is refused, and fixing it clears the message', async ({ page }) => {
  await openPage(page, '/contact', 'Get in Touch');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Invalid email address')).toBeHidden();
});

test('the honeypot field is out of sight and out of the tab order', async ({ page }) => {
  await openPage(page, '/contact', 'Get in Touch');
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toBeHidden();
});

test('a plan request from Pricing says what happens without online payment, is written for the visitor, and confirms what to expect', async ({
  page,
}) => {
  await openPage(page, '/contact?subject=Upgrade%20to%20Premium', 'Get in Touch');
  await expect(page.getByLabel('Subject')).toHaveValue('Upgrade to Premium');
  await expect(
    page.getByText(/does not take payments online yet, so the team sets up Premium by hand/),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Hello, I would like to move my account to the Premium plan. Please tell me how to pay and when it starts.',
  );
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Your request for Premium is on its way' });
  await expect(sent).toContainText(
    'Expect a reply at ada@example.com, usually within 24 hours, with how to pay.',
  );
  await expectNoSeriousAxeViolations(page);
});

async function fillValidMessage(page: Page) {
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Subject').fill('Question about swaps');
  await page.getByRole('textbox', { name: 'Message' }).fill('How do I swap guitar lessons for Spanish ones?');
}

test('a valid message is sent, confirmed with a toast, and the form starts afresh', async ({ page }) => {
  await openPage(page, '/contact', 'Get in Touch');
  await fillValidMessage(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('when the message cannot be sent, an error toast says so and the text is kept', async ({
  page,
  context,
}) => {
  await openPage(page, '/contact', 'Get in Touch');
  await fillValidMessage(page);
  // The toaster loads after the page; make sure it is there before the network goes away.
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached({ timeout: 15_000 });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('An unexpected error occurred. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('Question about swaps');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('the visitor gets a mail saying their message arrived', async ({ page }) => {
  const address = `visitor.${randomUUID().slice(0, 8)}@example.com`;
  await openPage(page, '/contact', 'Get in Touch');
  await fillValidMessage(page);
  await page.getByLabel('Email').fill(address);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();
  const mail = await waitForMail(page.request, address, 'We received your message');
  expect(mail.text).toContain('SkillSwap');
});
