import { signUpMember } from './fixtures/member.ts';
import { chooseTheme } from './fixtures/theme.ts';
import { consoleE2e } from './support/console-server.ts';
import { runOperatorCommand } from './support/console-staff.ts';
import { expect, expectNoSeriousAxeViolations, test, toast } from './support/member-session.ts';

// Enterprise is arranged by an operator (`member:enterprise`), whose commands reach a server through its data
// folder (ADR 53): the console journeys' server keeps one.
const origin = consoleE2e.origin;

test.use({ baseURL: origin });
// A sign-up, an operator command (a CLI process of its own), three page loads and two axe scans: past the
// default 90 s when CI's journeys hold the machine's load near 20 (this session's run timed out twice, in the
// last step).
test.describe.configure({ timeout: 180_000 });

test('an Enterprise member creates a token in Settings → API for 30 days, sees it once, and revokes it', async ({
  page,
}) => {
  // At phone width and in the dark theme, the hardest layout and contrast this card has to meet.
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseTheme(page, 'dark');
  await page.goto('/');
  const email = await signUpMember(page, origin, 'Erin Enterprise');
  await page.goto('/settings');
  const api = page.locator('#api');
  await expect(api.getByRole('heading', { name: 'API' })).toBeVisible();
  await expect(api.getByText('API access comes with the Enterprise plan.')).toBeVisible();
  await expect(api.getByRole('link', { name: 'Contact us about Enterprise' })).toHaveAttribute(
    'href',
    '/contact?subject=Enterprise%20enquiry',
  );
  await expect(api.getByRole('button', { name: 'Create token' })).toHaveCount(0);

  expect(await runOperatorCommand('member-enterprise', [email])).toContain('is now on Enterprise');

  await page.reload();
  // Settings › Plan names the plan, with the Elite badge Enterprise includes, and no limits
  //.
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText('You are on the Enterprise plan.')).toBeVisible();
  await expect(plan.getByText('Elite', { exact: true })).toBeVisible();
  await expect(plan.getByText('0 (no limit)')).toHaveCount(2);
  await expect(plan.getByText('The team set up your plan by hand: it has no online renewal.')).toBeVisible();
  await expect(api.getByText('You have no tokens yet.')).toBeVisible();
  await api.getByRole('button', { name: 'Create token' }).click();
  await api.getByRole('button', { name: 'Create token' }).click();
  await expect(api.getByText('Give the token a name, so you know later what uses it.')).toBeVisible();
  await expect(api.getByText('Choose at least one scope.')).toBeVisible();
  await api.getByLabel('Token name').fill('Calendar sync');
  await api.getByRole('checkbox', { name: /swaps:read/ }).check();
  // A token works for 90 days unless the member chooses otherwise.
  await expect(api.getByRole('combobox', { name: 'Expires after' })).toHaveText('90 days');
  await api.getByRole('combobox', { name: 'Expires after' }).click();
  await page.getByRole('option', { name: '30 days', exact: true }).click();
  await expect(api.getByRole('combobox', { name: 'Expires after' })).toHaveText('30 days');
  await expectNoSeriousAxeViolations(page);
  await api.getByRole('button', { name: 'Create token' }).click();

  const shown = api.getByTestId('new-personal-token');
  await expect(shown).toHaveText(/^skillswap_pat_[\w-]{43}$/);
  const token = (await shown.textContent())!;
  await expect(api.getByText('you will not be able to see it again')).toBeVisible();
  const list = api.getByRole('list', { name: 'Your personal access tokens' });
  await expect(list.getByText('Calendar sync')).toBeVisible();
  await expect(list.getByText(`…${token.slice(-4)} · swaps:read`)).toBeVisible();
  await expect(list.getByText(/Never used/)).toBeVisible();
  const expiry = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toLocaleDateString('en-US', {
    dateStyle: 'medium',
  });
  await expect(list.getByText(new RegExp(`^Expires ${expiry}`))).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousAxeViolations(page);

  // A program uses it; it reads swaps, and nothing its scope does not cover.
  const swaps = await page.request.get('/api/swaps', { headers: { authorization: `Bearer ${token}` } });
  expect(swaps.status()).toBe(200);
  const balance = await page.request.get('/api/ledger/balance', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(balance.status()).toBe(403);

  await api.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await expect(list.getByText(/Last used/)).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);

  await list.getByRole('button', { name: 'Revoke Calendar sync' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke Calendar sync?' });
  await expect(dialog.getByText('Programs using it stop working at once.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Calendar sync revoked')).toBeVisible();
  await expect(api.getByText('You have no tokens yet.')).toBeVisible();
  const afterRevoke = await page.request.get('/api/swaps', { headers: { authorization: `Bearer ${token}` } });
  expect(afterRevoke.status()).toBe(401);
});
