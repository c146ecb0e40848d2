import {
  expect,
  accountButton,
  createMember,
  expectNoSeriousAxeViolations,
  signInThroughUi,
  toast,
  uniqueMemberDetails,
  test,
} from './support/member-session.ts';
import { chooseTheme } from './fixtures/theme.ts';

test.describe.configure({ timeout: 90_000 });

test.describe('signing up', () => {
  test('a visitor sees each validation message, then signs up and lands on the profile step signed in', async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const createAccount = page.getByRole('button', { name: 'Create Account' });

    await createAccount.click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByLabel('Full Name').fill('x'.repeat(101));
    await page.getByLabel('Email', { exact: true }).fill(`${'a'.repeat(250)}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await createAccount.click();
    await expect(page.getByText('Name too long')).toBeVisible();
    await expect(page.getByText('Email too long')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('      ');
    await createAccount.click();
    await expect(page.getByText('Password cannot be only spaces')).toBeVisible();

    const member = uniqueMemberDetails('Sofia');
    await page.getByLabel('Full Name').fill(member.fullName);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm Password').fill(`${member.password}?`);
    await createAccount.click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.getByLabel('Confirm Password').fill(member.password);
    await createAccount.click();
    // Every sign-up ends here, new account or not (ADR 166); Continue goes on with the new account's session.
    await expect(page).toHaveURL('/check-email');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Check your e-mail to continue' }),
    ).toBeVisible();
    await expect(page.getByText(`We sent a message to ${member.email}.`)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    // The spec's toast, once the account is seen signed in; new members complete their profile
    // first (ADR 47).
    await expect(toast(page, 'Account created!')).toBeVisible();
    await expect(toast(page, 'Welcome to SkillSwap')).toBeVisible();
    await expect(page).toHaveURL('/welcome');
    await expect(accountButton(page)).toBeVisible();
  });

  test('signing up with an address that has an account ends on the same screen, and the owner is sent to sign in', async ({
    page,
    request,
  }) => {
    const owner = await createMember(request, 'Noor');
    // On a 390 px phone in dark mode, as the owner may well be.
    await chooseTheme(page, 'dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Noor Again');
    await page.getByLabel('Email', { exact: true }).fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill('another-secret-9');
    await page.getByLabel('Confirm Password').fill('another-secret-9');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/check-email');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Check your e-mail to continue' }),
    ).toBeVisible();
    await expect(page.getByText(/offers to sign you in or to choose a new password/)).toBeVisible();
    await expect(toast(page, 'Account created!')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/auth?redirect=%2Fwelcome');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(toast(page, 'Account created!')).toHaveCount(0);
  });

  test('a password on the common-password list is refused with the server message', async ({ page }) => {
    const member = uniqueMemberDetails('Omar');
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill(member.fullName);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm Password').fill('password123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Signup failed')).toBeVisible();
    await expect(page).toHaveURL('/signup');
    await expect(accountButton(page)).toBeHidden();
  });
});

test.describe('signing in and out', () => {
  test('a wrong password shows Login failed; the right one signs in; Sign Out signs out', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'Lena');
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Login failed')).toBeVisible();
    await expect(accountButton(page)).toBeHidden();

    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(toast(page, 'Successfully signed in')).toBeVisible();
    await expect(page).toHaveURL('/');

    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(toast(page, 'Signed out')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    // The refresh cookie is gone too: a reload stays signed out.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('a member stays signed in across a reload and in a new tab', async ({ page, request, context }) => {
    const member = await createMember(request, 'Kofi');
    await signInThroughUi(page, member);

    await page.reload();
    await expect(accountButton(page)).toBeVisible();

    const secondTab = await context.newPage();
    await secondTab.goto('/settings');
    await expect(secondTab.getByRole('heading', { name: 'Privacy & Security Settings' })).toBeVisible();
    await expect(accountButton(secondTab)).toBeVisible();
  });

  test('signing out in one tab signs the other tab out', async ({ page, request, context }) => {
    const member = await createMember(request, 'Ines');
    await signInThroughUi(page, member);
    const secondTab = await context.newPage();
    await secondTab.goto('/');
    await expect(accountButton(secondTab)).toBeVisible();

    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(secondTab.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('member-only pages', () => {
  test('a visitor opening /settings is sent to sign in and comes back afterwards', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'Maya');
    await page.goto('/settings');
    await expect(page).toHaveURL('/auth?redirect=%2Fsettings');

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { name: 'Privacy & Security Settings' })).toBeVisible();
  });

  test('a link that tries to send the member to another site after sign-in goes home instead', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'Theo');
    await signInThroughUi(page, member, '/auth?redirect=%2F%2Fevil.example');
    await expect(page).toHaveURL('/');
  });
});

test('no provider buttons appear when no OAuth provider is configured', async ({ page }) => {
  const providers = page.waitForResponse('**/api/auth/providers');
  await page.goto('/auth');
  expect(await (await providers).json()).toEqual([]);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
});

test('the auth pages have no serious accessibility problems', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.goto('/signup');
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
