import { expect, test, type Page } from '@playwright/test';
import { signUpMember } from './fixtures/member.ts';

const headerLinks = [
  { name: 'Explore', url: '/explore' },
  { name: 'Workshops', url: '/workshops' },
  { name: 'How It Works', url: '/about' },
  { name: 'Pricing', url: '/pricing' },
  { name: 'Contact', url: '/contact' },
];

test('the header links lead where the spec says, and the logo leads home', async ({ page }) => {
  await page.goto('/terms');
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  for (const link of headerLinks) {
    await mainNav.getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.url);
    await expect(mainNav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await page.getByRole('banner').getByRole('link', { name: 'SkillSwap' }).click();
  await expect(page).toHaveURL('/');
});

test('a signed-out visitor sees Sign In and Get Started, both leading to /auth, Get Started on Sign Up', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await header.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/auth?tab=signup');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await header.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
});

test('the footer links lead where the spec says', async ({ page }) => {
  const footerLinks = [
    { column: 'Platform', name: 'Explore Skills', url: '/explore' },
    { column: 'Platform', name: 'How It Works', url: '/about' },
    { column: 'Platform', name: 'Pricing', url: '/pricing' },
    { column: 'Legal', name: 'Privacy Policy', url: '/privacy' },
    { column: 'Legal', name: 'Terms of Service', url: '/terms' },
    { column: 'Legal', name: 'Contact', url: '/contact' },
  ];
  await page.goto('/');
  for (const link of footerLinks) {
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: link.column })
      .getByRole('link', { name: link.name })
      .click();
    await expect(page).toHaveURL(link.url);
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`© ${new Date().getFullYear()} SkillSwap`)).toBeVisible();
});

test('the footer resource and social placeholders say they are coming soon', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Blog', 'Community', 'Help Center']) {
    await expect(footer.getByRole('button', { name })).toBeVisible();
  }
  await expect(footer.getByRole('button', { name: /SkillSwap on/ })).toHaveCount(4);
  await footer.getByRole('button', { name: 'Blog' }).click();
  await expect(page.getByText('Coming soon')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('a new page opens at its top with focus in its content', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInViewport();
  await expect(page.getByRole('main')).toBeFocused();
});

test('the skip link is the first stop for the keyboard and moves focus to the content', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the theme toggle switches to dark, and a reload keeps the choice without a light flash', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/pricing');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);

  // Read the class as soon as the document is parsed, before the app's own code has run.
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.body !== null);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('without a saved choice the site follows the system dark preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('a member sees the Account menu with Settings and Sign Out, and signing out says goodbye', async ({
  page,
  baseURL,
}) => {
  await signUpMember(page, baseURL!);
  await page.goto('/pricing');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await header.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out')).toBeVisible();
  await expect(page.getByText('Come back soon!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

/** How far the header's row overflows and its tallest control: one line means no control above 40 px. */
async function headerFit(page: Page) {
  return page.getByRole('banner').evaluate((banner: HTMLElement) => {
    const row = banner.firstElementChild!;
    const controls = Array.from(banner.querySelectorAll<HTMLElement>('a, button, select')).filter(
      (control: HTMLElement) => control.getBoundingClientRect().width > 0,
    );
    return {
      overflow: row.scrollWidth - row.clientWidth,
      isOneLine: controls.every((control: HTMLElement) => control.getBoundingClientRect().height <= 40),
    };
  });
}

test('the header keeps to one line at every width, for a visitor and for a member in a longer language', async ({
  page,
  baseURL,
}) => {
  const widths = [768, 1024, 1279, 1280, 1536];
  await page.goto('/about');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    expect(await headerFit(page), `visitor at ${width} px`).toEqual({ overflow: 0, isOneLine: true });
  }
  // A member's header also carries My Swaps, Messages, the balance and the bell: the links move into the menu
  // below 1280 px, and French labels still fit above it.
  await signUpMember(page, baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    expect(await headerFit(page), `member at ${width} px`).toEqual({ overflow: 0, isOneLine: true });
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu' });
    if (width < 1280) await expect(menuButton).toBeVisible();
    else await expect(menuButton).toBeHidden();
  }
});
