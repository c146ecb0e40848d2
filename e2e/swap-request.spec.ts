import type { Page } from '@playwright/test';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  test,
  toast,
  untilHydrated,
} from './support/member-session.ts';

test.describe.configure({ timeout: 90_000 });

function cardOf(page: Page, fullName: string) {
  return page.locator('ul[aria-label="Members"] > li').filter({ hasText: fullName });
}

test('a visitor sees Sign In on every card and is asked to sign in first @mobile', async ({ page }) => {
  await page.goto('/explore');
  await untilHydrated(page);
  const firstCard = page.locator('ul[aria-label="Members"] > li').first();
  await firstCard.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Please sign in to request a swap')).toBeVisible();
  await expect(page).toHaveURL('/auth?redirect=%2Fexplore');
});

test('a member cannot request a swap from their own card', async ({ page, request }) => {
  const member = await createMember(request, 'Hana', {
    skills_offered: ['Yoga'],
    skills_wanted: ['Photo Editing'],
  });
  await signInThroughApi(page, member);
  await page.goto(`/explore?q=${encodeURIComponent(member.fullName)}`);
  const ownButton = cardOf(page, member.fullName).getByRole('button', { name: 'Your Profile' });
  await expect(ownButton).toBeVisible();
  await expect(ownButton).toBeDisabled();
});

test('a member requests a swap with the dialog prefilled, and cannot send the same request twice', async ({
  page,
  request,
}) => {
  const target = await createMember(request, 'Carmen', {
    skills_offered: ['Pastry', 'Sushi'],
    skills_wanted: ['Guitar'],
  });
  const requester = await createMember(request, 'Felix', {
    skills_offered: ['Guitar', 'Drums'],
    skills_wanted: ['Pastry'],
  });
  await signInThroughApi(page, requester);
  await page.goto(`/explore?q=${encodeURIComponent(target.fullName)}`);
  await cardOf(page, target.fullName).getByRole('button', { name: 'Request Swap' }).click();

  const dialog = page.getByRole('dialog', { name: `Request a swap with ${target.fullName}` });
  await expect(dialog.getByLabel('You teach', { exact: true })).toHaveValue('Guitar');
  await expect(dialog.getByLabel('You learn', { exact: true })).toHaveValue('Pastry');
  await expect(dialog.getByLabel('Message')).toHaveValue(
    `Hi ${target.fullName}, I'd like to swap skills with you!`,
  );
  await expect(dialog.getByLabel('Hours you teach')).toHaveValue('1');
  await expect(dialog.getByLabel('Hours you learn')).toHaveValue('1');
  await expect(
    dialog.getByText(/Your Free plan: up to 5 swap requests a month \(0 sent this month\)/),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await dialog.getByLabel('You learn', { exact: true }).fill('Sushi');
  await dialog.getByLabel('Hours you learn').fill('2');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, 'Swap request sent successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The card now says where the two stand and leads to the request instead of offering a second one, and so
  // does the member's profile.
  await expect(
    cardOf(page, target.fullName).getByRole('link', { name: 'Request sent · View' }),
  ).toBeVisible();
  await cardOf(page, target.fullName).getByRole('link', { name: target.fullName }).click();
  await expect(page).toHaveURL(`/members/${target.id}`);
  await expect(page.getByRole('heading', { name: target.fullName, level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Request Swap' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Request sent · View' }).click();
  await expect(page).toHaveURL(/\/swaps\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Sushi').first()).toBeVisible();
});

test('a member who teaches nothing yet is sent to complete their profile before requesting', async ({
  page,
  request,
}) => {
  const target = await createMember(request, 'Ravi', { skills_offered: ['Baking'], skills_wanted: [] });
  const requester = await createMember(request, 'Olga');
  await signInThroughApi(page, requester);
  await page.goto(`/members/${target.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Request Swap' }).click();
  const dialog = page.getByRole('dialog', { name: `Request a swap with ${target.fullName}` });
  await expect(dialog.getByText(/add at least one skill you can teach to your profile first/)).toBeVisible();
  await expect(dialog.getByLabel('You teach', { exact: true })).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL('/welcome');
});

test('overload, rate limits and lost connections are explained in the words of the spec', async ({
  page,
  request,
}) => {
  const target = await createMember(request, 'Dario', {
    skills_offered: ['Running'],
    skills_wanted: ['SEO'],
  });
  const requester = await createMember(request, 'Yuki', {
    skills_offered: ['SEO'],
    skills_wanted: ['Running'],
  });
  await signInThroughApi(page, requester);
  await page.goto(`/members/${target.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Request Swap' }).click();
  const send = page.getByRole('button', { name: 'Send Request' });

  // These failures are simulated in the browser: the real server would need an outage to produce them.
  await page.route('**/api/swap-requests', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 429, json: { code: 'rate_limit_exceeded', message: '' } })
      : route.fallback(),
  );
  await send.click();
  await expect(toast(page, 'Rate limit exceeded. Please try again later.')).toBeVisible();

  await page.unroute('**/api/swap-requests');
  await page.route('**/api/swap-requests', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await send.click();
  await expect(toast(page, 'Failed to create swap request')).toBeVisible();
});
