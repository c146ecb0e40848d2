import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { consoleE2e } from './support/console-server.ts';
import { createStaffMember, signInToConsole } from './support/console-staff.ts';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  test,
  type TestMember,
} from './support/member-session.ts';
import { authorized, completeSwap, sendSwapRequest } from './support/member-swaps.ts';
import { laugh, longWord, longWordMarker, seedMemberWorld } from './support/member-world.ts';
import {
  expectFitsTheScreen,
  findClippedText,
  memberWidths,
  waitForData,
  withoutLiveEvents,
} from './support/overflow.ts';

// A word longer than any screen, written by a member, must not widen the page nor be cut off inside its box.

/** On the mobile project the journey looks at a 390 px phone; on the desktop one at 1280 px. */
async function useMemberWidth(page: Page, testInfo: TestInfo) {
  const isPhone = testInfo.project.name === 'mobile';
  await page.setViewportSize(isPhone ? { width: 390, height: 844 } : { width: 1280, height: 800 });
}

async function signInAt(page: Page, member: TestMember, testInfo: TestInfo) {
  await signInThroughApi(page, member);
  await useMemberWidth(page, testInfo);
}

async function expectNoWiderThanTheScreen(page: Page, where: string) {
  const { pageWidth, viewport } = await page.evaluate(() => ({
    pageWidth: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect({ where, pageWidth }).toEqual({ where, pageWidth: viewport });
}

test('a 2,000-character word wraps on the swap page, the lists, a profile, reviews and notifications, and Decline stays reachable @mobile', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const requester = await createMember(request, 'Lena', {
    skills_offered: ['Knitting'],
    skills_wanted: ['Chess'],
    bio: longWord(1000),
  });
  const recipient = await createMember(request, 'Omar', {
    skills_offered: ['Chess'],
    skills_wanted: ['Knitting'],
  });
  await completeSwap(request, requester, recipient, { comment: longWord(1000) });
  const swapId = await sendSwapRequest(request, requester, recipient, { message: longWord(2000) });

  await signInAt(page, recipient, testInfo);
  await page.goto('/swaps?box=incoming');
  await expect(page.getByRole('heading', { name: 'My Swaps', level: 1 })).toBeVisible();
  await expect(page.getByText(requester.fullName).first()).toBeVisible();
  await expectNoWiderThanTheScreen(page, 'incoming requests');
  await page.goto(`/members/${requester.id}`);
  await expect(page.getByRole('heading', { name: requester.fullName, level: 1 })).toBeVisible();
  await expect(page.getByText(longWord(1000)).first()).toBeVisible();
  await expectNoWiderThanTheScreen(page, 'profile with bio and review');

  await page.goto(`/swaps/${swapId}`);
  await expect(page.getByText(longWord(2000))).toBeVisible();
  await expectNoWiderThanTheScreen(page, 'swap page');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Decline ${requester.fullName}'s request?` });
  await expect(dialog).toBeInViewport({ ratio: 1 });
  await dialog.getByLabel('A note for them (optional)').fill(longWord(500));
  await dialog.getByRole('button', { name: 'Decline Request' }).click();
  await expect(dialog).toHaveCount(0);

  // The requester reads the note in their notifications.
  const requesterPage = await (await browser.newContext()).newPage();
  await signInAt(requesterPage, requester, testInfo);
  await requesterPage.goto('/explore');
  await requesterPage.getByRole('button', { name: /Notifications/ }).click();
  await expect(requesterPage.getByText(/can't swap Chess for Knitting/).first()).toBeVisible();
  await expectNoWiderThanTheScreen(requesterPage, 'notifications');
});

test('a report card in the console wraps a long word in the report and the bio @mobile', async ({
  page,
  request,
}, testInfo) => {
  const origin = consoleE2e.origin;
  const profile = { skills_offered: ['Guitar'], skills_wanted: ['Spanish'], bio: longWord(1000) };
  const reporter = await createMember(request, 'Ines', profile, { origin });
  const target = await createMember(request, 'Tao', profile, { origin });
  const sent = await request.post(`${origin}/api/reports`, {
    headers: authorized(reporter),
    data: { targetKind: 'member', targetId: target.id, reason: 'harassment', details: longWord(1000) },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const moderator = await createStaffMember(request, 'Mara', 'moderator');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToConsole(page, moderator, '/admin/reports');
  await useMemberWidth(page, testInfo);
  const card = page.getByRole('article').filter({ hasText: target.fullName });
  const dismiss = card.getByRole('button', { name: 'Dismiss' });
  await dismiss.scrollIntoViewIfNeeded();
  await expect(dismiss).toBeInViewport({ ratio: 1 });
  await expectNoWiderThanTheScreen(page, 'console report card');
});

test.describe('every place member text appears', () => {
  test.use({ baseURL: consoleE2e.origin });
  // A world seeded through the API, then half a dozen pages at two widths.
  test.describe.configure({ timeout: 300_000 });

  /**
   * Opens the page, waits for its data and `ready`, then at the phone's and the desktop's width checks that
   * the page is no wider than the screen and that every box with the long word in it sits whole inside the
   * boxes around it.
   */
  async function expectWrapsAtBothWidths(page: Page, path: string, ready: (page: Page) => Promise<void>) {
    await page.setViewportSize(memberWidths[0]);
    await page.goto(path);
    await ready(page);
    await waitForData(page);
    for (const size of memberWidths) {
      await page.setViewportSize(size);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const where = `${path} at ${size.width} px`;
      await expectFitsTheScreen(page, where);
      const { found, clipped } = await findClippedText(page, longWordMarker);
      expect
        .soft({ where, hasTheText: found > 0, clipped })
        .toEqual({ where, hasTheText: true, clipped: [] });
    }
  }

  const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  /** A world with the long word in every place, and Omar signed in to read it. */
  async function openAsOmar(page: Page, request: APIRequestContext) {
    const world = await seedMemberWorld(request);
    await signInThroughApi(page, world.omar, world.origin);
    await withoutLiveEvents(page);
    return world;
  }

  // Two tests, each on a world of its own, so two workers share the pages (one test took over 2 minutes).
  test('a long word wraps in the swap thread, the inbox, a direct conversation and a board post at 390 and 1280 px', async ({
    page,
    request,
  }) => {
    const world = await openAsOmar(page, request);

    // The swap thread, where a 63-character laugh used to cut off the bubbles; Accept stays within reach.
    await expectWrapsAtBothWidths(page, `/swaps/${world.swapId}`, async (current) => {
      await expect(current.getByText(laugh)).toBeVisible();
    });
    const accept = page.getByRole('button', { name: 'Accept', exact: true });
    await accept.scrollIntoViewIfNeeded();
    await expect(accept).toBeInViewport({ ratio: 1 });
    await expectNoSeriousAxeViolations(page);

    await expectWrapsAtBothWidths(page, '/messages', heading);
    await expectWrapsAtBothWidths(page, `/messages/direct/${world.conversationId}`, heading);
    await expectNoSeriousAxeViolations(page);
    await expectWrapsAtBothWidths(page, `/board/${world.boardPostId}`, heading);
  });

  test('a long word wraps in communities, announcements, workshops, profiles, the portfolio and notifications at 390 and 1280 px', async ({
    page,
    request,
    browser,
  }) => {
    const world = await openAsOmar(page, request);
    await expectWrapsAtBothWidths(page, `/c/${world.communitySlug}`, heading);
    await expectWrapsAtBothWidths(page, `/workshops/${world.workshopId}`, heading);
    await expectWrapsAtBothWidths(page, `/members/${world.lena.id}`, async (current) => {
      await heading(current);
      await expect(current.getByRole('heading', { name: longWord(80) })).toBeVisible();
    });

    // Omar's notifications: the request, the messages.
    await page.goto('/explore');
    await page.getByRole('button', { name: /Notifications/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    for (const size of memberWidths) {
      await page.setViewportSize(size);
      await expectFitsTheScreen(page, `notifications at ${size.width} px`);
    }

    // Lena reads her own bubbles, and edits her portfolio.
    const lenaPage = await (await browser.newContext()).newPage();
    await signInThroughApi(lenaPage, world.lena, world.origin);
    await withoutLiveEvents(lenaPage);
    await expectWrapsAtBothWidths(lenaPage, `/swaps/${world.swapId}`, async (current) => {
      await expect(current.getByText(laugh)).toBeVisible();
      await expect(current.getByRole('link', { name: /maps\.google\.com/ })).toBeVisible();
    });
    await expectWrapsAtBothWidths(lenaPage, '/profile/edit', heading);
  });
});
