import type { Page } from '@playwright/test';
import {
  accountButton,
  createMember,
  expect,
  signInThroughUi,
  test as journeyTest,
  toast,
} from './support/member-session.ts';
import { startOwnSite, type OwnSite } from './support/own-site.ts';
import { addSecurityKey } from './support/virtual-authenticator.ts';
import { recordSentRequests } from './support/sent-requests.ts';

/**
 * These journeys run against a site of their own on localhost; see e2e/support/own-site.ts for why. It runs
 * no mail worker, so its members stay unverified: second factors do not need a verified address.
 */
const test = journeyTest.extend<object, { site: OwnSite }>({
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startOwnSite();
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});

test.describe.configure({ timeout: 120_000 });

async function signOut(page: Page) {
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

async function submitPassword(page: Page, member: { email: string; password: string }) {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
}

async function addSecurityKeyInSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByText('Two-step verification is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Add security key' }).click();
  await expect(page.getByText('Your browser will ask you to touch your key')).toBeVisible();
  await page.getByRole('button', { name: 'Add security key' }).click();
  await expect(toast(page, 'Security key added')).toBeVisible();
}

test.describe('security key', () => {
  test('a member adds a security key, needs it at the next sign-in, then removes it', async ({
    page,
    request,
  }) => {
    const key = await addSecurityKey(page);
    const member = await createMember(request, 'Keira', undefined, { verified: false });
    await signInThroughUi(page, member);
    await addSecurityKeyInSettings(page);
    const factors = page.getByRole('list', { name: 'Your second factors' });
    await expect(factors.getByText('Security key', { exact: true })).toBeVisible();
    await expect(factors.getByText(/^Security key · added /)).toBeVisible();
    await expect(factors.getByText('On', { exact: true })).toBeVisible();
    expect(await key.credentialCount()).toBe(1);

    await signOut(page);
    await page.goto('/settings');
    await submitPassword(page, member);
    await expect(page).toHaveURL('/auth?redirect=%2Fsettings');
    // The password alone does not sign in: the header still offers Sign In.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('button', { name: 'Use Security key' }).click();
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(page).toHaveURL('/settings');
    await expect(accountButton(page)).toBeVisible();

    await factors.getByRole('button', { name: 'Remove Security key' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Security key removed')).toBeVisible();
    await expect(page.getByText('Two-step verification is off.')).toBeVisible();

    // The key still holds its credential, but the site no longer asks for it.
    await signOut(page);
    await signInThroughUi(page, member);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeHidden();
  });

  test('with the key unplugged, sign-in stops at the second step with a message', async ({
    page,
    request,
  }) => {
    const key = await addSecurityKey(page);
    const member = await createMember(request, 'Kenji', undefined, { verified: false });
    await signInThroughUi(page, member);
    await addSecurityKeyInSettings(page);
    await signOut(page);

    await key.remove();
    // The browser waits for a key until the challenge's own timeout (60 s) runs out, then gives up. The
    // journey is about what the page does then, so the challenge it receives asks the browser to wait 5 s.
    await page.route('**/api/auth/factors/*/challenge', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { webauthn?: { credential_options?: { timeout?: number } } };
      expect(body.webauthn?.credential_options?.timeout).toBe(60_000);
      body.webauthn!.credential_options!.timeout = 5_000;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/auth');
    await submitPassword(page, member);
    await page.getByRole('button', { name: 'Use Security key' }).click();
    await expect(page.getByRole('button', { name: 'Waiting for your key...' })).toBeDisabled();
    await expect(page.getByText('The security key was not accepted. Please try again.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Use Security key' })).toBeEnabled();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('text message', () => {
  test('a member turns on text message codes and signs in with one after a wrong try', async ({
    page,
    request,
    site,
  }) => {
    const member = await createMember(request, 'Priya', undefined, { verified: false });
    // A number from Ofcom's drama range, different for each run.
    const phone = `+447700900${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
    await signInThroughUi(page, member);
    await page.goto('/settings');
    await expect(page.getByText('Two-step verification is off.')).toBeVisible();

    await page.getByRole('button', { name: 'Add text message' }).click();
    // A number without its country code is refused under the field before anything is sent.
    const enrolments = recordSentRequests(page, 'POST', '/api/auth/factors');
    await page.getByLabel('Mobile number').fill('07700 900123');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(
      'Enter the number with its country code, for example +447700900123',
    );
    expect(enrolments).toEqual([]);
    // Spaces and brackets are taken out before the number is checked and sent.
    await page
      .getByLabel('Mobile number')
      .fill(`${phone.slice(0, 3)} (${phone.slice(3, 7)}) ${phone.slice(7)}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Code from the text message')).toBeVisible();
    await page.getByLabel('Code from the text message').fill(await site.readLatestTextMessageCode(phone));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(toast(page, 'Text message codes turned on')).toBeVisible();
    const factors = page.getByRole('list', { name: 'Your second factors' });
    const friendlyName = `Phone ${phone.slice(-4)}`;
    await expect(factors.getByText(friendlyName, { exact: true })).toBeVisible();
    await expect(factors.getByText(/^Text message · added /)).toBeVisible();
    await expect(factors.getByText('On', { exact: true })).toBeVisible();

    await signOut(page);
    // The site sends at most one text a minute to a number: asking again at once says how long to wait.
    await page.goto('/settings');
    await submitPassword(page, member);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await expect(
      page.getByText(/^A code was sent moments ago\. You can ask for another in \d+ seconds?\.$/),
    ).toBeVisible();
    site.letTimePass(61_000);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    const codeField = page.getByLabel('Code from the text message');
    await expect(codeField).toBeVisible();
    const code = await site.readLatestTextMessageCode(phone);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    // Fewer than six digits is refused under the field before anything is sent; letters never get in.
    await codeField.fill('12a3');
    await expect(codeField).toHaveValue('123');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(codeField).toHaveAccessibleDescription('Enter the 6-digit code');
    await codeField.fill(wrongCode);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Invalid code')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(page).toHaveURL('/settings');
    await expect(factors.getByText(friendlyName, { exact: true })).toBeVisible();
  });
});
