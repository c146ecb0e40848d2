import type { APIRequestContext } from '@playwright/test';
import { waitForMail } from './support/mailbox.ts';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  test,
  toast,
  type TestMember,
  openSignedIn,
} from './support/member-session.ts';
import { acceptSwap, sendSwapRequest } from './support/member-swaps.ts';
import { recordSentRequests } from './support/sent-requests.ts';

test.describe.configure({ timeout: 180_000 });

async function callAs(
  request: APIRequestContext,
  member: TestMember,
  method: 'post',
  url: string,
  data: object,
) {
  const response = await request[method](url, {
    headers: { authorization: `Bearer ${member.accessToken}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id?: string; data?: { id: string } };
}

const profile = (offers: string, wants: string) => ({
  skills_offered: [offers],
  skills_wanted: [wants],
  bio: 'Happy to trade an hour or two.',
});

test('blocking a member from their profile hides the two from each other, until unblocked', async ({
  browser,
  request,
}) => {
  const ana = await createMember(request, 'Ana', profile('Pottery', 'Welsh'));
  const ben = await createMember(request, 'Ben', profile('Welsh', 'Pottery'));
  const anaPage = await openSignedIn(browser, ana);
  const benPage = await openSignedIn(browser, ben);

  await anaPage.goto(`/members/${ben.id}`);
  await expect(anaPage.getByRole('heading', { level: 1, name: ben.fullName })).toBeVisible();
  await anaPage.getByRole('button', { name: 'Block', exact: true }).click();
  const dialog = anaPage.getByRole('dialog', { name: `Block ${ben.fullName}?` });
  await expect(dialog).toContainText('Requests waiting between you are withdrawn');
  await dialog.getByRole('button', { name: `Block ${ben.fullName}` }).click();
  await expect(toast(anaPage, `You blocked ${ben.fullName}`)).toBeVisible();
  await expect(anaPage).toHaveURL(/\/explore$/);

  // Neither finds the other any more: not on Explore, not on the profile page.
  await anaPage.goto(`/explore?q=${encodeURIComponent(ben.fullName)}`);
  await expect(anaPage.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await anaPage.goto(`/members/${ben.id}`);
  await expect(anaPage.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  await benPage.goto(`/explore?q=${encodeURIComponent(ana.fullName)}`);
  await expect(benPage.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await benPage.goto(`/members/${ana.id}`);
  await expect(benPage.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();

  // Ana lifts the block from Settings; Ben finds her again.
  await anaPage.goto('/settings');
  const blocked = anaPage.getByRole('list', { name: 'Blocked members' });
  await expect(blocked).toContainText(ben.fullName);
  await expectNoSeriousAxeViolations(anaPage);
  await blocked.getByRole('button', { name: `Unblock ${ben.fullName}` }).click();
  await expect(toast(anaPage, `You unblocked ${ben.fullName}`)).toBeVisible();
  await expect(anaPage.getByText('You have not blocked anyone.')).toBeVisible();
  await benPage.goto(`/members/${ana.id}`);
  await expect(benPage.getByRole('heading', { level: 1, name: ana.fullName })).toBeVisible();
});

test('a dispute has two sides: the disputed member is told, adds their statement, and both see them', async ({
  browser,
  request,
}) => {
  const ana = await createMember(request, 'Ana', profile('Pottery', 'Welsh'));
  const ben = await createMember(request, 'Ben', profile('Welsh', 'Pottery'));
  const swapId = await sendSwapRequest(request, ana, ben, {
    offeredSkill: 'Pottery',
    requestedSkill: 'Welsh',
  });
  await acceptSwap(request, ben, swapId);
  await callAs(request, ben, 'post', `/api/swaps/${swapId}/dispute`, {
    reason: 'Ana missed both of our planned sessions.',
  });
  const mail = await waitForMail(request, ana.email, `${ben.fullName} disputed your swap`);
  expect(mail.text).toContain('Add your side of the story on the swap page');

  const anaPage = await openSignedIn(browser, ana);
  await anaPage.goto(`/swaps/${swapId}`);
  const anaPanel = anaPage.getByRole('region', { name: 'Under review by SkillSwap' });
  await expect(anaPanel).toContainText('Dispute opened');
  await expect(anaPanel).toContainText(`${ben.fullName} opened the dispute`);
  await expect(anaPanel).toContainText('Ana missed both of our planned sessions.');
  // A statement too short to weigh is refused under the field, and nothing is sent.
  const statements = recordSentRequests(anaPage, 'write', /\/dispute\/statement$/);
  await anaPage.getByLabel('Your side of the story').fill('No.');
  await anaPage.getByRole('button', { name: 'Add Statement' }).click();
  await expect(anaPage.getByLabel('Your side of the story')).toHaveAccessibleDescription(
    'Please tell us what happened in at least 10 characters',
  );
  await expect(anaPage.getByLabel('Your side of the story')).toBeFocused();
  expect(statements).toEqual([]);
  await anaPage.getByLabel('Your side of the story').fill('I came both times; the studio was locked.');
  await anaPage.getByRole('button', { name: 'Add Statement' }).click();
  await expect(toast(anaPage, 'Statement sent to SkillSwap')).toBeVisible();
  await expect(anaPage.getByRole('button', { name: 'Edit your statement' })).toBeVisible();
  await expectNoSeriousAxeViolations(anaPage);

  const benPage = await openSignedIn(browser, ben);
  await benPage.goto(`/swaps/${swapId}`);
  const benPanel = benPage.getByRole('region', { name: 'Under review by SkillSwap' });
  await expect(benPanel).toContainText('You opened the dispute');
  await expect(benPanel).toContainText(`${ana.fullName} replied`);
  await expect(benPanel).toContainText('I came both times; the studio was locked.');
  await expect(benPage.getByRole('button', { name: 'Edit your statement' })).toHaveCount(0);
});

test('the reviewed member replies once under a review on their profile', async ({ browser, request }) => {
  const ana = await createMember(request, 'Ana', profile('Pottery', 'Welsh'));
  const ben = await createMember(request, 'Ben', profile('Welsh', 'Pottery'));
  const swapId = await sendSwapRequest(request, ben, ana, {
    offeredSkill: 'Welsh',
    requestedSkill: 'Pottery',
  });
  await acceptSwap(request, ana, swapId);
  const hours = { requesterHours: 1, recipientHours: 1 };
  await callAs(request, ben, 'post', `/api/swaps/${swapId}/confirm`, hours);
  await callAs(request, ana, 'post', `/api/swaps/${swapId}/confirm`, hours);
  await callAs(request, ben, 'post', `/api/swaps/${swapId}/review`, {
    rating: 4,
    comment: 'Patient, a bit late.',
  });
  // Reviews are double-blind (ADR 92): Ben's is published once Ana has reviewed him too.
  await callAs(request, ana, 'post', `/api/swaps/${swapId}/review`, { rating: 5 });

  const anaPage = await openSignedIn(browser, ana);
  await anaPage.goto(`/members/${ana.id}`);
  const reviewItem = anaPage.getByRole('listitem').filter({ hasText: 'Patient, a bit late.' });
  await reviewItem.getByRole('button', { name: 'Reply' }).click();
  const reply = reviewItem.getByLabel('Your reply');
  await reviewItem.getByRole('button', { name: 'Publish Reply' }).click();
  await expect(reply).toHaveAccessibleDescription('Write a reply');
  await expect(reply).toBeFocused();
  await reply.fill('Thank you! The bus was late, sorry.');
  await reviewItem.getByRole('button', { name: 'Publish Reply' }).click();
  await expect(toast(anaPage, 'Reply published')).toBeVisible();
  await expect(reviewItem).toContainText('Thank you! The bus was late, sorry.');
  await expect(reviewItem.getByRole('button', { name: 'Reply' })).toHaveCount(0);

  // Anyone reading the profile sees the reply under the review.
  const benPage = await openSignedIn(browser, ben);
  await benPage.goto(`/members/${ana.id}`);
  const seen = benPage.getByRole('listitem').filter({ hasText: 'Patient, a bit late.' });
  await expect(seen).toContainText('Thank you! The bus was late, sorry.');
  await expect(seen.getByRole('button', { name: 'Reply' })).toHaveCount(0);
});
