import { expect, test } from '@playwright/test';
import { signUpMember } from './fixtures/member.ts';

test.describe('mobile menu @mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button only shows on small screens');

  test('opens, lists every entry, navigates and closes on the way', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panelId = await toggle.getAttribute('aria-controls');
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of [
      'Explore',
      'Workshops',
      'How It Works',
      'Pricing',
      'Contact',
      'Sign In',
      'Get Started',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes it and gives focus back to the menu button', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('a member finds Settings and Sign Out in it', async ({ page, baseURL }) => {
    await signUpMember(page, baseURL!);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(menu.getByRole('link', { name: 'Coach' })).toHaveAttribute('href', '/coach');
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Come back soon!')).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
