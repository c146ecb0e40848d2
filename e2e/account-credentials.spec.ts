import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { linkIn, waitForMail } from './support/mailbox.ts';
import {
  accountButton,
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughUi,
  test,
  testClientAddress,
} from './support/member-session.ts';
import { recordSentRequests } from './support/sent-requests.ts';

/** Another device: its own cookies, its own client address. */
async function openOtherDevice(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() } });
  return context.newPage();
}

test.describe.configure({ timeout: 150_000 });

test('a member who forgot the password gets a link by mail, chooses a new one, and every old session ends', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, 'Rita');
  await signInThroughUi(page, member);

  const other = await openOtherDevice(browser);
  await other.goto('/auth');
  await other.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(other.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousAxeViolations(other);
  await other.getByLabel('Email').fill(member.email);
  await other.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(other.getByRole('status')).toContainText('If an account uses this address');

  const mail = await waitForMail(request, member.email, 'Reset your SkillSwap password');
  expect(mail.html).toContain('SkillSwap');
  const link = linkIn(mail, '/reset-password');
  expect(mail.html).toContain(link);
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = `Fresh-Start-${randomUUID().slice(0, 8)}`;
  await other.getByLabel('New Password', { exact: true }).fill(newPassword);
  await other.getByLabel('Confirm New Password').fill(newPassword);
  await other.getByRole('button', { name: 'Set New Password' }).click();
  await expect(other.getByRole('status')).toContainText('Your password was changed');

  // The tab that was signed in before the reset no longer is.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(accountButton(page)).toBeHidden();

  // The link once more, as a fresh load (the page is still on it, and a same-address goto would not reload).
  await other.goto('about:blank');
  await other.goto(link);
  await other.getByLabel('New Password', { exact: true }).fill('Another-one-2');
  await other.getByLabel('Confirm New Password').fill('Another-one-2');
  await other.getByRole('button', { name: 'Set New Password' }).click();
  await expect(other.getByRole('alert')).toContainText('invalid, has expired or was already used');

  await signInThroughUi(other, { email: member.email, password: newPassword });
});

test('a member changes their e-mail address: the new one confirms, the old one can undo', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, 'Ezra');
  const newEmail = `ezra.moved.${randomUUID().slice(0, 8)}@example.com`;
  await signInThroughUi(page, member);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Sign-in details' })).toBeVisible();
  await page.getByLabel('New Email').fill(newEmail);
  await page.getByRole('button', { name: 'Change Email' }).click();
  await expect(page.getByText(`Check ${newEmail}: we sent a link to confirm it.`)).toBeVisible();

  const confirmation = await waitForMail(request, newEmail, 'Confirm your new SkillSwap e-mail address');
  const visitor = await openOtherDevice(browser);
  await visitor.goto(linkIn(confirmation, '/confirm-email'));
  await visitor.getByRole('button', { name: 'Confirm New Address' }).click();
  await expect(visitor.getByRole('status')).toContainText(`Your e-mail address is now ${newEmail}.`);

  const notice = await waitForMail(request, member.email, 'Your SkillSwap e-mail address was changed');
  expect(notice.text).toContain(newEmail);
  await visitor.goto(linkIn(notice, '/undo-email-change'));
  await expectNoSeriousAxeViolations(visitor);
  await visitor.getByRole('button', { name: 'Restore My Old Address' }).click();
  await expect(visitor.getByRole('status')).toContainText(`Your e-mail address is ${member.email} again`);

  await signInThroughUi(visitor, member);
});

test('when the server asks for a fresh proof, the member confirms with the password and the action goes through', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Noor');
  const newEmail = `noor.moved.${randomUUID().slice(0, 8)}@example.com`;
  await signInThroughUi(page, member);
  await page.goto('/settings');
  // The sign-in was moments ago, so the server would accept the change; its first answer is made the one a
  // member gets more than 5 minutes after signing in (the API tests prove the server's side of that).
  let isFirstAttempt = true;
  await page.route('**/api/auth/email', async (route) => {
    if (!isFirstAttempt || route.request().method() !== 'POST') return route.continue();
    isFirstAttempt = false;
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'reauth_required', message: 'Confirm it is you.' }),
    });
  });
  await page.getByLabel('New Email').fill(newEmail);
  await page.getByRole('button', { name: 'Change Email' }).click();

  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // An empty password is refused under the field before anything is sent.
  const proofs = recordSentRequests(page, 'any', '/api/auth/reauthenticate');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByLabel('Password')).toHaveAccessibleDescription('Enter your password');
  expect(proofs).toEqual([]);
  await dialog.getByLabel('Password').fill('Not-my-password-1');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByLabel('Password')).toHaveAccessibleDescription('That password is not correct.');
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Check ${newEmail}: we sent a link to confirm it.`)).toBeVisible();
  await waitForMail(request, newEmail, 'Confirm your new SkillSwap e-mail address');
});
