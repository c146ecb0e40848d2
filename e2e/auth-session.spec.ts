import type { Page } from '@playwright/test';
import { accountButton, createMember, expect, signInThroughUi, test } from './support/member-session.ts';

// The refresh loop (auth threat model A5), observed from the browser with Playwright's fake clock: the access
// token lives 15 minutes and is refreshed when 90 seconds or less remain, on a tick every 30 seconds.
test.describe.configure({ timeout: 90_000 });

const refreshUrl = '**/api/auth/token?grant_type=refresh_token';

function countRefreshes(page: Page) {
  const seen = { requests: 0, successes: 0 };
  page.on('request', (request) => {
    if (request.url().includes('grant_type=refresh_token')) seen.requests += 1;
  });
  page.on('response', (response) => {
    if (response.url().includes('grant_type=refresh_token') && response.status() === 200) seen.successes += 1;
  });
  return seen;
}

/**
 * Waits until no tab of the site holds or waits for the refresh lock, so every refresh that began has ended.
 * A refresh asks for the lock in the same task as the timer or event that starts it (session-store.ts), and
 * the browser reports its request before it can let the lock go: once this resolves, a refresh that happened
 * has been counted, and a count of 0 means none began. It never waits a fixed time to see nothing happen.
 */
async function untilNoRefreshUnderway(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const { held = [], pending = [] } = await navigator.locks.query();
        return [...held, ...pending].filter((lock) => lock.name === 'skillswap-auth-refresh').length;
      }),
    )
    .toBe(0);
}

async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => next === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

function signedOutLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: 'Sign In' });
}

test('the session refreshes on its own before the access token expires', async ({ page, request }) => {
  const member = await createMember(request, 'Rui');
  await page.clock.install();
  await signInThroughUi(page, member);
  const refreshes = countRefreshes(page);

  await page.clock.fastForward('10:00');
  await untilNoRefreshUnderway(page);
  expect(refreshes.requests).toBe(0);

  await page.clock.fastForward('04:00');
  await expect.poll(() => refreshes.successes).toBe(1);
  await expect(accountButton(page)).toBeVisible();
});

test('overload, rate limits and lost connections keep the member signed in and are retried', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Noor');
  await page.clock.install();
  await signInThroughUi(page, member);
  const refreshes = countRefreshes(page);

  let failures = 0;
  await page.route(refreshUrl, async (route) => {
    failures += 1;
    if (failures === 1) {
      await route.fulfill({
        status: 503,
        json: { code: 'service_unavailable', message: 'Back soon' },
      });
    } else if (failures === 2) {
      await route.fulfill({
        status: 429,
        headers: { 'retry-after': '20' },
        json: { code: 'rate_limit_exceeded', message: 'Rate limit exceeded' },
      });
    } else {
      await route.abort('internetdisconnected');
    }
  });

  // `failures` counts a refresh when the route answers it, before the page has read that answer and set its
  // next try; one jump of the clock could land before that timer exists (seen once in CI). So the clock moves
  // on in steps until the next try comes: after the 503 at once, after the 429 once its Retry-After (20
  // s) has passed.
  const stepUntil = async (read: () => number, count: number) =>
    expect
      .poll(
        async () => {
          if (read() < count) await page.clock.fastForward('00:05');
          return read();
        },
        { intervals: [200] },
      )
      .toBe(count);
  await page.clock.fastForward('14:00');
  await expect.poll(() => failures).toBe(1);
  await stepUntil(() => failures, 2);
  await stepUntil(() => failures, 3);
  await expect(accountButton(page)).toBeVisible();

  await page.unroute(refreshUrl);
  await stepUntil(() => refreshes.successes, 1);
  await expect(accountButton(page)).toBeVisible();
});

test('a definite answer (the session is gone) signs the member out', async ({ page, request }) => {
  const member = await createMember(request, 'Ada');
  await page.clock.install();
  await signInThroughUi(page, member);
  await page.route(refreshUrl, (route) =>
    route.fulfill({ status: 401, json: { code: 'session_not_found', message: 'Session expired' } }),
  );
  await page.clock.fastForward('14:00');
  await expect(signedOutLink(page)).toBeVisible();
});

test('a hidden tab does not refresh; showing it refreshes at once', async ({ page, request }) => {
  const member = await createMember(request, 'Ivo');
  await page.clock.install();
  await signInThroughUi(page, member);
  const refreshes = countRefreshes(page);

  await setVisibility(page, 'hidden');
  await page.clock.fastForward('14:30');
  await untilNoRefreshUnderway(page);
  expect(refreshes.requests).toBe(0);

  await setVisibility(page, 'visible');
  await expect.poll(() => refreshes.successes).toBe(1);
  await expect(accountButton(page)).toBeVisible();
});

test('two tabs share one refresh instead of spending the token twice', async ({ context, page, request }) => {
  const member = await createMember(request, 'Zhu');
  await context.clock.install();
  await signInThroughUi(page, member);
  const secondTab = await context.newPage();
  await secondTab.goto('/');
  await expect(accountButton(secondTab)).toBeVisible();
  const first = countRefreshes(page);
  const second = countRefreshes(secondTab);

  await context.clock.fastForward('14:00');
  await expect.poll(() => first.successes + second.successes).toBeGreaterThanOrEqual(1);
  // The other tab's refresh, if it was waiting for the lock, has run by now and found the session fresh.
  await untilNoRefreshUnderway(page);
  expect(first.requests + second.requests).toBe(1);
  await expect(accountButton(page)).toBeVisible();
  await expect(accountButton(secondTab)).toBeVisible();
});

test('a member whose account is deleted on another device is signed out at their next action', async ({
  page,
  request,
}) => {
  // The API sign-up opened one session (the "other device"); the browser opens its own.
  const member = await createMember(request, 'Vera');
  await signInThroughUi(page, member);
  const deleted = await request.delete('/api/me', {
    headers: { authorization: `Bearer ${member.accessToken}` },
  });
  expect(deleted.status()).toBe(204);

  // Moving within the app (no reload) makes calls with the old token; the first 401 triggers the check.
  await page.getByRole('banner').getByRole('link', { name: 'Explore' }).click();
  await expect(signedOutLink(page)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Login failed' })).toBeVisible();
});

test('a first visit asks for no session and logs no error; a returning member is restored', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const refreshes = countRefreshes(page);
  await page.goto('/explore');
  await expect(signedOutLink(page)).toBeVisible();
  await untilNoRefreshUnderway(page);
  expect(refreshes.requests).toBe(0);
  expect(errors).toEqual([]);

  const member = await createMember(request, 'Ines');
  await signInThroughUi(page, member);
  await page.reload();
  await expect(accountButton(page)).toBeVisible();
  expect(refreshes.successes).toBe(1);
});
