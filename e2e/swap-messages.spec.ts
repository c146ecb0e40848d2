import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughUi,
  test,
} from './support/member-session.ts';

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
  const sent = await request.post('/api/swap-requests', {
    headers: { authorization: `Bearer ${ana.accessToken}` },
    data: { targetId: ben.id, offeredSkill: 'Origami', requestedSkill: 'Juggling', message: '' },
  });
  expect(sent.status()).toBe(201);
  const swapId = ((await sent.json()) as { data: { id: string } }).data.id;

  await signInThroughUi(page, ana);
  await page.goto(`/swaps/${swapId}`);
  const draft = page.getByLabel('Write a message');
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
