import { randomUUID } from 'node:crypto';
import { test } from '@playwright/test';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughUi,
} from './support/member-session.ts';

test.describe.configure({ timeout: 120_000 });

/** Skills only this test lists, so seeded members and parallel tests cannot change its matches. */
function uniqueSkills() {
  const tag = [...randomUUID().slice(0, 6)].map((digit) => 'abcdefghijklmnop'[parseInt(digit, 16)]).join('');
  const skill = (name: string) => `${name} ${tag.charAt(0).toUpperCase()}${tag.slice(1)}`;
  return { beekeeping: skill('Beekeeping'), bookbinding: skill('Bookbinding'), pottery: skill('Pottery') };
}

test('a visitor is sent to sign in and back to Matches for you', async ({ page }) => {
  await page.goto('/matches');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fmatches$/);
});

test('a member sees who matches them and why, whatever the wording, and a swap circle', async ({
  page,
  request,
}) => {
  const skills = uniqueSkills();
  const maya = await createMember(request, 'Maya', {
    skills_offered: [`${skills.beekeeping} lessons`],
    skills_wanted: [skills.bookbinding],
  });
  // Mutual: teaches Maya bookbinding, wants beekeeping; written in other words.
  const ana = await createMember(request, 'Ana', {
    skills_offered: [`${skills.bookbinding.toLowerCase()} for beginners`],
    skills_wanted: [skills.beekeeping.toUpperCase()],
  });
  // A circle: Maya teaches Dan beekeeping, Dan teaches Cara pottery, Cara teaches Maya bookbinding.
  const dan = await createMember(request, 'Dan', {
    skills_offered: [skills.pottery],
    skills_wanted: [`Learn ${skills.beekeeping}`],
  });
  const cara = await createMember(request, 'Cara', {
    skills_offered: [`${skills.bookbinding} basics`],
    skills_wanted: [`${skills.pottery} classes`],
  });

  await signInThroughUi(page, maya, '/auth?redirect=%2Fmatches');
  await expect(page).toHaveURL(/\/matches$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Matches for you' })).toBeVisible();

  const cards = page.getByTestId('match-card');
  await expect(cards.first()).toContainText(ana.fullName);
  await expect(cards.first()).toContainText('Mutual match');
  await expect(cards.first()).toContainText(`Teaches ${skills.bookbinding}, wants ${skills.beekeeping}`);
  await expect(cards.first().getByRole('button', { name: 'Request Swap' })).toBeVisible();
  await expect(cards.filter({ hasText: cara.fullName })).toContainText('Can teach you');
  await expect(cards.filter({ hasText: dan.fullName })).toContainText('Wants to learn from you');

  const circle = page.getByTestId('circle-card').filter({ hasText: dan.fullName });
  await expect(circle).toContainText(`You teach ${dan.fullName} ${skills.beekeeping}`);
  await expect(circle).toContainText(`${dan.fullName} teaches ${cara.fullName} ${skills.pottery}`);
  await expect(circle).toContainText(`${cara.fullName} teaches you ${skills.bookbinding}`);
  // The sign-in toast belongs to the shared toaster; check the page itself once it has gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.goto('/explore');
  const section = page.getByRole('region', { name: 'Matches for you' });
  await expect(section.getByTestId('match-card').first()).toContainText(ana.fullName);
  await section.getByRole('link', { name: 'See all matches' }).click();
  await expect(page).toHaveURL(/\/matches$/);
});

test('a member turns the weekly match e-mail off in Settings, and it stays off', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Nia');
  await signInThroughUi(page, member, '/auth?redirect=%2Fsettings');
  const digest = page.getByRole('switch', { name: 'Weekly match e-mail' });
  await expect(digest).toBeChecked();
  await digest.click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Weekly match e-mail off' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Weekly match e-mail' })).not.toBeChecked();
});

test('on a desktop screen a match card shows the whole name of who matches, never cut short', async ({
  page,
  request,
}) => {
  const skills = uniqueSkills();
  const member = await createMember(request, 'Quentin', {
    skills_offered: [skills.pottery],
    skills_wanted: [skills.beekeeping],
  });
  // "Wants to learn from you", the longest kind badge, next to a long name: the case that read "Jon…".
  const partner = await createMember(request, 'Jonathan-Christopher', {
    skills_offered: [],
    skills_wanted: [skills.pottery],
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, member, '/auth?redirect=%2Fmatches');
  for (const path of ['/matches', '/explore']) {
    await page.goto(path);
    const card = page.getByTestId('match-card').filter({ hasText: partner.fullName });
    const name = card.getByRole('link', { name: partner.fullName, exact: true });
    await expect(name).toBeVisible();
    // The text as laid out must fit inside every box around it that clips (an ellipsis clips).
    const isCut = await name.evaluate((element: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      for (let box: HTMLElement | null = element; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') {
          const frame = box.getBoundingClientRect();
          if (text.left < frame.left - 1 || text.right > frame.right + 1) return true;
        }
        if (box.dataset.testid === 'match-card') break;
      }
      return false;
    });
    expect(isCut, `${partner.fullName} is cut short on ${path}`).toBe(false);
  }
});
