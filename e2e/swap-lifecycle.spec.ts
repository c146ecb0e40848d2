import type { Page } from '@playwright/test';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  test,
  toast,
  openSignedIn,
} from './support/member-session.ts';

test.describe.configure({ timeout: 180_000 });

/** Each member in their own browser context: separate cookies, separate session, their own address. */
const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

async function openSwapFromMySwaps(page: Page, box: string, otherName: string) {
  await page.goto(`/swaps?box=${box}`);
  await page.getByRole('link', { name: `Swap with ${otherName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Swap with ${otherName}` })).toBeVisible();
}

async function sendMessage(page: Page, text: string) {
  await page.getByLabel('Write a message').fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible();
}

async function confirmHours(page: Page) {
  await page.getByRole('button', { name: 'Confirm Hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the hours taught' });
  await dialog.getByRole('button', { name: 'Confirm Hours' }).click();
  await expect(dialog).toBeHidden();
}

async function review(page: Page, stars: number, comment: string) {
  await page.getByRole('radio', { name: new RegExp(`^${stars} stars?:`) }).click();
  await page.getByLabel('Comment (optional)').fill(comment);
  await page.getByRole('button', { name: 'Post Review' }).click();
  await expect(toast(page, 'Review posted. Thank you!')).toBeVisible();
}

test('two members swap from request to review: messages, confirmed hours, SkillCoin and rating', async ({
  browser,
  request,
}) => {
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
  const anaPage = await openSignedIn(browser, ana, 1280, { throughUi: true });
  const benPage = await openSignedIn(browser, ben, 1280, { throughUi: true });
  await expect(headerBalance(anaPage)).toHaveText('2 SC');

  // Ana asks for two hours of Sourdough in exchange for one hour of Watercolor.
  await anaPage.goto(`/explore?q=${encodeURIComponent(ben.fullName)}`);
  await anaPage
    .locator('ul[aria-label="Members"] > li')
    .filter({ hasText: ben.fullName })
    .getByRole('button', { name: 'Request Swap' })
    .click();
  const requestDialog = anaPage.getByRole('dialog', { name: `Request a swap with ${ben.fullName}` });
  await requestDialog.getByLabel('Hours you learn').fill('2');
  await requestDialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(anaPage, 'Swap request sent successfully!')).toBeVisible();

  // Ben sees it waiting for him and accepts; one SkillCoin is held from Ana, who will learn more.
  await benPage.reload();
  await expect(benPage.getByRole('banner').getByTestId('swaps-waiting-badge')).toHaveText('1');
  await openSwapFromMySwaps(benPage, 'incoming', ana.fullName);
  await expect(benPage.getByText(`${ana.fullName} is waiting for your answer`)).toBeVisible();
  await expectNoSeriousAxeViolations(benPage);
  await benPage.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(benPage, 'Swap accepted!')).toBeVisible();
  await expect(benPage.getByText(`${ana.fullName} has 1 SC held for this swap`)).toBeVisible();

  // They plan their sessions in the swap's thread.
  await openSwapFromMySwaps(anaPage, 'active', ben.fullName);
  await sendMessage(anaPage, 'Thanks Ben! Saturday morning for the first bread?');
  await benPage.reload();
  await expect(benPage.getByText('Thanks Ben! Saturday morning for the first bread?')).toBeVisible();
  await sendMessage(benPage, 'Saturday 9am works. Bring an apron!');
  await anaPage.reload();
  await expect(anaPage.getByText('Saturday 9am works. Bring an apron!')).toBeVisible();

  // Both confirm 1 hour of Watercolor and 2 of Sourdough: the swap completes and Ana pays Ben 1 SC.
  await confirmHours(anaPage);
  await expect(anaPage.getByText(`Waiting for ${ben.fullName} to confirm the hours`)).toBeVisible();
  await benPage.reload();
  await confirmHours(benPage);
  await expect(toast(benPage, 'Swap completed!')).toBeVisible();
  await expect(benPage.getByText('Settled: your balance changed by +1 SC.')).toBeVisible();
  await expect(headerBalance(benPage)).toHaveText('3 SC');
  await anaPage.reload();
  await expect(anaPage.getByText('Settled: your balance changed by -1 SC.')).toBeVisible();
  await expect(headerBalance(anaPage)).toHaveText('1 SC');
  await expectNoSeriousAxeViolations(anaPage);

  // Each reviews the other; Ana's rating shows on her Explore card. A review without a rating is refused.
  await anaPage.getByRole('button', { name: 'Post Review' }).click();
  await expect(anaPage.getByRole('radiogroup')).toHaveAccessibleDescription('Choose a rating from 1 to 5');
  await expect(anaPage.getByRole('radio', { name: /^1 star:/ })).toBeFocused();
  await review(anaPage, 5, 'Best bread lesson ever.');
  await review(benPage, 4, 'Clear and patient.');
  await expect(benPage.getByText(`You reviewed ${ana.fullName}. Thank you!`)).toBeVisible();
  await benPage.goto(`/explore?q=${encodeURIComponent(ana.fullName)}`);
  const anaCard = benPage.locator('ul[aria-label="Members"] > li').filter({ hasText: ana.fullName });
  await expect(anaCard.getByText('Rating 4')).toBeVisible();
  await expect(anaCard.getByText('Explorer')).toBeVisible();
  await benPage.goto(`/members/${ana.id}`);
  await expect(benPage.getByText('Clear and patient.')).toBeVisible();
  await expect(benPage.getByText('Explorer')).toBeVisible();

  // The statement lists the starter grant and the settlement.
  await anaPage.goto('/swaps?box=past');
  await expect(anaPage.getByText('Starter grant from the community fund')).toBeVisible();
  await expect(anaPage.getByText('Swap of Watercolor for Sourdough')).toBeVisible();
});

test('My Swaps explains each empty list to a new member', async ({ page, request }) => {
  const cleo = await createMember(request, 'Cleo');
  await signInThroughApi(page, cleo);
  await page.goto('/swaps');
  await expect(page.getByRole('heading', { level: 1, name: 'My Swaps' })).toBeVisible();
  await expect(page.getByText('No swaps in progress')).toBeVisible();
  await page.getByRole('tab', { name: 'Incoming' }).click();
  await expect(page.getByText('No requests waiting for you')).toBeVisible();
  await expect(page.getByText(/complete your profile .* to receive your 2 SC starter grant/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
