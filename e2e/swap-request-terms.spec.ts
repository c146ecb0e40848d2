import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  test,
  toast,
  openSignedIn,
} from './support/member-session.ts';
import { sendSwapRequest } from './support/member-swaps.ts';

test.describe.configure({ timeout: 150_000 });

test('the request dialog refuses a swap with no teaching and says what accepting will hold', async ({
  page,
  request,
}) => {
  const target = await createMember(request, 'Tomasz', {
    skills_offered: ['Chess'],
    skills_wanted: ['Knots'],
  });
  const requester = await createMember(request, 'Ines', {
    skills_offered: ['Knots'],
    skills_wanted: ['Chess'],
  });
  await signInThroughApi(page, requester);
  await page.goto(`/members/${target.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Request Swap' }).click();
  const dialog = page.getByRole('dialog', { name: `Request a swap with ${target.fullName}` });
  const effect = dialog.getByTestId('skill-coin-effect');
  await expect(effect).toHaveText('An even swap: when accepted, no SkillCoin is held from either of you.');

  await dialog.getByLabel('Hours you learn').fill('2');
  await expect(effect).toHaveText(
    'When accepted, 1 SC is held from your balance until the swap is completed.',
  );
  await dialog.getByLabel('Hours you teach').fill('3.5');
  await expect(effect).toHaveText(
    `When accepted, 1.5 SC is held from ${target.fullName}'s balance and comes to you when the swap is completed.`,
  );

  await dialog.getByLabel('Hours you teach').fill('0');
  await dialog.getByLabel('Hours you learn').fill('0');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(
    dialog.getByText('A swap needs some teaching: set the hours above 0 on at least one side'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Hours you teach')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);
  const sent = await request.get('/api/swap-requests', {
    headers: { authorization: `Bearer ${requester.accessToken}` },
  });
  expect(((await sent.json()) as { items: unknown[] }).items).toEqual([]);

  await dialog.getByLabel('Hours you teach').fill('1');
  await dialog.getByLabel('Hours you learn').fill('2');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, 'Swap request sent successfully!')).toBeVisible();
});

test('the requester edits a request until it is answered; the other member sees the new terms and their cost', async ({
  browser,
  request,
}) => {
  const ana = await createMember(request, 'Ana', {
    skills_offered: ['Welding'],
    skills_wanted: ['Salsa'],
    // A complete profile earns the 2 SC starter grant, which the hold below needs.
    bio: 'Welder by trade.',
  });
  const ben = await createMember(request, 'Ben', { skills_offered: ['Salsa'], skills_wanted: ['Welding'] });
  const swapId = await sendSwapRequest(request, ana, ben, {
    offeredSkill: 'Welding',
    requestedSkill: 'Salsa',
    message: 'Hello!',
  });

  const anaPage = await openSignedIn(browser, ana);
  await anaPage.goto(`/swaps/${swapId}`);
  await expect(anaPage.getByTestId('skill-coin-effect')).toHaveText(
    'An even swap: when accepted, no SkillCoin is held from either of you.',
  );
  await anaPage.getByRole('button', { name: 'Edit Request' }).click();
  const dialog = anaPage.getByRole('dialog', { name: 'Edit your request' });
  await expect(dialog.getByLabel('You teach', { exact: true })).toHaveValue('Welding');
  await dialog.getByLabel('You learn', { exact: true }).fill('Salsa for beginners');
  await dialog.getByLabel('Hours you learn').fill('3');
  await expect(dialog.getByTestId('skill-coin-effect')).toHaveText(
    'When accepted, 2 SC is held from your balance until the swap is completed.',
  );
  await expectNoSeriousAxeViolations(anaPage);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(anaPage, 'Request updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(anaPage.getByText('Salsa for beginners · 3 h')).toBeVisible();
  await expect(anaPage.getByText('You changed the request')).toBeVisible();

  const benPage = await openSignedIn(browser, ben);
  await benPage.goto(`/swaps/${swapId}`);
  await expect(benPage.getByText('Salsa for beginners · 3 h')).toBeVisible();
  await expect(benPage.getByTestId('skill-coin-effect')).toHaveText(
    `When accepted, 2 SC is held from ${ana.fullName}'s balance and comes to you when the swap is completed.`,
  );
  await expect(benPage.getByRole('button', { name: 'Edit Request' })).toHaveCount(0);
  await benPage.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(benPage, 'Swap accepted!')).toBeVisible();

  await anaPage.reload();
  await expect(anaPage.getByText(/2 SC held/)).toBeVisible();
  await expect(anaPage.getByRole('button', { name: 'Edit Request' })).toHaveCount(0);
});
