import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { chooseTheme } from './fixtures/theme.ts';
import {
  accountButton,
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughUi,
  test,
  testClientAddress,
  toast,
} from './support/member-session.ts';

test.describe.configure({ timeout: 120_000 });

async function signOut(page: Page) {
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

async function turnOnAuthenticatorApp(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add authenticator app' }).click();
  await page.getByRole('button', { name: 'Show QR code' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel('Code from your authenticator app').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(toast(page, 'Authenticator app turned on')).toBeVisible();
}

test('turning on an authenticator app shows ten recovery codes once; one signs the member in', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Rosa');
  await signInThroughUi(page, member);
  await turnOnAuthenticatorApp(page);

  const shown = page.getByRole('list', { name: 'Recovery codes' }).getByTestId('recovery-code');
  await expect(shown).toHaveCount(10);
  const codes = await shown.allTextContents();
  for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await expectNoSeriousAxeViolations(page);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy codes' }).click();
  await expect(toast(page, 'Recovery codes copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const code of codes) expect(copied).toContain(code);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as .txt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('skillswap-recovery-codes.txt');
  const saved = await readFile(await download.path(), 'utf8');
  expect(saved).toContain('SkillSwap recovery codes');
  for (const code of codes) expect(saved).toContain(code);

  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeHidden();
  await expect(page.getByTestId('recovery-codes-remaining')).toHaveText('10 of 10 recovery codes left.');

  await signOut(page);
  await page.goto('/settings');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  // A code cut short is refused under the field before it costs an attempt.
  await page.getByLabel('Recovery code').fill('AAAAA');
  await page.getByRole('button', { name: 'Use recovery code' }).click();
  await expect(page.getByLabel('Recovery code')).toHaveAccessibleDescription(
    'Enter a recovery code, like ABCDE-12345',
  );
  await page.getByLabel('Recovery code').fill('AAAAA-AAAAA');
  await page.getByRole('button', { name: 'Use recovery code' }).click();
  await expect(page.getByText('That recovery code is not valid or was already used')).toBeVisible();
  await page.getByLabel('Recovery code').fill(codes[3]!.toLowerCase());
  await page.getByRole('button', { name: 'Use recovery code' }).click();
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL('/settings');
  await expect(accountButton(page)).toBeVisible();
  await expect(page.getByTestId('recovery-codes-remaining')).toHaveText('9 of 10 recovery codes left.');
});

test('the sessions list shows where the member is signed in and signs another device out', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, 'Sami');
  // The API sign-up opened a session too; end it so the list holds just the two browsers.
  const ended = await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${member.accessToken}` },
  });
  expect(ended.status()).toBe(204);

  const phoneAddress = testClientAddress();
  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    extraHTTPHeaders: { 'x-forwarded-for': phoneAddress },
  });
  const phonePage = await phone.newPage();
  await signInThroughUi(phonePage, member);
  await signInThroughUi(page, member);

  await page.goto('/settings');
  const sessions = page.getByRole('list', { name: 'Your sessions' });
  const rows = sessions.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  const current = rows.filter({ hasText: 'This device' });
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
  const other = rows.filter({ hasText: 'Chrome on Android' });
  await expect(other).toContainText(phoneAddress);
  await expect(other).toContainText('Active now');
  await expectNoSeriousAxeViolations(page);

  await other.getByRole('button', { name: /^Sign out Chrome on Android/ }).click();
  await expect(toast(page, 'Signed out Chrome on Android')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out all other sessions' })).toBeHidden();

  // The phone's session is over: a reload finds no session to restore.
  await phonePage.reload();
  await expect(phonePage.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // Signed in again on the phone, then "all others" ends it and keeps this browser signed in.
  await signInThroughUi(phonePage, member);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(toast(page, 'Signed out 1 other session')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(accountButton(page)).toBeVisible();
  await phonePage.reload();
  await expect(phonePage.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await phone.close();
});

test('the codes, the count and the sessions fit a 390 px phone in dark mode', async ({ page, request }) => {
  await chooseTheme(page, 'dark');
  const member = await createMember(request, 'Noor');
  await signInThroughUi(page, member);
  // Signed in at desktop width (the Account button is in the phone menu at 390 px), then the phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await turnOnAuthenticatorApp(page);
  const fitsTheScreen = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByTestId('recovery-code')).toHaveCount(
    10,
  );
  await page.getByRole('button', { name: 'Download as .txt' }).scrollIntoViewIfNeeded();
  expect(await fitsTheScreen()).toBe(true);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByTestId('recovery-codes-remaining')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your sessions' }).getByTestId('session-row')).not.toHaveCount(
    0,
  );
  expect(await fitsTheScreen()).toBe(true);
  await expectNoSeriousAxeViolations(page);
});
