import { expect, test } from '@playwright/test';
import { openPage, publicPages } from './fixtures/public-pages.ts';
import { chooseTheme, type Theme } from './fixtures/theme.ts';
import { axeScan } from './support/axe.ts';

const themes: Theme[] = ['light', 'dark'];
// The other pages a signed-out visitor can open; their content is tested in their own journeys.
const visitorAppPages = [
  { name: 'explore', path: '/explore', heading: 'Explore Skills' },
  { name: 'sign-in', path: '/auth', heading: 'Welcome to SkillSwap' },
];

for (const theme of themes) {
  for (const { name, path, heading } of [...publicPages, ...visitorAppPages]) {
    test(`the ${name} page has no serious or critical accessibility violations in the ${theme} theme`, async ({
      page,
    }) => {
      await chooseTheme(page, theme);
      await openPage(page, path, heading);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      const results = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
        }));
      expect(blocking).toEqual([]);
    });
  }
}

test('the contact form with its error messages showing has no serious or critical violations', async ({
  page,
}) => {
  await openPage(page, '/contact', 'Get in Touch');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  const results = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    ),
  ).toEqual([]);
});
