import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  callAsMember,
  openSignedIn,
  test,
  toast,
} from './support/member-session.ts';
import { createCommunity } from './support/community.ts';
import { recordSentRequests } from './support/sent-requests.ts';

test.describe.configure({ timeout: 120_000 });

test('a coordinator finds two quiet members and nudges one; she reads it in Arabic on her phone', async ({
  browser,
  request,
}) => {
  const profile = { skills_offered: ['Bread'], skills_wanted: ['Knitting'], bio: 'Flour everywhere.' };
  const olga = await createMember(request, 'Olga', profile);
  const ana = await createMember(request, 'Ana', profile);
  const ben = await createMember(request, 'Ben', profile);
  const name = `${olga.fullName} Exchange`;
  const slug = await createCommunity(request, olga, { name, members: [ana, ben] });
  // The bank's paper history: Ana taught Ben 100 days ago, and neither has exchanged since.
  const longAgo = new Date(Date.now() - 100 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await callAsMember(request, olga, `/api/communities/${slug}/recorded-exchanges/import`, {
    csv: `date,teacher_email,learner_email,hours,category\n${longAgo},${ana.email},${ben.email},1,Cooking\n`,
    dryRun: false,
  });
  await callAsMember(request, ana, '/api/me/language', { language: 'ar' }, 'PUT');

  // Olga, the owner, opens her community's activation queue on a laptop.
  const olgaPage = await openSignedIn(browser, olga, 1280);
  await olgaPage.goto(`/c/${slug}`);
  const queue = olgaPage.getByRole('region', { name: 'First exchanges' });
  await expect(queue.getByText('Nobody joined 30 to 180 days ago yet.')).toBeVisible();
  await expect(queue.getByRole('heading', { name: 'Never exchanged (0)' })).toBeVisible();
  const quiet = queue.getByRole('list', { name: 'Quiet for 60 days (2)' });
  await expect(quiet.getByRole('link', { name: ana.fullName, exact: true })).toBeVisible();
  await expect(quiet.getByRole('link', { name: ben.fullName, exact: true })).toBeVisible();

  await quiet.getByRole('button', { name: `Nudge ${ana.fullName}`, exact: true }).click();
  const message = quiet.getByLabel(`Message to ${ana.fullName}`);
  await expect(message).toHaveValue(/we have missed you/);
  // A blank message is refused under the field before anything is sent.
  const nudges = recordSentRequests(olgaPage, 'POST', /\/nudges$/);
  await message.fill('  ');
  await quiet.getByRole('button', { name: 'Send nudge' }).click();
  await expect(message).toHaveAccessibleDescription('Write a few words to the member');
  expect(nudges).toEqual([]);
  await message.fill('Ana, the Saturday bread group would love you back. Shall I pair you with someone?');
  await expect(quiet.getByRole('radio', { name: 'No suggestion' })).toBeChecked();
  await quiet.getByRole('button', { name: 'Send nudge' }).click();
  await expect(toast(olgaPage, `Nudge sent to ${ana.fullName}`)).toBeVisible();
  await expect(quiet.getByText(`Nudged by ${olga.fullName}`, { exact: false })).toBeVisible();
  const recent = queue.getByRole('list', { name: 'Recent nudges' });
  await expect(recent.getByRole('link', { name: ana.fullName, exact: true })).toBeVisible();
  await expect(recent.getByText('Waiting', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(olgaPage);

  // Sending the same nudge again within the week is refused in the form, and nothing is sent.
  await quiet.getByRole('button', { name: `Nudge ${ana.fullName}`, exact: true }).click();
  await quiet.getByRole('button', { name: 'Send nudge' }).click();
  await expect(quiet.getByRole('alert')).toContainText('less than a week ago');
  await quiet.getByRole('button', { name: 'Cancel' }).click();

  // The queue reads on a phone too, without sideways scroll.
  await olgaPage.setViewportSize({ width: 390, height: 900 });
  await expect(quiet).toBeVisible();
  await expect
    .poll(() => olgaPage.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);

  // Ana reads Olga's words in Arabic on her phone, right to left, and lands on the community's page.
  const anaPage = await openSignedIn(browser, ana, 390);
  await anaPage.goto('/swaps');
  await expect(anaPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await anaPage
    .getByRole('banner')
    .getByRole('button', { name: /الإشعارات/ })
    .click();
  // Names sit inside bidirectional isolates, so they read whole inside the Arabic sentence.
  await anaPage
    .getByRole('menuitem')
    .filter({ hasText: 'كتب إليك' })
    .filter({ hasText: 'the Saturday bread group would love you back' })
    .click();
  await expect(anaPage).toHaveURL(new RegExp(`/c/${slug}$`));
  await expect(anaPage.getByRole('heading', { name, level: 1 })).toBeVisible();
  // Members never see the queue: it is for coordinators.
  await expect(anaPage.getByRole('region', { name: 'التبادلات الأولى' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(anaPage);
  expect(await anaPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
