import type { Browser } from '@playwright/test';
import { consoleE2e } from './support/console-server.ts';
import { createStaffMember, signInToConsole } from './support/console-staff.ts';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  test,
} from './support/member-session.ts';

const profile = {
  skills_offered: ['Guitar'],
  skills_wanted: ['Spanish'],
  bio: 'Buy my course at scam.example',
};

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('a member reports another, a moderator suspends them from the console, and they can no longer sign in', async ({
  page,
  request,
  browser,
}) => {
  // Two members, the console and an axe scan: 90 s were not enough on a slow day (session 24).
  test.setTimeout(180_000);
  const reporter = await createMember(request, 'Rosa', profile, { origin: consoleE2e.origin });
  const target = await createMember(request, 'Vic', profile, { origin: consoleE2e.origin });

  await signInThroughApi(page, reporter, consoleE2e.origin);
  await page.goto(`${consoleE2e.origin}/members/${target.id}`);
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${target.fullName}` });
  // A report without a reason is refused under the choice, which takes focus.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(/^Choose a reason/);
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await dialog.getByLabel('Reason').selectOption({ label: 'Spam or scam' });
  await dialog.getByLabel('Details (optional)').fill('Sends everyone a link to a paid course.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Report received')).toBeVisible();

  const moderator = await createStaffMember(request, 'Mona', 'moderator');
  const consolePage = await freshPage(browser);
  await signInToConsole(consolePage, moderator, '/admin/reports');
  await expect(consolePage.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const card = consolePage.getByRole('article').filter({ hasText: target.fullName });
  await expect(card.getByText('Sends everyone a link to a paid course.')).toBeVisible();
  await expect(card.getByText('Buy my course at scam.example')).toBeVisible();
  await expectNoSeriousAxeViolations(consolePage);
  await card.getByRole('button', { name: 'Suspend member' }).click();
  // The queue shows open reports; the closed one is under "Action taken".
  await consolePage.getByLabel('Status').selectOption({ label: 'Action taken' });
  const closed = consolePage.getByRole('article').filter({ hasText: target.fullName });
  await expect(closed.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(closed.getByText('member suspended')).toBeVisible();
  await expectNoSeriousAxeViolations(consolePage);
  // The card leads to the reported member's console page.
  await closed.getByRole('link', { name: target.fullName }).click();
  await expect(consolePage).toHaveURL(new RegExp(`/admin/members/${target.id}$`));

  const suspended = await freshPage(browser);
  await suspended.goto(`${consoleE2e.origin}/auth`);
  await suspended.getByLabel('Email').fill(target.email);
  await suspended.getByLabel('Password').fill(target.password);
  await suspended.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The refusal shows in the toast and under the form too.
  await expect(suspended.locator('form').getByText(/Your SkillSwap account is suspended/)).toBeVisible();

  // The reporter learns only that action was taken.
  await page.goto(`${consoleE2e.origin}/settings#your-reports`);
  const mine = page.locator('#your-reports');
  await expect(mine.getByText('We took action', { exact: true })).toBeVisible();
  await expect(mine.getByText(/suspend/i)).toHaveCount(0);
});

test('the Reports page works at phone width', async ({ page, request }) => {
  const reporter = await createMember(request, 'Pia', profile, { origin: consoleE2e.origin });
  const target = await createMember(request, 'Quin', profile, { origin: consoleE2e.origin });
  const sent = await request.post(`${consoleE2e.origin}/api/reports`, {
    headers: { authorization: `Bearer ${reporter.accessToken}` },
    data: { targetKind: 'member', targetId: target.id, reason: 'harassment', details: 'x'.repeat(300) },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const secondReporter = await createMember(request, 'Pax', profile, { origin: consoleE2e.origin });
  const second = await request.post(`${consoleE2e.origin}/api/reports`, {
    headers: { authorization: `Bearer ${secondReporter.accessToken}` },
    data: {
      targetKind: 'member',
      targetId: target.id,
      reason: 'spam_or_scam',
      details: 'Second report about them',
    },
  });
  expect(second.status(), await second.text()).toBe(201);
  const moderator = await createStaffMember(request, 'Milo', 'moderator');
  // Signed in at desktop width (the header's Account button), then looked at on a phone.
  await signInToConsole(page, moderator, '/admin/reports');
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('article').filter({ hasText: 'x'.repeat(300) });
  await expect(card.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(card).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // The open report about Quin points to the earlier one, closed or not.
  const open = page.getByRole('article').filter({ hasText: 'Second report about them' });
  await open.getByRole('button', { name: '1 other report about them' }).click();
  await expect(page.getByText(`Reports about ${target.fullName}`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(card.getByText('Dismissed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show reports about everyone' }).click();
  await expect(page.getByText(`Reports about ${target.fullName}`)).toHaveCount(0);
});
