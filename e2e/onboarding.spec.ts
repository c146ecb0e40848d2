import type { Page } from '@playwright/test';
import { readVerificationLink } from './support/email-verification.ts';
import {
  accountButton,
  expect,
  expectNoSeriousAxeViolations,
  test,
  uniqueMemberDetails,
} from './support/member-session.ts';

test.describe.configure({ timeout: 120_000 });

async function signUpThroughUi(page: Page, path: string) {
  const member = uniqueMemberDetails('Wren');
  await page.goto(path);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(member.fullName);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(member.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Every sign-up ends on "Check your e-mail to continue" (ADR 166); a new account goes on from there.
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail to continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  return member;
}

test('a new member lands on the profile step, learns about the starter grant, and earns it by filling it in and verifying their address', async ({
  page,
}) => {
  const member = await signUpThroughUi(page, '/signup');
  await expect(page).toHaveURL('/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await expect(page.getByText('Earn your 2 SC starter grant.')).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('0 SC');
  await expect(page.getByText(/open the link we e-mailed you to verify your address/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // What the member typed survives a reload.
  await page.getByLabel('Bio').fill('Carpenter who wants to learn the cello.');
  await page.reload();
  await expect(page.getByLabel('Bio')).toHaveValue('Carpenter who wants to learn the cello.');
  await page.getByRole('group', { name: 'Skills you offer' }).getByLabel('Another skill').fill('Carpentry');
  await page.getByRole('group', { name: 'Skills you offer' }).getByLabel('Another skill').press('Enter');
  await page.getByRole('group', { name: 'Skills you want' }).getByLabel('Another skill').fill('Cello');
  await page.getByRole('group', { name: 'Skills you want' }).getByLabel('Another skill').press('Enter');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL('/explore');
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('0 SC');
  // The grant waits for the address: the link in the sign-up mail completes it.
  await page.goto(await readVerificationLink(page.request, member.email));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is verified' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('2 SC');
});

test('the profile step can be skipped, and goes on to the page the visitor came for', async ({ page }) => {
  await page.goto('/matches');
  await expect(page).toHaveURL('/auth?redirect=%2Fmatches');
  const member = await signUpThroughUi(page, '/auth?redirect=%2Fmatches');
  await expect(page).toHaveURL('/welcome?next=%2Fmatches');
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL('/matches');
  await expect(accountButton(page)).toBeVisible();

  // The mailed link brings them back to the unfinished profile step, which then goes on to
  // /matches (ADR 111).
  await page.goto(await readVerificationLink(page.request, member.email));
  await expect(page).toHaveURL('/welcome?next=%2Fmatches');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  // Verified now: the page no longer asks for the mailed link.
  await expect(page.getByText(/Your address is confirmed\./)).toBeVisible();
  await expect(page.getByText(/open the link we e-mailed you/)).toHaveCount(0);
});

test('the profile step is for members only', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page).toHaveURL('/auth?redirect=%2Fwelcome');
});
