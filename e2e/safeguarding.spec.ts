import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  openSignedIn,
  test,
  toast,
} from './support/member-session.ts';
import { createCommunity } from './support/community.ts';

test.describe.configure({ timeout: 150_000 });

test('a coordinator records a reference check and the member’s profile shows the badge', async ({
  browser,
  request,
}) => {
  const profile = { skills_offered: ['Bread'], skills_wanted: ['Knitting'], bio: 'Flour everywhere.' };
  const olga = await createMember(request, 'Olga', profile);
  const ana = await createMember(request, 'Ana', profile);
  const name = `${olga.fullName} Safe Bank`;
  const slug = await createCommunity(request, olga, { name, members: [ana] });

  // Olga, the owner, opens her community's page on a laptop and finds the Safeguarding section.
  const page = await openSignedIn(browser, olga, 1280);
  await page.goto(`/c/${slug}`);
  const safeguarding = page.getByRole('region', { name: 'Safeguarding' });
  await expect(safeguarding.getByText('No member has a vetting record or a flag yet.')).toBeVisible();

  // She chooses Ana and records that her references were checked yesterday (UTC), with a short note.
  await safeguarding.getByLabel('Member', { exact: true }).selectOption({ label: ana.fullName });
  const vetting = safeguarding.getByRole('form', { name: `Vetting of ${ana.fullName}` });
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await vetting.getByLabel('References checked on').fill(yesterday);
  await vetting.getByLabel('Note (never a document)').fill('Two references, by phone');
  await vetting.getByRole('button', { name: 'Save vetting' }).click();
  await expect(toast(page, `Vetting of ${ana.fullName} saved; they are told`)).toBeVisible();
  await expect(vetting.getByText(`by ${olga.fullName}`)).toBeVisible();
  // The section, its switches and the open record hold no serious accessibility violation in either theme.
  await expectNoSeriousAxeViolations(page);

  // A flag needs its reason, checked before it is sent; lifting it empties the form again.
  const flag = safeguarding.getByRole('form', { name: 'Flag', exact: true });
  await flag.getByRole('button', { name: 'Flag member' }).click();
  await expect(flag.getByRole('alert')).toHaveText('Say why the member is flagged');
  await flag.getByLabel('Reason (only coordinators read it)').fill('Asked for a member’s address twice');
  await flag.getByRole('button', { name: 'Flag member' }).click();
  await expect(toast(page, `${ana.fullName} is flagged`)).toBeVisible();
  await flag.getByRole('button', { name: 'Lift flag' }).click();
  await expect(toast(page, `Flag of ${ana.fullName} lifted; they are told`)).toBeVisible();
  await expect(flag.getByLabel('Reason (only coordinators read it)')).toHaveValue('');
  // The requirements are switches only (nothing a member types can be refused): one switched on is saved with
  // the community's other rules unchanged.
  const saves: unknown[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && new URL(sent.url()).pathname === `/api/communities/${slug}/rules`) {
      saves.push(sent.postDataJSON());
    }
  });
  const flaggedApproval = safeguarding.getByLabel(
    'A second coordinator approves exchanges involving a flagged member',
  );
  await flaggedApproval.check();
  await safeguarding.getByRole('button', { name: 'Save requirements' }).click();
  await expect(toast(page, 'Requirements saved')).toBeVisible();
  expect(saves).toEqual([
    expect.objectContaining({ requireFlaggedApproval: true, requireVettingInPerson: false }),
  ]);

  // The member list shows the badge next to Ana, and nothing more.
  const members = page.getByRole('region', { name: /^Members/ });
  await expect(
    members.getByRole('listitem').filter({ hasText: ana.fullName }).getByText('Reference checked'),
  ).toBeVisible();
  await expect(members.getByText('Two references, by phone')).toHaveCount(0);

  // Ana's profile shows "Reference checked in <community>".
  await page.goto(`/members/${ana.id}`);
  await expect(page.getByText(`Reference checked in ${name}`)).toBeVisible();
  await expect(page.getByText('Two references, by phone')).toHaveCount(0);
  await page.close();
});
