import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  openSignedIn,
  signInThroughApi,
  test,
  toast,
  type TestMember,
} from './support/member-session.ts';
import { recordSentRequests } from './support/sent-requests.ts';

test.describe.configure({ timeout: 120_000 });

test('a member creates a community joined by approval, another asks from a phone, the owner approves and grants from the fund', async ({
  browser,
  request,
}) => {
  // Complete profiles earn the 2 SC starter grant, which Ana gives to the fund and grants on to Ben.
  const profile = { skills_offered: ['Pottery'], skills_wanted: ['Knitting'], bio: 'Clay on my hands.' };
  const ana = await createMember(request, 'Ana', profile);
  const ben = await createMember(request, 'Ben', { ...profile, skills_offered: ['Knitting'] });
  const name = `${ana.fullName} Kiln Club`;

  // Ana creates the community from /communities; the form explains what is wrong before it is right.
  const anaPage = await openSignedIn(browser, ana);
  await anaPage.goto('/communities');
  await anaPage.getByRole('button', { name: 'Create community' }).click();
  const dialog = anaPage.getByRole('dialog', { name: 'Create community' });
  await dialog.getByLabel('Name').fill('K');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Give the community a name of 3 characters or more')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill(name);
  // A community that meets in a city names it, before anything is sent.
  await dialog.getByLabel('Where').selectOption('in-person');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByLabel('City')).toHaveAccessibleDescription(
    'Name the city of an in-person community',
  );
  await dialog.getByLabel('Where').selectOption('online');
  await dialog.getByLabel('Description').fill('We fire pots together on Saturdays.');
  await dialog.getByLabel('How members join').selectOption('approval');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(anaPage, `${name} is ready`)).toBeVisible();
  await expect(anaPage.getByRole('heading', { level: 1, name })).toBeVisible();
  const slug = new URL(anaPage.url()).pathname.split('/').at(-1)!;

  // Ben finds it on a 390 px phone and asks to join.
  const benPage = await openSignedIn(browser, ben, 390);
  await benPage.goto('/communities');
  await benPage.getByLabel('Search communities').fill(ana.fullName);
  await benPage.getByRole('button', { name: 'Search' }).click();
  await benPage.getByRole('link', { name }).click();
  await expect(benPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await benPage.getByRole('button', { name: 'Ask to join' }).click();
  await expect(toast(benPage, 'Request sent: a coordinator will decide')).toBeVisible();
  await expect(benPage.getByText('Request pending')).toBeVisible();
  await expectNoSeriousAxeViolations(benPage);
  expect(await benPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Ana approves him, gives to the fund, and grants him a SkillCoin from it.
  await anaPage.goto(`/c/${slug}`);
  await expect(anaPage.getByRole('heading', { name: 'Asking to join' })).toBeVisible();
  await anaPage.getByRole('button', { name: `Approve ${ben.fullName}` }).click();
  await expect(toast(anaPage, `${ben.fullName} is a member now`)).toBeVisible();
  await expect(anaPage.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
  // Who let Ben in, and when, stays on the page for the coordinators.
  const decisions = anaPage.getByRole('region', { name: 'Decisions on members' });
  await expect(decisions.getByText(`${ana.fullName} approved ${ben.fullName}`)).toBeVisible();
  await expect(anaPage.getByRole('banner').getByTestId('header-balance')).toHaveText('2 SC');
  const gift = anaPage.getByLabel('Give (SC)');
  // Nothing is given: the amount is refused under the field before any confirmation.
  await gift.fill('0');
  await anaPage.getByRole('button', { name: 'Give to the fund' }).click();
  await expect(gift).toHaveAccessibleDescription('The amount must be more than 0');
  await expect(gift).toBeFocused();
  await gift.fill('2');
  await anaPage.getByRole('button', { name: 'Give to the fund' }).click();
  // A gift is not taken back: it is confirmed first, and the header's balance follows it.
  const confirmGift = anaPage.getByRole('alertdialog', { name: `Give 2 SC to ${name}?` });
  await expect(confirmGift).toBeVisible();
  await confirmGift.getByRole('button', { name: 'Give 2 SC' }).click();
  await expect(toast(anaPage, 'Thank you for giving to the fund')).toBeVisible();
  await expect(anaPage.getByRole('banner').getByTestId('header-balance')).toHaveText('0 SC');
  // With nothing left, the server refuses another gift, and says why under the amount.
  await gift.fill('1');
  await anaPage.getByRole('button', { name: 'Give to the fund' }).click();
  await anaPage
    .getByRole('alertdialog', { name: `Give 1 SC to ${name}?` })
    .getByRole('button', { name: 'Give 1 SC' })
    .click();
  await expect(gift).toHaveAccessibleDescription(/^You can give at most what you have available: 0 SC\./);
  // A grant to nobody, of nothing, is refused under its fields before anything is sent.
  const grants = recordSentRequests(anaPage, 'POST', /\/fund\/grants$/);
  await anaPage.getByLabel('Amount (SC)').fill('0');
  await anaPage.getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(anaPage.getByLabel('Grant to')).toHaveAccessibleDescription(
    'Choose a member of the community',
  );
  await expect(anaPage.getByLabel('Amount (SC)')).toHaveAccessibleDescription(
    'The amount must be more than 0',
  );
  expect(grants).toEqual([]);
  await anaPage.getByLabel('Grant to').selectOption({ label: ben.fullName });
  await anaPage.getByLabel('Amount (SC)').fill('1.5');
  await anaPage.getByLabel('Note (optional)').fill('Welcome to the kiln');
  await anaPage.getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(toast(anaPage, 'Grant made')).toBeVisible();
  await expect(anaPage.getByText('The fund holds 0.5 SC.', { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolations(anaPage);

  // Ben, now a member, reads the fund's statement: the gift and his grant.
  await benPage.reload();
  await expect(benPage.getByRole('button', { name: 'Leave' })).toBeVisible();
  const statement = benPage.getByRole('table', {
    name: 'Every movement of the community fund, newest first',
  });
  await expect(statement.getByRole('row')).toHaveCount(3);
  await expect(statement.getByText(`Grant to ${ben.fullName}`)).toBeVisible();
  await expect(statement.getByText(`Gift from ${ana.fullName}`)).toBeVisible();

  // Ana posts an announcement; Ben's open page shows it without a reload, as chat does. Spaces alone are
  // refused under the field first.
  await anaPage.getByLabel('New announcement').fill('   ');
  await anaPage.getByRole('button', { name: 'Post announcement' }).click();
  await expect(anaPage.getByLabel('New announcement')).toHaveAccessibleDescription('Write the announcement');
  await anaPage.getByLabel('New announcement').fill('The kiln is fired on Sunday this week.');
  await anaPage.getByRole('button', { name: 'Post announcement' }).click();
  await expect(toast(anaPage, 'Announcement posted')).toBeVisible();
  await expect(benPage.getByText('The kiln is fired on Sunday this week.')).toBeVisible();
});

test('Explore and Matches can show one of the member’s communities only, private ones included', async ({
  page,
  request,
}) => {
  const bearer = (member: TestMember) => ({ authorization: `Bearer ${member.accessToken}` });
  const profile = { skills_offered: ['Weaving'], skills_wanted: ['Dyeing'], bio: 'Looms and yarn.' };
  const owner = await createMember(request, 'Oona', profile);
  const inside = await createMember(request, 'Ines', { ...profile, skills_offered: ['Dyeing'] });
  const outside = await createMember(request, 'Otto', { ...profile, skills_offered: ['Dyeing'] });
  const tag = owner.fullName.split(' ')[1]!;
  // A private community joined by its link: Ines is in it, Otto is not.
  const created = await request.post('/api/communities', {
    headers: bearer(owner),
    data: {
      name: `${tag} Loom Circle`,
      isOnline: true,
      visibility: 'private',
      joinRule: 'invitation',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const community = ((await created.json()) as { data: { slug: string; name: string } }).data;
  const detail = await request.get(`/api/communities/${community.slug}`, { headers: bearer(owner) });
  const { inviteToken } = ((await detail.json()) as { data: { inviteToken: string } }).data;
  const joined = await request.post(`/api/communities/${community.slug}/join`, {
    headers: bearer(inside),
    data: { invite: inviteToken },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  await signInThroughApi(page, owner);
  await page.goto('/explore?q=Dyeing');
  const results = page.getByRole('list', { name: 'Members' });
  await expect(results.getByText(outside.fullName)).toBeVisible();
  await page.getByLabel('Show', { exact: true }).selectOption({ label: `Members of ${community.name}` });
  await expect(page).toHaveURL(new RegExp(`community=${community.slug}`));
  await expect(results.getByText(inside.fullName)).toBeVisible();
  await expect(results.getByText(outside.fullName)).toHaveCount(0);

  await page.goto('/matches');
  await expect(page.getByText(outside.fullName).first()).toBeVisible();
  await page.getByLabel('Show', { exact: true }).selectOption({ label: `Members of ${community.name}` });
  await expect(page.getByText(inside.fullName).first()).toBeVisible();
  await expect(page.getByText(outside.fullName)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
