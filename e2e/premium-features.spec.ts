import sharp from 'sharp';
import { signUpMember } from './fixtures/member.ts';
import { chooseTheme } from './fixtures/theme.ts';
import { consoleE2e } from './support/console-server.ts';
import { runOperatorCommand } from './support/console-staff.ts';
import { expect, expectNoSeriousAxeViolations, test, toast } from './support/member-session.ts';
import { recordSentRequests } from './support/sent-requests.ts';

// Paid features are locked with an Upgrade button below their plan, and work on it (ADR 84, 86). The plan is
// arranged by an operator command, which reaches a server through its data folder: the console journeys' one.
const origin = consoleE2e.origin;
test.use({ baseURL: origin });
// Each journey signs up, changes the plan through an operator command and loads several pages at two widths.
test.describe.configure({ timeout: 240_000 });

test('a Free member sees the advanced filters locked; on a paid plan they filter Explore by distance and language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const name = `Pia Premium ${Date.now().toString(36)}`;
  const email = await signUpMember(page, origin, name);
  await page.goto('/explore');
  // No offer between the search and the results: one line that opens on the lock.
  const locked = page.getByRole('group', { name: 'Advanced filters (locked)' });
  await expect(page.locator('summary', { hasText: 'Advanced filters' })).toBeVisible();
  await expect(locked).toBeHidden();
  await page.locator('summary', { hasText: 'Advanced filters' }).click();
  await expect(locked.getByText('Included with Premium: Advanced filters.')).toBeVisible();
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
  // Explore lists a member once they offer or want a skill.
  await page
    .getByRole('group', { name: 'Skills you offer' })
    .getByLabel('Another skill')
    .fill('Cheese making');
  await page.getByRole('group', { name: 'Skills you offer' }).getByLabel('Another skill').press('Enter');
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

  // The same member sees their analytics dashboard, at phone and desktop width.
  await page.goto('/insights');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('insight-chart')).toHaveCount(5);
    await expect(page.getByRole('group', { name: 'Insights (locked)' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  }
});

test('a Free member sees branding and the verified badge locked; on a paid plan the public profile shows their accent and cover, in both themes', async ({
  page,
}) => {
  await chooseTheme(page, 'dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const name = `Bea Brand ${Date.now().toString(36)}`;
  const email = await signUpMember(page, origin, name);
  await page.goto('/profile/edit');
  const brandingLock = page.getByRole('group', { name: 'Profile branding (locked)' });
  await expect(brandingLock.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    '/upgrade?plan=premium',
  );
  await expectNoSeriousAxeViolations(page);
  await page.goto('/settings/plan');
  const badgeLock = page.getByRole('group', { name: 'The verified badge (locked)' });
  await expect(badgeLock.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  expect(await runOperatorCommand('member-enterprise', [email])).toContain('is now on Enterprise');
  const ownProfile = page.waitForResponse((response) => response.url().endsWith('/api/me/profile'));
  await page.goto('/profile/edit');
  const { id } = (await (await ownProfile).json()) as { id: string };
  const branding = page.getByRole('form', { name: 'Profile branding' });
  await branding.getByText('Teal', { exact: true }).click();
  // A cover that is not an image is refused under the field, and neither the upload nor the save is sent.
  const brandingSaves = recordSentRequests(page, 'write', /^\/api\/me\/branding/);
  await branding
    .getByLabel('Cover image')
    .setInputFiles({ name: 'cover.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await branding.getByRole('button', { name: 'Save branding' }).click();
  await expect(branding.getByLabel('Cover image')).toHaveAccessibleDescription(
    /^Choose a JPEG, PNG or WebP image of up to 5 MB/,
  );
  await expect(branding.getByLabel('Cover image')).toBeFocused();
  expect(brandingSaves).toEqual([]);
  const cover = await sharp({ create: { width: 1800, height: 700, channels: 3, background: '#1d4e89' } })
    .png()
    .toBuffer();
  await branding
    .getByLabel('Cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await branding.getByRole('button', { name: 'Save branding' }).click();
  await expect(toast(page, 'Branding saved')).toBeVisible();
  await expect(branding.getByRole('img', { name: 'Your current cover' })).toBeVisible();

  await page.goto(`/members/${id}`);
  const heading = page.getByRole('heading', { name, level: 1 });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('profile-cover')).toHaveJSProperty('complete', true);
    // The dark theme's shade of teal, which keeps AA contrast on the dark page.
    await expect(heading).toHaveCSS('color', 'rgb(94, 234, 212)');
    await expectNoSeriousAxeViolations(page);
  }
  await chooseTheme(page, 'light');
  await page.reload();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('profile-cover')).toBeVisible();
    await expect(heading).toHaveCSS('color', 'rgb(15, 118, 110)');
    await expectNoSeriousAxeViolations(page);
  }

  // On a paid plan, Settings asks for the identity check instead of the lock.
  await page.goto('/settings/plan');
  await expect(page.getByRole('group', { name: 'The verified badge (locked)' })).toHaveCount(0);
  // A note too short to go on, and a link that is not https, are refused under their fields, unsent.
  const requests = recordSentRequests(page, 'POST', '/api/me/identity-verification');
  await page.getByLabel('Who you are').fill('Potter.');
  await page.getByLabel('Link a moderator can check (https://)').fill('example.com/studio');
  await page.getByRole('button', { name: 'Ask for verification' }).click();
  await expect(page.getByLabel('Who you are')).toHaveAccessibleDescription(
    /^Tell the moderator who you are in at least 20 characters/,
  );
  await expect(page.getByLabel('Who you are')).toBeFocused();
  await expect(page.getByLabel('Link a moderator can check (https://)')).toHaveAccessibleDescription(
    'The link must be an https:// address',
  );
  expect(requests).toEqual([]);
  await page.getByLabel('Who you are').fill('I run the pottery studio shown at this address, under my name.');
  await page.getByLabel('Link a moderator can check (https://)').fill('https://example.com/studio');
  await page.getByRole('button', { name: 'Ask for verification' }).click();
  await expect(page.getByText('Your request is waiting for a moderator.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
