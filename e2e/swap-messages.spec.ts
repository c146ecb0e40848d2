import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  signInThroughUi,
  test,
} from './support/member-session.ts';
import { sendSwapRequest } from './support/member-swaps.ts';
import { recordSentRequests } from './support/sent-requests.ts';

test.describe.configure({ timeout: 120_000 });

test('in a swap thread Enter sends, Shift+Enter starts a new line, and only web addresses become links', async ({
  page,
  request,
}) => {
  const ana = await createMember(request, 'Ana', {
    skills_offered: ['Origami'],
    skills_wanted: ['Juggling'],
  });
  const ben = await createMember(request, 'Ben', {
    skills_offered: ['Juggling'],
    skills_wanted: ['Origami'],
  });
  const swapId = await sendSwapRequest(request, ana, ben, {
    offeredSkill: 'Origami',
    requestedSkill: 'Juggling',
  });

  await signInThroughApi(page, ana);
  await page.goto(`/swaps/${swapId}`);
  const draft = page.getByLabel('Write a message');
  // A message of nothing but spaces is refused under the field, and nothing is sent.
  const sentMessages = recordSentRequests(page, 'POST', `/api/swaps/${swapId}/messages`);
  await draft.fill('  ');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(draft).toHaveAccessibleDescription(/^Message cannot be empty/);
  await expect(draft).toBeFocused();
  expect(sentMessages).toEqual([]);
  await draft.fill('Saturday works.');
  await draft.press('Shift+Enter');
  await draft.pressSequentially('Guide: https://example.com/cranes?fold=1.');
  await expect(draft).toHaveValue('Saturday works.\nGuide: https://example.com/cranes?fold=1.');
  await draft.press('Enter');
  await expect(draft).toHaveValue('');

  const messages = page.getByRole('listitem').filter({ hasText: 'Saturday works.' });
  await expect(messages).toHaveCount(1);
  await expect(messages.locator('p')).toHaveText(
    'Saturday works.\nGuide: https://example.com/cranes?fold=1.',
  );
  const link = messages.getByRole('link', { name: 'https://example.com/cranes?fold=1' });
  await expect(link).toHaveAttribute('href', 'https://example.com/cranes?fold=1');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(link).toHaveAttribute('target', '_blank');

  await draft.fill('Not links: javascript:alert(1) data:text/html,hi ftp://example.com/x');
  await draft.press('Enter');
  const plain = page.getByRole('listitem').filter({ hasText: 'Not links:' });
  await expect(plain).toContainText('javascript:alert(1) data:text/html,hi ftp://example.com/x');
  await expect(plain.getByRole('link')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('on a phone, the inbox shows who wrote with an unread count, opens the thread, and the writer sees it was read', async ({
  page,
  request,
}) => {
  const ana = await createMember(request, 'Ana', { skills_offered: ['Pottery'], skills_wanted: ['Chess'] });
  const ben = await createMember(request, 'Ben', { skills_offered: ['Chess'], skills_wanted: ['Pottery'] });
  const swapId = await sendSwapRequest(request, ben, ana, {
    offeredSkill: 'Chess',
    requestedSkill: 'Pottery',
  });
  const benAuth = { authorization: `Bearer ${ben.accessToken}` };
  const written = await request.post(`/api/swaps/${swapId}/messages`, {
    headers: benAuth,
    data: { body: 'Could we start with the Sicilian defence?' },
  });
  expect(written.status()).toBe(201);
  const messageId = ((await written.json()) as { id: string }).id;

  // Signed in at desktop width (the header's Account button), then on a phone.
  await signInThroughUi(page, ana);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Messages, 1 unread' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(ben.fullName) });
  await expect(row).toContainText('Could we start with the Sicilian defence?');
  await expect(row).toContainText('Chess ⇄ Pottery');
  await expect(row).toContainText('1 unread');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/swaps/${swapId}`));
  await page.getByRole('link', { name: /^Go to messages/ }).click();
  await expect(page).toHaveURL(/#messages$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Sicilian defence' })).toBeInViewport();
  await expect
    .poll(async () => {
      const thread = await request.get(`/api/swaps/${swapId}/messages`, { headers: benAuth });
      return ((await thread.json()) as { seenUpTo: string | null }).seenUpTo;
    })
    .toBe(messageId);
  await page.goto('/messages');
  await expect(page.getByRole('link', { name: new RegExp(ben.fullName) })).not.toContainText('unread');
});
