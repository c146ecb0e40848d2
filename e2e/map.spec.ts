import {
  callAsMember,
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  openSignedIn,
  test,
} from './support/member-session.ts';

test.describe.configure({ timeout: 120_000 });

// Issue 39 item 6 (ADR 175): a community's members on a map drawn with no tile server, grouped when close, usable
// from the keyboard, with the same in a list; a member who hides their city is counted, never placed.
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
  await callAsMember(request, olga, '/api/communities', {
    name,
    description: 'Neighbours on both sides of the Channel.',
    isOnline: false,
    city: 'Lyon',
    visibility: 'public',
    joinRule: 'open',
  });
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  for (const member of [ana, ben, cleo, dan]) {
    await callAsMember(request, member, `/api/communities/${slug}/join`, {});
  }

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
  await page.context().close();
});
