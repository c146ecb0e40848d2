import { randomUUID } from 'node:crypto';
import {
  expect as baseExpect,
  test as baseTest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { csrfHeader } from '../../packages/contracts/src/shared/http.ts';
import { chooseTheme, type Theme } from '../fixtures/theme.ts';
import { axeScan } from './axe.ts';
import { verifyEmailThroughMail } from './email-verification.ts';

/**
 * The journeys' expect: the machine is shared with other test runs, so pages may take longer than the
 * default five seconds to appear without anything being wrong.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A made-up client address from the documentation ranges (RFC 5737). The E2E server trusts the proxy header,
 * so each journey gets its own per-IP rate-limit budget, as real members on different networks would.
 */
export function testClientAddress() {
  const network = Math.random() < 0.5 ? '198.51.100' : '203.0.113';
  return `${network}.${1 + Math.floor(Math.random() * 254)}`;
}

/** The journeys' test: the browser and the request fixture speak from one made-up address per test. */
export const test = baseTest.extend({
  // Playwright reads a fixture's dependencies from this destructuring; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': testClientAddress() });
  },
});

/** A password no common-password list holds. */
export const memberPassword = 'Swap-Skills-4-Real!';

export interface TestMember {
  id: string;
  email: string;
  fullName: string;
  password: string;
  accessToken: string;
}

/** A name and address no seeded member and no parallel test shares. */
export function uniqueMemberDetails(first: string) {
  const tag = randomUUID().slice(0, 8);
  // Hex digits become letters, so the surname is a word a search box can find and nobody else has.
  const surname = [...tag].map((digit) => 'abcdefghijklmnop'[parseInt(digit, 16)]).join('');
  return {
    fullName: `${first} ${surname.charAt(0).toUpperCase()}${surname.slice(1)}`,
    email: `${first.toLowerCase()}.${tag}@example.com`,
    password: memberPassword,
  };
}

/**
 * Signs a member up through the API, as a non-browser client would (the journeys under test use the UI), and
 * verifies their address through the link mailed to them, unless `verified: false`.
 */
export async function createMember(
  request: APIRequestContext,
  first: string,
  profile?: { skills_offered: string[]; skills_wanted: string[]; bio?: string; location_city?: string },
  /** `origin`: another E2E server than the default one (the billing or console server). */
  options: { verified?: boolean; origin?: string } = {},
): Promise<TestMember> {
  return baseTest.step(
    `create member ${first} through the API`,
    () => createMemberNow(request, first, profile, options),
    {
      box: true,
    },
  );
}

async function createMemberNow(
  request: APIRequestContext,
  first: string,
  profile: Parameters<typeof createMember>[2],
  options: { verified?: boolean; origin?: string },
): Promise<TestMember> {
  const details = uniqueMemberDetails(first);
  const origin = options.origin ?? '';
  const response = await request.post(`${origin}/api/auth/signup`, {
    data: details,
    headers: { 'x-forwarded-for': testClientAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  const member = { ...details, id: session.user.id, accessToken: session.access_token };
  if (options.verified !== false) await verifyEmailThroughMail(request, details.email, origin);
  if (profile) {
    const saved = await request.put(`${origin}/api/me/profile`, {
      headers: { authorization: `Bearer ${member.accessToken}` },
      data: { full_name: details.fullName, bio: profile.bio ?? '', ...profile },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  return member;
}

/** Signs in through the Login tab and waits for the Account menu. */
export async function signInThroughUi(
  page: Page,
  member: { email: string; password: string },
  path = '/auth',
) {
  await baseTest.step(
    'sign in through the form',
    async () => {
      await page.goto(path);
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill(member.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(accountButton(page)).toBeVisible();
    },
    { box: true },
  );
}

/**
 * Signs in as the web app does, without the form: the token call with the web app's header, so the session
 * lands in the browser's cookie, and no page is opened. For journeys whose subject is what comes after
 * signing in; the next `goto` opens a signed-in page. `origin`: another E2E server than the default one.
 */
export async function signInThroughApi(page: Page, member: { email: string; password: string }, origin = '') {
  await baseTest.step(
    'sign in through the API',
    async () => {
      // Relative to the test's base address unless another server is named; a browser would also send its
      // Origin, which the server checks when present.
      const response = await page.request.post(`${origin}/api/auth/token?grant_type=password`, {
        data: { email: member.email, password: member.password },
        headers: { [csrfHeader.name]: csrfHeader.value, ...(origin ? { origin } : {}) },
      });
      expect(response.status(), await response.text()).toBe(200);
    },
    { box: true },
  );
}

/**
 * A second member's own browser window, signed in through the API, at the given width (a phone is 390 px):
 * for journeys where several members act side by side. `theme`: the theme the member chose before (stored
 * before any page loads); `throughUi`: signed in through the form instead, for journeys that sign in as a
 * member does.
 */
export async function openSignedIn(
  browser: Browser,
  member: TestMember,
  width = 1280,
  options: { theme?: Theme; throughUi?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() } });
  const page = await context.newPage();
  if (options.theme) await chooseTheme(page, options.theme);
  if (options.throughUi) await signInThroughUi(page, member);
  else await signInThroughApi(page, member);
  await page.setViewportSize({ width, height: 900 });
  return page;
}

export function accountButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Account' });
}

/**
 * Waits until React has taken over a server-rendered page (Explore is rendered per request): a click that
 * lands before the script has run does nothing, which on a busy machine is a real wait. React marks the
 * container it renders into, and replays a click on a part it has not hydrated yet once that root exists.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/** A toast with this text (sonner renders them in a live region). */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The rules whose outcome depends on colours: all a theme changes (see below). */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Serious and critical axe violations of the page as it is now, toasts left out (see below); every rule, or
 * only the colour rules.
 */
async function seriousViolations(page: Page, rules: 'all' | 'colours' = 'all') {
  const builder = axeScan(page).exclude('[data-sonner-toaster]');
  const results = await (rules === 'colours' ? builder.withRules(colourRules) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Switches the page to a theme in place, as the theme toggle does (no page load): colour transitions are held
 * off so axe measures the settled colours, and two frames let effects and layout follow. Answers the theme
 * the page had.
 */
export async function switchTheme(page: Page, theme: 'light' | 'dark' | 'other'): Promise<'light' | 'dark'> {
  return page.evaluate(async (wanted) => {
    const root = document.documentElement;
    const had = root.classList.contains('dark') ? 'dark' : 'light';
    const dark = wanted === 'other' ? had === 'light' : wanted === 'dark';
    let hold = document.getElementById('axe-theme-hold');
    if (!hold) {
      hold = document.createElement('style');
      hold.id = 'axe-theme-hold';
      hold.textContent = '*,*::before,*::after{transition:none!important}';
      document.head.append(hold);
    }
    root.classList.toggle('dark', dark);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    hold.remove();
    return had;
  }, theme);
}

/**
 * No serious or critical accessibility violation on the page as it is now, in the light and the dark theme
 *: the page is scanned in its own theme, switched in place to the other one and scanned again,
 * then put back. A theme changes colours and nothing else, so the second scan runs the colour rules alone
 * (about half the work of a full scan). Toasts are left out: a scan taken while one fades in measures its
 * colours half-transparent and reports a contrast it never has.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await baseTest.step(
    'no serious axe violation in either theme',
    async () => {
      const first = await seriousViolations(page);
      const had = await switchTheme(page, 'other');
      const other = await seriousViolations(page, 'colours');
      await switchTheme(page, had);
      const otherTheme = had === 'dark' ? 'light' : 'dark';
      expect({ [had]: first, [otherTheme]: other }).toEqual({ [had]: [], [otherTheme]: [] });
    },
    { box: true },
  );
}

/**
 * A member's own API call from a journey's setup, with their token; fails the journey on anything but
 * success.
 */
export async function callAsMember(
  request: APIRequestContext,
  member: TestMember,
  url: string,
  data: object,
  method: 'POST' | 'PUT' = 'POST',
) {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${member.accessToken}`, 'x-forwarded-for': testClientAddress() },
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}
