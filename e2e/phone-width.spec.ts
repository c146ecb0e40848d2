import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths.ts';
import { publicPages } from './fixtures/public-pages.ts';
import type { Theme } from './fixtures/theme.ts';
import { createMember, expect, signInThroughApi, test, type TestMember } from './support/member-session.ts';
import { consoleE2e } from './support/console-server.ts';
import { authorized, sendSwapRequest } from './support/member-swaps.ts';
import { seedMemberWorld, type MemberWorld } from './support/member-world.ts';
import { expectFitsTheScreen, measureOverflow, waitForData, withoutLiveEvents } from './support/overflow.ts';

test.describe.configure({ timeout: 240_000 });

const phoneWidths = [360, 390];
const themes: Theme[] = ['light', 'dark'];

// Pages a visitor opens besides the marketing pages; member pages send a visitor to sign in first.
const visitorPages = ['/explore', '/auth', '/signup', '/matches'];

/** Every page a member opens; `:swap` and `:member` are filled in with the member's own swap and partner. */
const memberPages = [
  ...publicPages.map((page) => page.path),
  '/explore',
  '/matches',
  '/swaps',
  '/swaps?box=outgoing',
  '/swaps/:swap',
  '/members/:member',
  '/members/:self',
  '/profile/edit',
  '/settings',
  '/welcome',
];

/**
 * Opens the page once, then measures it at each phone width in each theme: the viewport is resized and the
 * theme's class switched in place (the same class the theme script sets at load), so one page load serves all
 * four checks.
 */
async function expectFitsEveryPhone(page: Page, path: string) {
  await withoutLiveEvents(page);
  await page.setViewportSize({ width: phoneWidths[0]!, height: 844 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  // Lists, balances and badges arrive after the heading; measure once the page has its data.
  await waitForData(page);
  for (const width of phoneWidths) {
    for (const theme of themes) {
      await page.setViewportSize({ width, height: 844 });
      await page.evaluate((dark) => {
        document.documentElement.classList.toggle('dark', dark);
        // Two frames: React effects that follow a media query have rendered, and layout has settled.
        return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, theme === 'dark');
      const { pageWidth, viewport, offscreen } = await measureOverflow(page);
      expect
        .soft({ path, width, theme, pageWidth, offscreen })
        .toEqual({ path, width, theme, pageWidth: viewport, offscreen: [] });
    }
  }
}

/** A member with a match (long names and skills), an open swap with that match, and a balance. */
async function createBusyMember(request: APIRequestContext) {
  const tag = randomUUID().slice(0, 6);
  const member = await createMember(request, 'Maximiliana', {
    // Common skills too, so demo members show up among the matches with their own reasons.
    skills_offered: [`Conversational Portuguese ${tag}`, 'Guitar', 'Python', 'Yoga'],
    skills_wanted: [`Landscape Photography ${tag}`, 'Piano', 'Photography', 'Cooking'],
    bio: 'Weekend swapper.',
    location_city: 'Lisbon',
  });
  const partner = await createMember(request, 'Bartholomew', {
    skills_offered: [`Landscape Photography ${tag} for complete beginners`],
    skills_wanted: [`Conversational Portuguese ${tag}`],
    bio: 'Teaches outdoors.',
  });
  const swapId = await sendSwapRequest(request, member, partner, {
    offeredSkill: `Conversational Portuguese ${tag}`,
    requestedSkill: `Landscape Photography ${tag}`,
    message: 'Shall we start next week?',
    hoursOffered: 1,
    hoursRequested: 2,
  });
  return { member, partner, swapId };
}

function fillIn(path: string, ids: { swapId: string; partner: TestMember; member: TestMember }) {
  return path.replace(':swap', ids.swapId).replace(':member', ids.partner.id).replace(':self', ids.member.id);
}

test(`no page is wider than a ${phoneWidths.join(' or ')} px phone for a visitor, in either theme`, async ({
  page,
}) => {
  for (const path of [...publicPages.map((entry) => entry.path), ...visitorPages]) {
    await expectFitsEveryPhone(page, path);
  }
});

test(`no page is wider than a ${phoneWidths.join(' or ')} px phone for a member, in either theme`, async ({
  page,
  request,
}) => {
  const ids = await createBusyMember(request);
  // The Account button the sign-in helper waits for is in the desktop header; then the phone.
  await signInThroughApi(page, ids.member);
  for (const path of memberPages) {
    await expectFitsEveryPhone(page, fillIn(path, ids));
  }
});

// Every route of the app, in Arabic (right to left), on a 390 px phone: a box placed far to
// the left (the contact form's honeypot at -10000px) became 10,390 px of sideways scrolling there.
test.describe('in Arabic', () => {
  test.use({ baseURL: consoleE2e.origin });
  // A third of the routes of `paths` a test; the whole walk in one test took over 5 minutes on a slow day.
  test.describe.configure({ timeout: 300_000 });

  /** The routes a visitor opens; every other route of `paths` is for members. */
  const visitorRoutes: (keyof typeof paths)[] = [
    'home',
    'about',
    'pricing',
    'privacy',
    'terms',
    'contact',
    'status',
    'explore',
    'auth',
    'signup',
    'forgotPassword',
    'resetPassword',
    'confirmEmail',
    'undoEmailChange',
    'verifyEmail',
    'memberProfile',
    'sharedImpact',
  ];

  /** A route's address with its parameter filled in from the seeded world; fails on a new parameter. */
  function addressOf(name: keyof typeof paths, world: MemberWorld) {
    const ids: Partial<Record<keyof typeof paths, string>> = {
      memberProfile: world.lena.id,
      swapDetail: world.swapId,
      directThread: world.conversationId,
      workshopDetail: world.workshopId,
      boardPost: world.boardPostId,
      community: world.communitySlug,
      communityImpact: world.communitySlug,
      communityMap: world.communitySlug,
      // A link nobody made: the funder's page says it expired or was revoked.
      sharedImpact: 'no-such-link',
    };
    // A member of an exchange this install is not linked to: the page says the member cannot be shown.
    if (name === 'partnerMember') {
      return paths.partnerMember.replace(':node', 'meadow').replace(':memberId', world.lena.id);
    }
    const address = paths[name].replace(/:(id|slug|token)(?=$|\/)/, ids[name] ?? ':$1');
    expect(address, `fill in the parameter of ${name}`).not.toContain(':');
    return address;
  }

  async function expectFitsInArabic(page: Page, path: string) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Not a blank screen: the page has its heading.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 40_000 });
    await waitForData(page);
    await expectFitsTheScreen(page, `${path} in Arabic`);
  }

  /** Opens the app at 390 px in Arabic, as a visitor, with the world's routes filled in. */
  async function openInArabic(page: Page, request: APIRequestContext) {
    const world = await seedMemberWorld(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await withoutLiveEvents(page);
    await page.context().addCookies([{ name: 'skillswap_lang', value: 'ar', url: world.origin }]);
    return world;
  }

  test('no route is wider than a 390 px phone in Arabic, for a visitor', async ({ page, request }) => {
    const world = await openInArabic(page, request);
    for (const name of visitorRoutes) await expectFitsInArabic(page, addressOf(name, world));
  });

  // Every route again as a member, in three parts that workers can share (one walk took 5 minutes
  // of one worker).
  const memberParts = 3;
  const routes = Object.keys(paths) as (keyof typeof paths)[];
  for (let part = 0; part < memberParts; part += 1) {
    const share = routes.filter((_, index) => index % memberParts === part);
    test(`no route is wider than a 390 px phone in Arabic, for a member (part ${part + 1} of ${memberParts})`, async ({
      page,
      request,
    }) => {
      const world = await openInArabic(page, request);
      const saved = await request.put(`${world.origin}/api/me/language`, {
        headers: authorized(world.omar),
        data: { language: 'ar' },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await signInThroughApi(page, world.omar, world.origin);
      for (const name of share) await expectFitsInArabic(page, addressOf(name, world));
    });
  }
});
