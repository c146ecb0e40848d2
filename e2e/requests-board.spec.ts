import type { Browser, Page } from '@playwright/test';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughUi,
  test,
  testClientAddress,
  toast,
  type TestMember,
} from './support/member-session.ts';

test.describe.configure({ timeout: 120_000 });

async function openAs(browser: Browser, member: TestMember, width = 1280): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() } });
  const page = await context.newPage();
  await signInThroughUi(page, member);
  // Signed in where the Account menu is in the header; then the width the member browses at.
  await page.setViewportSize({ width, height: 900 });
  return page;
}

test('a member posts a need, another responds from a phone, the author accepts and the need is filled', async ({
  browser,
  request,
}) => {
  // Complete profiles earn the 2 SC starter grant: Ana will learn an hour, so one is held when she accepts.
  const bio = 'Happy to trade an hour or two.';
  const ana = await createMember(request, 'Ana', {
    skills_offered: ['Watercolor'],
    skills_wanted: ['Sourdough'],
    bio,
  });
  const ben = await createMember(request, 'Ben', {
    skills_offered: ['Sourdough'],
    skills_wanted: ['Watercolor'],
    bio,
  });
  const title = `Sourdough starter help for ${ana.fullName}`;

  // Ana posts a need from the board's "New post" dialog, in her own words for the skill (Baking).
  const anaPage = await openAs(browser, ana);
  await anaPage.goto('/board?mine=true');
  await expect(anaPage.getByRole('heading', { name: 'You have no posts yet' })).toBeVisible();
  await anaPage.getByRole('button', { name: 'New post' }).click();
  const dialog = anaPage.getByRole('dialog', { name: 'New post' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('My starter will not rise. An hour of advice, please.');
  await dialog.getByLabel('Skill').fill('sourdough baking');
  await dialog.getByLabel('Hours').fill('1');
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(toast(anaPage, 'Your post is on the board')).toBeVisible();
  await expect(anaPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(anaPage.getByText('No responses yet.')).toBeVisible();

  // Ben finds it on a 390 px phone with filters in the address, and responds.
  const benPage = await openAs(browser, ben, 390);
  await benPage.goto(`/board?kind=need&q=${encodeURIComponent(ana.fullName)}`);
  await expect(benPage.getByRole('combobox', { name: 'Needs or offers' })).toHaveValue('need');
  await expectNoSeriousAxeViolations(benPage);
  expect(await benPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await benPage.getByRole('link', { name: title }).click();
  await expect(benPage.getByText('You offer to teach Baking for 1 h.')).toBeVisible();
  await benPage.getByLabel('Message (optional)').fill('Feed it twice a day; I can show you.');
  await benPage.getByRole('button', { name: 'Respond' }).click();
  await expect(benPage.getByText(`Your response went to ${ana.fullName} as a swap request.`)).toBeVisible();
  await expectNoSeriousAxeViolations(benPage);

  // Ana sees the response on her post and accepts it as any swap request.
  await anaPage.reload();
  await expect(anaPage.getByRole('heading', { name: 'Responses (1)' })).toBeVisible();
  await expectNoSeriousAxeViolations(anaPage);
  await anaPage.getByRole('link', { name: 'Open to accept or decline' }).click();
  await expect(anaPage.getByText(`Re: your board post "${title}"`)).toBeVisible();
  await anaPage.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(anaPage, 'Swap accepted!')).toBeVisible();

  // The need filled itself: it closed, and Ana can reopen it.
  await anaPage.goBack();
  await anaPage.reload();
  await expect(anaPage.getByText('Closed: filled')).toBeVisible();
  await expect(anaPage.getByRole('button', { name: 'Reopen' })).toBeVisible();
});
