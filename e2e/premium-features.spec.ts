import { signUpMember } from './fixtures/member.ts';
import { consoleE2e } from './support/console-server.ts';
import { runOperatorCommand } from './support/console-staff.ts';
import { expect, expectNoSeriousAxeViolations, test, toast } from './support/member-session.ts';

// Paid features are locked with an Upgrade button below their plan, and work on it (ADR 84, 86). The plan is
// arranged by an operator command, which reaches a server through its data folder: the console journeys' one.
const origin = consoleE2e.origin;
test.use({ baseURL: origin });

test('a Free member sees the advanced filters locked; on a paid plan they filter Explore by distance and language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const name = `Pia Premium ${Date.now().toString(36)}`;
  const email = await signUpMember(page, origin, name);
  await page.goto('/explore');
  const locked = page.getByRole('group', { name: 'Advanced filters (locked)' });
  await expect(locked.getByText('Advanced filters come with Premium.')).toBeVisible();
  await expect(locked.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    '/upgrade?plan=premium',
  );
  await expectNoSeriousAxeViolations(page);

  // Enterprise includes everything in Premium; it is the plan an operator command can arrange.
  expect(await runOperatorCommand('member-enterprise', [email])).toContain('is now on Enterprise');
  await page.goto('/profile/edit');
  await page.getByLabel('City').fill('Lyon');
  await page.getByLabel('Country').fill('France');
  await page.getByRole('checkbox', { name: 'French' }).check();
  await page.getByLabel('You meet').selectOption('in_person');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Profile saved')).toBeVisible();

  await page.goto(`/explore?q=${encodeURIComponent(name)}`);
  const filters = page.getByRole('form', { name: 'Advanced filters' });
  await filters.getByLabel('Near city').fill('Lyon, France');
  await filters.getByLabel('Within').selectOption('25');
  await filters.getByLabel('Speaks').selectOption('fr');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/near=Lyon/);
  await expect(page).toHaveURL(/language=fr/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Too far from Lyon: the same search 10 km around Paris finds nobody.
  await filters.getByLabel('Near city').fill('Paris');
  await filters.getByLabel('Within').selectOption('10');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/near=Paris/);
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});
