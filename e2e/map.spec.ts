import {
  callAsMember,
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  openSignedIn,
  switchTheme,
  test,
} from './support/member-session.ts';
import { createCommunity } from './support/community.ts';

test.describe.configure({ timeout: 120_000 });

// ADR 175: a community's members on a map drawn with no tile server, grouped when close,
// usable from the keyboard, with the same in a list; a member who hides their city is counted, never placed.
test('a member finds who is near on the community’s map at phone width, by keyboard and from the list', async ({
  browser,
  request,
}) => {
  const skills = { skills_offered: ['Bread'], skills_wanted: ['Knitting'] };
  const olga = await createMember(request, 'Olga', skills);
  const ana = await createMember(request, 'Ana', { ...skills, location_city: 'Lyon' });
  const ben = await createMember(request, 'Ben', { ...skills, location_city: 'Lyon' });
  const cleo = await createMember(request, 'Cleo', { ...skills, location_city: 'Leeds' });
  const dan = await createMember(request, 'Dan', { ...skills, location_city: 'Lyon' });
  await callAsMember(request, dan, '/api/rpc/update_privacy_settings', { _show_location_detail: 'hidden' });
  const name = `${olga.fullName} Map Club`;
  const slug = await createCommunity(request, olga, {
    name,
    members: [ana, ben, cleo, dan],
    city: 'Lyon',
    description: 'Neighbours on both sides of the Channel.',
  });

  const offer = { kind: 'offer', skill: 'Guitar', hours: 1, isOnline: false, city: 'Lyon', lifetimeDays: 14 };
  const postTitle = `${ben.fullName}'s sourdough lesson`;
  const hiddenTitle = `${dan.fullName}'s rye lesson`;
  await callAsMember(request, ben, '/api/board/posts', {
    ...offer,
    title: postTitle,
    description: 'Bring flour.',
  });
  await callAsMember(request, dan, '/api/board/posts', {
    ...offer,
    title: hiddenTitle,
    description: 'Bring flour.',
  });

  const page = await openSignedIn(browser, ana, 390);
  await page.goto(`/c/${slug}`);
  await page.getByRole('link', { name: 'Members’ map' }).click();
  await expect(page).toHaveURL(new RegExp(`/c/${slug}/map$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Members’ map' })).toBeVisible();
  // Olga gave no city and Dan hides his: both are counted, neither is placed.
  await expect(page.getByText('3 members are on the map.')).toBeVisible();
  await expect(
    page.getByText('2 more keep their city hidden or live somewhere the map does not know.'),
  ).toBeVisible();

  // The first view holds everyone: Cleo alone in Leeds, Ana and Ben together near Lyon.
  const list = page.getByRole('region', { name: 'In this view' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('2 members near Lyon')).toBeVisible();
  await expect(list.getByRole('link', { name: cleo.fullName })).toBeVisible();
  const map = page.getByRole('application', { name: 'Map of the community’s members' });
  await expect(map.getByRole('button', { name: '2 members near Lyon: zoom in' })).toBeVisible();
  await expect(map.locator('svg path').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Board posts come only when switched on (ADR 193): Ben's offer near Lyon, on the map and in the list, each
  // a way to the post; Dan hides his city, so his post is not there.
  await page.getByRole('checkbox', { name: 'Board posts' }).check();
  await expect(page.getByText('1 board post is on the map.')).toBeVisible();
  await expect(list.getByRole('link', { name: postTitle })).toHaveAttribute('href', /\/board\//);
  await expect(map.getByRole('link', { name: `Board post: ${postTitle}, near Lyon` })).toBeVisible();
  await expect(page.getByText(hiddenTitle)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('checkbox', { name: 'Board posts' }).uncheck();
  await expect(list.getByRole('link', { name: postTitle })).toHaveCount(0);

  // From the list, the group opens: Ana and Ben each by name, Cleo out of view.
  await list.getByRole('button', { name: '2 members near Lyon: zoom in' }).click();
  await expect(list.getByRole('link', { name: ana.fullName })).toBeVisible();
  await expect(list.getByRole('link', { name: ben.fullName })).toBeVisible();
  await expect(list.getByRole('link', { name: cleo.fullName })).toHaveCount(0);
  await expect(map.getByRole('link', { name: `${ben.fullName}, Lyon` })).toBeVisible();
  await expect(page.getByText(dan.fullName)).toHaveCount(0);

  // By keyboard: the map takes focus and − zooms out until Leeds is back in view.
  await map.focus();
  await expect(map).toBeFocused();
  for (let step = 0; step < 12; step += 1) {
    if ((await list.getByRole('link', { name: cleo.fullName }).count()) > 0) break;
    if ((await list.getByText(/3 members near/).count()) > 0) break;
    await page.keyboard.press('-');
    await expect(map).toHaveAttribute('aria-busy', 'false');
  }
  await expect(list.getByText(/3 members near|Cleo/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Show everyone' }).click();
  await expect(list.getByText('2 members near Lyon')).toBeVisible();

  // A member on the map is a way to their profile.
  await list.getByRole('button', { name: '2 members near Lyon: zoom in' }).click();
  await map.getByRole('link', { name: `${ben.fullName}, Lyon` }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${ben.id}$`));

  // Explore shows what a search finds on the same map: Ana by her name, near Lyon.
  await page.goto(`/explore?q=${encodeURIComponent(ana.fullName)}&view=map`);
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('1 member is on the map.')).toBeVisible();
  const found = page.getByRole('application', { name: 'Map of the members found' });
  await expect(found.getByRole('link', { name: `${ana.fullName}, Lyon` })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByRole('application')).toHaveCount(0);
  await expect(page).not.toHaveURL(/view=map/);
  await page.context().close();
});

// ADR 176: a coordinator names an area; its map and its impact report narrow to it, and the
// area's coordinator reads that report from the community's page.
test('a coordinator names an area with its coordinator, who opens its map and its impact report', async ({
  browser,
  request,
}) => {
  const skills = { skills_offered: ['Bread'], skills_wanted: ['Knitting'] };
  const olga = await createMember(request, 'Olga', skills);
  const cleo = await createMember(request, 'Cleo', { ...skills, location_city: 'Leeds' });
  const ana = await createMember(request, 'Ana', { ...skills, location_city: 'Lyon' });
  const name = `${olga.fullName} Area Club`;
  const slug = await createCommunity(request, olga, {
    name,
    members: [cleo, ana],
    description: 'Two cities, one exchange.',
  });

  const page = await openSignedIn(browser, olga, 1280);
  await switchTheme(page, 'dark');
  await page.goto(`/c/${slug}`);
  const areas = page.getByRole('region', { name: 'Areas' });
  await areas.getByRole('button', { name: 'Add an area' }).click();
  const form = areas.getByRole('form', { name: 'Add an area' });
  // Nothing to place the area by: refused in the form, nothing sent.
  await form.getByLabel('Name').fill('Yorkshire');
  await form.getByRole('button', { name: 'Save area' }).click();
  await expect(form.getByText('Give at least one city or postcode prefix')).toBeVisible();
  await form.getByLabel('Cities').fill('Leeds, Bradford');
  await form.getByLabel('Postcode prefixes').fill('ls6');
  await form.getByLabel('Area coordinator').selectOption({ label: cleo.fullName });
  await form.getByRole('button', { name: 'Save area' }).click();
  await expect(page.getByText('Yorkshire saved')).toBeVisible();
  await expect(areas.getByText('Leeds, Bradford, LS6')).toBeVisible();
  await expect(areas.getByText(`Area coordinator: ${cleo.fullName}`)).toBeVisible();
  await expect(areas.getByText('1 member shows a city here')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.context().close();

  // Cleo coordinates Yorkshire: its map holds her and not Ana in Lyon; its report is hers to read.
  const cleoPage = await openSignedIn(browser, cleo, 390);
  await cleoPage.goto(`/c/${slug}`);
  await cleoPage.getByRole('link', { name: 'Map of Yorkshire' }).click();
  await expect(cleoPage.getByRole('combobox', { name: 'Area', exact: true })).toHaveValue(/.+/);
  await expect(cleoPage.getByText('1 member is on the map.')).toBeVisible();
  const list = cleoPage.getByRole('region', { name: 'In this view' });
  await expect(list.getByRole('link', { name: cleo.fullName })).toBeVisible();
  await expect(list.getByRole('link', { name: ana.fullName })).toHaveCount(0);
  await cleoPage
    .getByRole('combobox', { name: 'Area', exact: true })
    .selectOption({ label: 'All of the community' });
  await expect(cleoPage.getByText('2 members are on the map.')).toBeVisible();

  await cleoPage.goto(`/c/${slug}`);
  await cleoPage.getByRole('link', { name: 'Impact report for Yorkshire' }).click();
  await expect(cleoPage.getByText(`${name}: Yorkshire`)).toBeVisible();
  await expect(cleoPage.getByRole('region', { name: 'Headline figures' })).toBeVisible();
  await expect(cleoPage.getByRole('region', { name: 'Value of an hour' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(cleoPage);
  await cleoPage.context().close();
});
