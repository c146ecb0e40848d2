import type { APIRequestContext } from '@playwright/test';

import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  test,
  testClientAddress,
  toast,
  type TestMember,
  openSignedIn,
} from './support/member-session.ts';

test.describe.configure({ timeout: 120_000 });

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
  const anaPage = await openSignedIn(browser, ana, 1280, { theme: 'light' });
  await anaPage.goto('/board?mine=true');
  await expect(anaPage.getByRole('heading', { name: 'You have no posts yet' })).toBeVisible();
  await anaPage.getByRole('button', { name: 'New post' }).click();
  const dialog = anaPage.getByRole('dialog', { name: 'New post' });
  // A post without a title is refused under the field, which takes focus.
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription(
    'Give the post a title of 3 characters or more',
  );
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('My starter will not rise. An hour of advice, please.');
  await dialog.getByLabel('Skill').fill('sourdough baking');
  await dialog.getByLabel('Hours').fill('1');
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(toast(anaPage, 'Your post is on the board')).toBeVisible();
  await expect(anaPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(anaPage.getByText('No responses yet.')).toBeVisible();

  // Ben finds it on a 390 px phone with filters in the address, and responds.
  const benPage = await openSignedIn(browser, ben, 390, { theme: 'light' });
  await benPage.goto(`/board?kind=need&q=${encodeURIComponent(ana.fullName)}`);
  await expect(benPage.getByRole('combobox', { name: 'Needs or offers' })).toHaveValue('need');
  await expectNoSeriousAxeViolations(benPage);
  expect(await benPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await benPage.getByRole('link', { name: title }).click();
  await expect(benPage.getByText('You offer to teach Baking for 1 h.')).toBeVisible();
  // A control character (pasted from somewhere) is refused under the message.
  await benPage.getByLabel('Message (optional)').fill('Feed it\u0007');
  await benPage.getByRole('button', { name: 'Respond' }).click();
  await expect(benPage.getByLabel('Message (optional)')).toHaveAccessibleDescription(
    'Must not contain control characters',
  );
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

/** What a member does through the API (set-up only): answers the JSON body, failing on any error. */
async function apiAs<T>(
  request: APIRequestContext,
  member: TestMember,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
) {
  const response = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${member.accessToken}`, 'x-forwarded-for': testClientAddress() },
    ...(data ? { data } : {}),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

for (const [width, theme] of [
  [390, 'dark'],
  [1280, 'light'],
] as const) {
  test(`the board finds posts near a city and in a community, at ${width} px in the ${theme} theme`, async ({
    browser,
    request,
  }) => {
    const bio = 'Happy to trade an hour or two.';
    const cara = await createMember(request, 'Cara', {
      skills_offered: ['Guitar'],
      skills_wanted: ['Python'],
      bio,
    });
    const dan = await createMember(request, 'Dan', {
      skills_offered: ['Python'],
      skills_wanted: ['Guitar'],
      bio,
    });
    const tag = cara.fullName.split(' ')[1]!;
    const community = await apiAs<{ data: { slug: string; name: string } }>(
      request,
      cara,
      'POST',
      '/api/communities',
      {
        name: `${tag} Circle`,
        description: 'We meet online on Thursdays.',
        isOnline: true,
        visibility: 'private',
        joinRule: 'invitation',
      },
    );
    const need = (title: string, extra: object) => ({
      kind: 'need',
      title,
      description: 'An hour would do.',
      skill: 'Python',
      hours: 1,
      lifetimeDays: 14,
      ...extra,
    });
    await apiAs(
      request,
      cara,
      'POST',
      '/api/board/posts',
      need(`${tag} in Porto`, { isOnline: false, city: 'Porto' }),
    );
    await apiAs(
      request,
      cara,
      'POST',
      '/api/board/posts',
      need(`${tag} in Lisbon`, { isOnline: false, city: 'Lisbon' }),
    );
    await apiAs(
      request,
      cara,
      'POST',
      '/api/board/posts',
      need(`${tag} for the circle`, { isOnline: true, community: community.data.slug }),
    );

    // Cara looks for posts near Porto: Lisbon (about 275 km away) appears once she widens the radius.
    const page = await openSignedIn(browser, cara, width, { theme });
    await page.goto(`/board?q=${tag}`);
    await expect(page.getByRole('link', { name: `${tag} for the circle` })).toBeVisible();
    await page.getByLabel('Near (city)').fill('Porto');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/near=Porto/);
    await expect(page.getByRole('link', { name: `${tag} in Porto` })).toBeVisible();
    await expect(page.getByRole('link', { name: `${tag} in Lisbon` })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Within' }).selectOption('500');
    await expect(page.getByRole('link', { name: `${tag} in Lisbon` })).toBeVisible();
    await expect(page.getByRole('link', { name: `${tag} for the circle` })).toHaveCount(0);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Her private community's posts, by the Community filter, best match first.
    await page.goto(`/board?q=${tag}`);
    await page.getByRole('combobox', { name: 'Community' }).selectOption(community.data.slug);
    await expect(page).toHaveURL(new RegExp(`community=${community.data.slug}`));
    await expect(page.getByRole('link', { name: `${tag} for the circle` })).toBeVisible();
    await expect(page.getByRole('link', { name: `${tag} in Porto` })).toHaveCount(0);
    await expect(page.getByText(`In ${community.data.name}`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Order' }).selectOption('best');
    await expect(page).toHaveURL(/sort=best/);
    await expect(page.getByRole('link', { name: `${tag} for the circle` })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Dan is not in the circle: its post is not on his board, even best match first, where it would fit him.
    const danPage = await openSignedIn(browser, dan, width, { theme });
    await danPage.goto(`/board?q=${tag}&sort=best`);
    await expect(danPage.getByRole('link', { name: `${tag} in Porto` })).toBeVisible();
    await expect(danPage.getByText('Fits your skills').first()).toBeVisible();
    await expect(danPage.getByRole('link', { name: `${tag} for the circle` })).toHaveCount(0);
    await expectNoSeriousAxeViolations(danPage);
  });
}
