import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  test,
  toast,
  type TestMember,
} from './support/member-session.ts';
import { acceptSwap, sendSwapRequest } from './support/member-swaps.ts';

const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// "Member experience, second round": What a member sees, at 1280 px and on a 390 px phone.

/** A word only this test uses, so seeded members and parallel tests cannot change what it finds. */
function uniqueWord(name: string) {
  const tag = [...randomUUID().slice(0, 6)].map((digit) => 'abcdefghijklmnop'[parseInt(digit, 16)]).join('');
  return `${name} ${tag.charAt(0).toUpperCase()}${tag.slice(1)}`;
}

/** Signs in (the subject is what follows), at the project's width: a 390 px phone or 1280 px. */
async function signInAt(page: Page, member: TestMember, testInfo: TestInfo) {
  await signInThroughApi(page, member);
  const isPhone = testInfo.project.name === 'mobile';
  await page.setViewportSize(isPhone ? { width: 390, height: 844 } : { width: 1280, height: 800 });
}

test('the request dialog opened from Matches starts from the skill the match is about @mobile', async ({
  page,
  request,
}, testInfo) => {
  const zither = uniqueWord('Zither');
  const weaving = uniqueWord('Weaving');
  const seeker = await createMember(request, 'Gia', {
    skills_offered: ['Cooking', weaving],
    skills_wanted: [zither],
  });
  // The partner lists another skill first; the match is about the second one.
  const partner = await createMember(request, 'Hal', {
    skills_offered: ['Blogging', `${zither} for beginners`],
    skills_wanted: [weaving],
  });
  await signInAt(page, seeker, testInfo);
  await page.goto('/matches');
  const card = page.getByTestId('match-card').filter({ hasText: partner.fullName });
  await card.getByRole('button', { name: 'Request Swap' }).click();
  const dialog = page.getByRole('dialog', { name: `Request a swap with ${partner.fullName}` });
  await expect(dialog.getByLabel('You learn', { exact: true })).toHaveValue(`${zither} for beginners`);
  await expect(dialog.getByLabel('You teach', { exact: true })).toHaveValue(weaving);
  await expectNoSeriousAxeViolations(page);
});

test('Explore puts search results before Matches for you, and the count agrees with the list after a block @mobile', async ({
  page,
  request,
}, testInfo) => {
  const zither = uniqueWord('Zither');
  const seeker = await createMember(request, 'Ivo', { skills_offered: ['Cooking'], skills_wanted: [zither] });
  const partner = await createMember(request, 'Jun', {
    skills_offered: [zither],
    skills_wanted: ['Cooking'],
  });
  await signInAt(page, seeker, testInfo);
  const surname = partner.fullName.split(' ')[1]!;
  await page.goto(`/explore?q=${encodeURIComponent(surname)}`);
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByText(partner.fullName)).toBeVisible();
  // Nobody has reviewed the partner yet: "New", not a rating of 0 (item 8).
  await expect(members.getByText('Rating New', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1 result(s)' })).toBeInViewport();
  const matchesHeading = page.getByRole('heading', { name: 'Matches for you', level: 2 });
  await expect(matchesHeading).toBeAttached();
  const resultsTop = (await members.boundingBox())!.y;
  expect(resultsTop).toBeLessThan((await matchesHeading.boundingBox())!.y);

  const blocked = await request.post('/api/me/blocks', {
    headers: { authorization: `Bearer ${seeker.accessToken}` },
    data: { memberId: partner.id },
  });
  expect(blocked.status(), await blocked.text()).toBeLessThan(300);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: /Showing \d+ result/ })).toHaveText(
    'Showing 0 result(s)',
  );
  await expectNoSeriousAxeViolations(page);
});

test('Save Profile also saves the photo the member picked @mobile', async ({ page, request }, testInfo) => {
  const member = await createMember(request, 'Kai', { skills_offered: ['Figma'], skills_wanted: ['Piano'] });
  await signInAt(page, member, testInfo);
  await page.goto('/profile/edit');
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Profile saved')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    /^\/api\/avatars\//,
  );
  const saved = await request.get('/api/me/profile', {
    headers: { authorization: `Bearer ${member.accessToken}` },
  });
  expect(((await saved.json()) as { avatar_url: string | null }).avatar_url).toMatch(/^\/api\/avatars\//);
  await page.goto(`/members/${member.id}`);
  await expect(page.getByRole('main').getByText('Rating New', { exact: true })).toBeVisible();
});

/** A swap Lea asked Max for, accepted by Max. */
async function acceptedSwap(request: APIRequestContext) {
  const lea = await createMember(request, 'Lea', { skills_offered: ['Knitting'], skills_wanted: ['Chess'] });
  const max = await createMember(request, 'Max', { skills_offered: ['Chess'], skills_wanted: ['Knitting'] });
  const swapId = await sendSwapRequest(request, lea, max);
  await acceptSwap(request, max, swapId);
  return { lea, max, swapId };
}

function bearer(member: TestMember) {
  return { authorization: `Bearer ${member.accessToken}` };
}

test('the partner’s confirmation appears live and the dialog starts from their figures @mobile', async ({
  page,
  request,
}, testInfo) => {
  const { lea, max, swapId } = await acceptedSwap(request);
  await signInAt(page, lea, testInfo);
  await page.goto(`/swaps/${swapId}`);
  await expect(page.getByRole('button', { name: 'Confirm Hours' })).toBeVisible();
  const confirmed = await request.post(`/api/swaps/${swapId}/confirm`, {
    headers: bearer(max),
    data: { requesterHours: 2, recipientHours: 1.5 },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  // No reload: the page hears of it on the live stream and shows it, and the dialog opened after that starts
  // from the partner's figures.
  await expect(
    page.getByText(`${max.fullName} confirmed 2 h of Knitting and 1.5 h of Chess`).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the hours taught' });
  await expect(
    dialog.getByText(`${max.fullName} confirmed 2 h of Knitting and 1.5 h of Chess.`),
  ).toBeVisible();
  await expect(dialog.getByLabel('You taught Knitting (hours)')).toHaveValue('2');
  await expect(dialog.getByLabel(`${max.fullName} taught Chess (hours)`)).toHaveValue('1.5');
  await expectNoSeriousAxeViolations(page);
});

test('while a session lies ahead, the swap page says hours wait for it @mobile', async ({
  page,
  request,
}, testInfo) => {
  const { lea, max, swapId } = await acceptedSwap(request);
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const proposed = await request.post(`/api/swaps/${swapId}/sessions`, {
    headers: bearer(lea),
    data: {
      teacherId: lea.id,
      slots: [{ date: nextWeek, startTime: '10:00', durationMinutes: 60 }],
      place: { kind: 'online', url: 'https://meet.example/lea-max' },
    },
  });
  expect(proposed.status(), await proposed.text()).toBeLessThan(300);
  const session = ((await proposed.json()) as { sessions: { id: string; slots: { id: string }[] }[] })
    .sessions[0]!;
  const picked = await request.post(`/api/swaps/${swapId}/sessions/${session.id}/accept`, {
    headers: bearer(max),
    data: { slotId: session.slots[0]!.id },
  });
  expect(picked.status(), await picked.text()).toBeLessThan(300);
  await signInAt(page, max, testInfo);
  await page.goto(`/swaps/${swapId}`);
  await expect(
    page.getByText(
      /You can confirm hours after your session on .+ If it will not take place, cancel it first\./,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Hours' })).toHaveCount(0);
});

test('navigating offline says "You\'re offline" and opens the page by itself once back online @mobile', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { name: "You're offline", level: 1 })).toBeVisible();
  await expect(page.getByText('A new version of SkillSwap is available', { exact: false })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
});

test('Pricing marks the member’s plan, and upgrading without online billing fills in their name and e-mail @mobile', async ({
  page,
  request,
}, testInfo) => {
  const member = await createMember(request, 'Noor', { skills_offered: ['Figma'], skills_wanted: ['Piano'] });
  await signInAt(page, member, testInfo);
  await page.goto('/pricing');
  const free = page.getByRole('article', { name: /^Free/ });
  await expect(free.getByText('Your plan', { exact: true })).toBeVisible();
  await expect(page.getByText('Your plan', { exact: true })).toHaveCount(1);
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('Upgrade to Premium');
  await expect(page.getByLabel('Name')).toHaveValue(member.fullName);
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await expectNoSeriousAxeViolations(page);
});

test('/settings is never wider than a 390 px phone, also while its sections load @mobile', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone-width check');
  const member = await createMember(request, 'Olu', { skills_offered: ['Figma'], skills_wanted: ['Piano'] });
  await signInAt(page, member, testInfo);
  // A signed-in tab holds its live stream open, so the network would never be idle; the layout does
  // not need it.
  await page.route('**/api/live/events', (route) => route.abort());
  // Every frame from the first paint on, the page's width and what sticks out, so a moment while sections
  // load counts as much as the finished page.
  await page.addInitScript(() => {
    const seen: { width: number; offenders: string[] }[] = [];
    (window as unknown as { widthsSeen: typeof seen }).widthsSeen = seen;
    const sample = () => {
      const viewport = document.documentElement.clientWidth;
      const width = document.documentElement.scrollWidth;
      if (width > viewport) {
        const offenders = Array.from(document.querySelectorAll('main *'))
          .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
          .slice(-3)
          .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
        seen.push({ width, offenders });
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Danger Zone' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => (window as unknown as { widthsSeen: unknown[] }).widthsSeen);
  expect(seen.slice(0, 3)).toEqual([]);
});

test('a wrong password shows under the form too; toasts sit below the header, three at most @mobile', async ({
  page,
  request,
}, testInfo) => {
  const member = await createMember(request, 'Pia');
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill('not-the-password-1');
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(attempt);
  }
  await expect(page.locator('form [data-slot="form-message"]')).toHaveText('Invalid login credentials');
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
  const headerBottom = (await page.getByRole('banner').boundingBox())!;
  const headerEnd = headerBottom.y + headerBottom.height;
  // Toasts slide in from above: where they come to rest is what the member sees. Read in one step, since a
  // toast that expires (four seconds, easily reached on a loaded machine) slides away and leaves the list.
  const restingToastsBelow = (end: number) => {
    const selector = '[data-sonner-toast][data-visible="true"]:not([data-removed="true"])';
    const resting = Array.from(document.querySelectorAll(selector));
    return resting.length > 0 && resting.every((toast) => toast.getBoundingClientRect().top >= end);
  };
  await expect.poll(() => page.evaluate(restingToastsBelow, headerEnd)).toBe(true);
  await expectNoSeriousAxeViolations(page);
});

test('Settings has a section navigation, and each section its own address @mobile', async ({
  page,
  request,
}, testInfo) => {
  const member = await createMember(request, 'Quin', { skills_offered: ['Figma'], skills_wanted: ['Piano'] });
  await signInAt(page, member, testInfo);
  await page.goto('/settings/security');
  const sections = page.getByRole('navigation', { name: 'Settings sections' });
  await expect(sections.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Danger Zone' })).toHaveCount(0);
  await sections.getByRole('link', { name: 'Your data' }).click();
  await expect(page).toHaveURL(/\/settings\/data$/);
  await expect(page.getByRole('heading', { name: 'Danger Zone' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Security', level: 2 })).toHaveCount(0);
  const width = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(width).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
  await page.goto('/settings/nonsense');
  await expect(page).toHaveURL(/\/settings$/);
});
