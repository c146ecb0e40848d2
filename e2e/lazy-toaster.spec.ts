import { expect, test } from '@playwright/test';

// The toaster and sonner are fetched at the first interaction, not with the page (ADR 50); the toast a click
// shows while they are still loading still appears.
test('the landing page loads no toaster until the visitor acts, and the first toast still appears', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toaster = page.getByRole('region', { name: /Notifications/ });
  await expect(toaster).toHaveCount(0);
  const loadedBeforeToast = scripts.length;

  await page.getByRole('button', { name: 'Blog' }).click();
  await expect(page.getByText('Coming soon')).toBeVisible();
  await expect(page.getByText('Blog is on its way. Thanks for your patience!')).toBeVisible();
  expect(scripts.slice(loadedBeforeToast).some((file) => file.includes('toaster'))).toBe(true);
});
