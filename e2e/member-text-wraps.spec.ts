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

// Issue 21, item 1: a word longer than any screen, written by a member, must not widen the page.
const longWord = (length: number) => 'Supercalifragilistic'.repeat(Math.ceil(length / 20)).slice(0, length);

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

function authorized(member: TestMember) {
  return { authorization: `Bearer ${member.accessToken}` };
}

/** A swap both members completed and reviewed, so each review is public on the other's profile. */
async function completeAndReview(request: APIRequestContext, a: TestMember, b: TestMember, comment: string) {
  const sent = await request.post('/api/swap-requests', {
    headers: authorized(a),
    data: {
      targetId: b.id,
      offeredSkill: 'Knitting',
      requestedSkill: 'Chess',
      message: '',
      hoursOffered: 1,
      hoursRequested: 1,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const swapId = ((await sent.json()) as { data: { id: string } }).data.id;
  expect(
    (await request.post(`/api/swaps/${swapId}/accept`, { headers: authorized(b), data: {} })).status(),
  ).toBe(200);
  for (const member of [a, b]) {
    const confirmed = await request.post(`/api/swaps/${swapId}/confirm`, {
      headers: authorized(member),
      data: { requesterHours: 1, recipientHours: 1 },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  for (const member of [a, b]) {
    const reviewed = await request.post(`/api/swaps/${swapId}/review`, {
      headers: authorized(member),
      data: { rating: 5, comment },
    });
    expect(reviewed.status(), await reviewed.text()).toBe(201);
  }
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
  await completeAndReview(request, requester, recipient, longWord(1000));
  const sent = await request.post('/api/swap-requests', {
    headers: authorized(requester),
    data: {
      targetId: recipient.id,
      offeredSkill: 'Knitting',
      requestedSkill: 'Chess',
      message: longWord(2000),
      hoursOffered: 1,
      hoursRequested: 1,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const swapId = ((await sent.json()) as { data: { id: string } }).data.id;

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
