import { expect, test } from '@playwright/test';

test('an unknown route shows the 404 page with a way home @mobile', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page).toHaveTitle('Page not found | SkillSwap');
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('a deep unknown route keeps the header and footer around the 404', async ({ page }) => {
  await page.goto('/members/of/nothing/at/all');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
