import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  openSignedIn,
  test,
  toast,
} from './support/member-session.ts';
import { createCommunity } from './support/community.ts';
import { authorized } from './support/member-swaps.ts';

test.describe.configure({ timeout: 120_000 });

// ADR 181: a swap proposed from a community's member list is made in it, and its levy goes
// to the community fund when the swap settles.
test('a swap proposed from a community with a levy settles and the fund shows the levy', async ({
  browser,
  request,
}) => {
  const profile = { skills_offered: ['Bread'], skills_wanted: ['Knitting'], bio: 'Flour everywhere.' };
  const olga = await createMember(request, 'Olga', profile);
  const ana = await createMember(request, 'Ana', profile);
  const ben = await createMember(request, 'Ben', { ...profile, skills_offered: ['Knitting'] });
  const name = `${olga.fullName} Swap Bank`;
  const slug = await createCommunity(request, olga, { name, members: [ana, ben] });

  // Olga, the owner, takes a 10 % levy and has requests accepted after 14 days without an answer.
  const olgaPage = await openSignedIn(browser, olga, 1280);
  await olgaPage.goto(`/c/${slug}`);
  const rules = olgaPage.getByRole('region', { name: 'Exchange rules' });
  await rules.getByLabel('Levy (%, 0 to 10)').fill('10');
  await rules.getByLabel('Accept requests automatically after (days, 1 to 30)').fill('14');
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(toast(olgaPage, 'Rules saved')).toBeVisible();
  await expect(rules.getByText('Levy: 10 % of the hours paid goes to the community fund')).toBeVisible();
  await expect(
    rules.getByText(
      'Requests made in the community are accepted automatically after 14 days without an answer',
    ),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(olgaPage);

  // Ana proposes a swap to Ben from the community's member list: two hours of Knitting, paid in SkillCoin.
  const anaPage = await openSignedIn(browser, ana, 1280);
  await anaPage.goto(`/c/${slug}`);
  await anaPage
    .getByRole('link', { name: `Propose a swap to ${ben.fullName}, made in this community` })
    .click();
  await anaPage.getByRole('button', { name: 'Request Swap' }).click();
  const dialog = anaPage.getByRole('dialog', { name: `Request a swap with ${ben.fullName}` });
  await expect(dialog.getByLabel('Made in')).toHaveValue(/.+/);
  await expect(dialog.getByLabel('Made in').locator('option:checked')).toHaveText(name);
  await dialog.getByLabel('Hours you teach').fill('0');
  await dialog.getByLabel('Hours you learn').fill('2');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(anaPage, 'Swap request sent successfully!')).toBeVisible();

  // Ben accepts and both confirm the two hours.
  const sent = await request.get('/api/swap-requests', { headers: authorized(ana) });
  const swap = ((await sent.json()) as { items: { id: string; community: { name: string } | null }[] })
    .items[0]!;
  expect(swap.community?.name).toBe(name);
  const accepted = await request.post(`/api/swaps/${swap.id}/accept`, { headers: authorized(ben), data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  for (const member of [ana, ben]) {
    const confirmed = await request.post(`/api/swaps/${swap.id}/confirm`, {
      headers: authorized(member),
      data: { requesterHours: 0, recipientHours: 2 },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }

  // The swap's page names the community; the fund holds the levy, 10 % of the two hours paid.
  await anaPage.goto(`/swaps/${swap.id}`);
  await expect(anaPage.getByText(`Made in ${name}: its rules apply`)).toBeVisible();
  await expect(anaPage.getByRole('link', { name })).toHaveAttribute('href', `/c/${slug}`);
  await expectNoSeriousAxeViolations(anaPage);
  await olgaPage.reload();
  await expect(olgaPage.getByText('The fund holds 0.2 SC.', { exact: false })).toBeVisible();
  const benPage = await openSignedIn(browser, ben, 1280);
  await benPage.goto('/swaps');
  await expect(benPage.getByRole('banner').getByTestId('header-balance')).toHaveText('3.8 SC');
});
