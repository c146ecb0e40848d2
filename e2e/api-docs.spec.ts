import { expect, test } from '@playwright/test';

test('the API docs page lists the endpoints from the OpenAPI document, with nothing blocked', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  page.on('requestfailed', (request) => refused.push(`${request.url()}: ${request.failure()?.errorText}`));

  await page.goto('/api/docs');
  // Swagger UI reads the whole document before its first heading: 15-20 s in CI, over 40 s on a slow day.
  test.setTimeout(180_000);
  await expect(page.getByRole('heading', { name: /SkillSwap API/ })).toBeVisible({ timeout: 90_000 });
  // Tags start folded; opening one lays out its operations only.
  const swapsTag = page.locator('h3#operations-tag-Swaps');
  await swapsTag.click();
  const swaps = page.locator('.opblock-tag-section', { has: swapsTag });
  await expect(swaps.getByText('/api/swap-requests/{id}')).toBeVisible();
  await expect(swaps.getByText('Ask a member for a swap')).toBeVisible();
  expect(refused).toEqual([]);
});

test('the OpenAPI document is JSON an API client can fetch', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.ok()).toBe(true);
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toContain('/api/swap-requests');
});
