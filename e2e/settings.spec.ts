import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import {
  accountButton,
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  signInThroughUi,
  test,
  toast,
} from './support/member-session.ts';
import { recordSentRequests } from './support/sent-requests.ts';

test.describe.configure({ timeout: 120_000 });

async function choose(page: Page, selectLabel: string, option: string) {
  await page.getByRole('combobox', { name: selectLabel }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a member makes their profile private and other people stop finding it', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, 'Bea', {
    skills_offered: ['Portrait Photography'],
    skills_wanted: ['Yoga'],
  });
  await signInThroughApi(page, member);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Privacy & Security Settings' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Who can see your profile' })).toHaveText('Public');
  await expect(page.getByRole('switch', { name: 'Show Email' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('combobox', { name: 'Location shown' })).toHaveText('City Only');
  await expectNoSeriousAxeViolations(page);

  const visitor = await browser.newPage();
  await visitor.goto(`/explore?q=${encodeURIComponent(member.fullName)}`);
  await expect(visitor.getByText('Showing 1 result(s)')).toBeVisible();

  await choose(page, 'Who can see your profile', 'Private');
  await page.getByRole('switch', { name: 'Show Email' }).click();
  await choose(page, 'Location shown', 'Hidden');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Settings saved successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Who can see your profile' })).toHaveText('Private');
  await expect(page.getByRole('switch', { name: 'Show Email' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('combobox', { name: 'Location shown' })).toHaveText('Hidden');

  await visitor.reload();
  await expect(visitor.getByText('No results found')).toBeVisible();
  await visitor.goto(`/members/${member.id}`);
  await expect(visitor.getByRole('heading', { name: 'Profile not found' })).toBeVisible();

  // The owner still sees their own profile.
  await page.goto(`/members/${member.id}`);
  await expect(page.getByRole('heading', { name: member.fullName, level: 1 })).toBeVisible();
  await visitor.close();
});

test('settings that cannot load or save say so', async ({ page, request }) => {
  const member = await createMember(request, 'Caio');
  await signInThroughUi(page, member);
  // Simulated server failures: the real server would need an outage to produce them.
  await page.route('**/api/me/privacy', (route) =>
    route.fulfill({ status: 500, json: { code: 'internal_error', message: 'Boom' } }),
  );
  await page.goto('/settings');
  await expect(toast(page, 'Failed to load settings')).toBeVisible();

  await page.unroute('**/api/me/privacy');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.route('**/api/rpc/update_privacy_settings', (route) =>
    route.fulfill({
      status: 503,
      json: { code: 'service_unavailable', message: 'Saving is paused for maintenance' },
    }),
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Saving is paused for maintenance')).toBeVisible();
});

test('a member turns on an authenticator app and needs a code at the next sign-in', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Tomas');
  await signInThroughApi(page, member);
  await page.goto('/settings');
  await expect(page.getByText('Two-step verification is off.')).toBeVisible();
  // This server has no text-message provider, so text messages are not offered (ADR 81).
  await expect(page.getByRole('button', { name: 'Add authenticator app' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add text message' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add authenticator app' }).click();
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

  await page.getByLabel('Code from your authenticator app').fill('123');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByLabel('Code from your authenticator app')).toHaveAccessibleDescription(
    'Enter the 6-digit code',
  );
  await page.getByLabel('Code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.locator('[data-slot="form-message"]')).toBeVisible();
  await page.getByLabel('Code from your authenticator app').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(toast(page, 'Authenticator app turned on')).toBeVisible();
  const factors = page.getByRole('list', { name: 'Your second factors' });
  await expect(factors.getByText('Authenticator app', { exact: true })).toBeVisible();
  await expect(factors.getByText('On', { exact: true })).toBeVisible();

  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/settings');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page).toHaveURL('/auth?redirect=%2Fsettings');
  // Not signed in until the code is given: the header still offers Sign In.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // A code from the next time step: the one used to turn the app on cannot be used again.
  await page
    .getByLabel('Code from your authenticator app')
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL('/settings');

  await factors.getByRole('button', { name: 'Rename Authenticator app' }).click();
  // A name of spaces is refused under the field; the factor keeps its name.
  await factors.getByLabel('New name').fill('   ');
  await factors.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(factors.getByLabel('New name')).toHaveAccessibleDescription('Give the factor a name');
  await factors.getByLabel('New name').fill('Phone in my pocket');
  await factors.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(factors.getByText('Phone in my pocket', { exact: true })).toBeVisible();

  await factors.getByRole('button', { name: 'Remove Phone in my pocket' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Two-step verification is off.')).toBeVisible();

  // Without a factor, the password is enough again.
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await signInThroughUi(page, member);
});

test('a member downloads their data as a JSON file', async ({ page, request }) => {
  const member = await createMember(request, 'Lucia', {
    skills_offered: ['Poetry'],
    skills_wanted: ['Baking'],
  });
  await signInThroughApi(page, member);
  await page.goto('/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^skillswap-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toContain(member.email);
  expect(text).toContain('Poetry');
});

test('a member deletes their account and can no longer sign in', async ({ page, request }) => {
  const member = await createMember(request, 'Gus', { skills_offered: ['Drums'], skills_wanted: ['Sushi'] });
  await signInThroughApi(page, member);
  await page.goto('/settings');

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(toast(page, 'Account deleted successfully')).toBeVisible();
  await page.waitForURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/auth');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, 'Login failed')).toBeVisible();

  await page.goto(`/explore?q=${encodeURIComponent(member.fullName)}`);
  await expect(page.getByText('No results found')).toBeVisible();
});

test('a Free member sees Webhooks locked, and the page never asks the server for them', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Wes');
  const asked = recordSentRequests(page, 'any', /^\/api\/webhooks/);
  await signInThroughApi(page, member);
  await page.goto('/settings/webhooks');
  await expect(page.getByText('Included with Enterprise: Webhooks.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add endpoint' })).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('a Free member sees their plan, what they used of it this month, and what each plan above adds', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Paz');
  await signInThroughApi(page, member);
  await page.goto('/settings/plan');
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText('You are on the Free plan.')).toBeVisible();
  await expect(plan.getByRole('definition').filter({ hasText: '0 of 5' })).toBeVisible();
  await expect(plan.getByRole('definition').filter({ hasText: '0 of 3' })).toBeVisible();
  await expect(plan.getByText(/^The monthly count starts again on /)).toBeVisible();
  for (const higher of ['Premium adds', 'Elite adds', 'Enterprise adds'])
    await expect(plan.getByRole('heading', { level: 3, name: higher })).toBeVisible();
  await expect(plan.getByRole('link', { name: 'Compare the plans on Pricing' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expectNoSeriousAxeViolations(page);
});
