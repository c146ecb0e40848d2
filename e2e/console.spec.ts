import type { Page } from '@playwright/test';
import { consoleE2e } from './support/console-server.ts';
import { waitForMail } from './support/mailbox.ts';
import { createStaffMember, runOperatorCommand, signInToConsole } from './support/console-staff.ts';
import {
  accountButton,
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughUi,
  test,
  testClientAddress,
  toast,
} from './support/member-session.ts';
import { recordSentRequests } from './support/sent-requests.ts';

test('a member without a role finds no console at /admin', async ({ page, request }) => {
  const member = await createMember(request, 'Nora', undefined, { origin: consoleE2e.origin });
  await signInThroughUi(page, member, `${consoleE2e.origin}/auth`);
  await accountButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Console' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(`${consoleE2e.origin}/admin`);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});

test('an admin made with admin:grant signs in with a second factor and opens the console', async ({
  page,
  request,
}) => {
  const admin = await createStaffMember(request, 'Ines', 'admin');
  await signInToConsole(page, admin, '/');
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Console' }).click();
  await expect(page).toHaveURL(`${consoleE2e.origin}/admin/overview`);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(`${consoleE2e.origin}/admin/team`);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  await expect(page.getByText('Signed in as admin')).toBeVisible();
  const team = page.getByRole('listitem').filter({ hasText: admin.fullName });
  await expect(team.getByText('Admin', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // An Elite workshop with no host and no title is refused under those fields, before anything is sent.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Elite workshops' })
    .click();
  await page.getByRole('button', { name: 'Create Elite workshop' }).click();
  await expect(page.getByText('Choose the member who hosts it')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveAccessibleDescription(
    'Give the workshop a title',
  );
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
});

/** The page is no wider than the window: nothing makes a phone scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  // Polled: right after the window narrows, the charts still have the width they measured before, until their
  // resize observers run; a page that really is too wide stays too wide and fails.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

test('the overview shows the community in figures and two charts of the last 12 weeks, also at 390 px', async ({
  page,
  request,
}) => {
  const moderator = await createStaffMember(request, 'Otto', 'moderator');
  await signInToConsole(page, moderator, '/admin');
  await expect(page).toHaveURL(`${consoleE2e.origin}/admin/overview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const members = page.getByRole('definition').first();
  await expect(members).toHaveText(/^[1-9][\d,]*$/);
  await expect(page.getByText('Open reports')).toBeVisible();
  for (const name of ['Sign-ups per week', 'Completed swaps per week']) {
    const chart = page.getByRole('figure', { name });
    await expect(chart).toBeVisible();
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    // The text alternative: one row per week, for screen readers.
    await expect(chart.getByRole('table').getByRole('row')).toHaveCount(13);
  }
  // This week's sign-ups include the moderator who just joined.
  const signUps = page.getByRole('figure', { name: 'Sign-ups per week' }).getByRole('row').last();
  await expect(signUps.getByRole('cell')).not.toHaveText('0');
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('figure', { name: 'Completed swaps per week' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a moderator finds a member by name, opens their page and gives the verified badge, also at 390 px', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Wilhelmina', undefined, { origin: consoleE2e.origin });
  const moderator = await createStaffMember(request, 'Mona', 'moderator');
  await signInToConsole(page, moderator, '/admin/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel('Name or e-mail').fill(member.email.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('list', { name: 'Members found' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(member.email);
  await found.getByRole('link', { name: member.fullName }).click();

  await expect(page.getByRole('heading', { level: 1, name: member.fullName })).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SkillCoin statement' })).toBeVisible();
  // A moderator may give the badge but sees no role form: roles are for admins.
  await expect(page.getByLabel('Console role')).toHaveCount(0);
  await page.getByRole('button', { name: 'Give verified badge' }).click();
  await expect(page.getByText('This member has the verified badge.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove verified badge' })).toBeVisible();
  const trail = page.getByRole('region', { name: 'Audit trail' });
  await expect(trail.getByText('verified badge changed')).toBeVisible();
  await expect(trail.getByText(`by ${moderator.fullName}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: member.fullName })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('an admin changes a member’s plan and role from their page; a suspension needs a reason', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Persephone', undefined, { origin: consoleE2e.origin });
  const admin = await createStaffMember(request, 'Adele', 'admin');
  await signInToConsole(page, admin, `/admin/members?q=${encodeURIComponent(member.email)}`);
  await page.getByRole('link', { name: member.fullName }).click();
  await expect(page.getByRole('heading', { level: 1, name: member.fullName })).toBeVisible();
  // A suspension without a reason is refused under the field before anything is sent.
  const suspensions = recordSentRequests(page, 'any', /^\/api\/admin\/members\/[^/]+\/suspend$/);
  await page.getByLabel('Reason, mailed to the member').fill('   ');
  await page.getByRole('button', { name: 'Suspend member' }).click();
  await expect(page.getByLabel('Reason, mailed to the member')).toHaveAccessibleDescription(
    'Say why the member is suspended',
  );
  expect(suspensions).toEqual([]);
  await page.getByLabel('Plan').selectOption('elite');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Elite plan')).toBeVisible();
  await page.getByLabel('Console role').selectOption('moderator');
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Role changed to moderator')).toBeVisible();
  const trail = page.getByRole('region', { name: 'Audit trail' });
  await expect(trail.getByText('plan changed')).toBeVisible();
  await expect(trail.getByText('role changed')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the audit log lists operator actions and filters them by member and type, also at 390 px', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Theodora', undefined, { origin: consoleE2e.origin });
  const moderator = await createStaffMember(request, 'Audra', 'moderator');
  await signInToConsole(page, moderator, `/admin/members?q=${encodeURIComponent(member.email)}`);
  await page.getByRole('link', { name: member.fullName }).click();
  await page.getByRole('button', { name: 'Give verified badge' }).click();
  await expect(page.getByText('This member has the verified badge.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('About member (name or e-mail)').fill(member.email);
  await page.getByLabel('Type').selectOption('verified_badge_changed');
  await page.getByRole('button', { name: 'Filter' }).click();
  const events = page.getByRole('list', { name: 'Audit events' }).getByRole('listitem');
  await expect(events).toHaveCount(1);
  await expect(events).toContainText(`by ${moderator.fullName}`);
  await expect(events.getByRole('link', { name: member.fullName })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Unfiltered, the log names people and shortens other ids: no entry writes out a bare id.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => events.count()).toBeGreaterThan(1);
  expect(await page.getByRole('list', { name: 'Audit events' }).innerText()).not.toMatch(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i,
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(events.first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a moderator answers a contact message from the inbox and the sender gets the reply by mail', async ({
  page,
  request,
}) => {
  const sender = `writer.${Date.now().toString(36)}@example.com`;
  const subject = `Question ${Date.now().toString(36)}`;
  const sent = await request.post(`${consoleE2e.origin}/api/contact`, {
    data: { name: 'Wren Writer', email: sender, subject, message: 'Can I swap cooking for Welsh lessons?' },
  });
  expect(sent.status()).toBe(201);
  const moderator = await createStaffMember(request, 'Cleo', 'moderator');
  await signInToConsole(page, moderator, '/admin/contact');
  const message = page.getByRole('article', { name: subject });
  await expect(message.getByText('Can I swap cooking for Welsh lessons?')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // An empty reply is refused under the field before anything is sent.
  const replies = recordSentRequests(page, 'any', /\/reply$/);
  await message.getByRole('button', { name: 'Send reply' }).click();
  await expect(message.getByLabel('Reply')).toHaveAccessibleDescription('Write a reply');
  expect(replies).toEqual([]);
  await message.getByLabel('Reply').fill('Yes: list both skills on your profile and search Explore.');
  await message.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(page, 'Reply sent')).toBeVisible();
  const mail = await waitForMail(request, sender, `Re: ${subject}`);
  expect(mail.text).toContain('Yes: list both skills on your profile and search Explore.');
  expect(mail.html).toContain('SkillSwap');

  await page
    .getByRole('group', { name: 'Messages to show' })
    .getByRole('button', { name: 'Open', exact: true })
    .click();
  const opened = page.getByRole('article', { name: subject });
  await opened.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(toast(page, 'Message closed')).toBeVisible();
  await page
    .getByRole('group', { name: 'Messages to show' })
    .getByRole('button', { name: 'Closed', exact: true })
    .click();
  await expect(
    page.getByRole('article', { name: subject }).getByRole('button', { name: 'Reopen' }),
  ).toBeVisible();
});

test('an admin assigns a moderator as an organisation’s account manager, with the name its admins see', async ({
  page,
  request,
}) => {
  const owner = await createMember(request, 'Ezra', undefined, { origin: consoleE2e.origin });
  expect(await runOperatorCommand('member-enterprise', [owner.email])).toContain('is now on Enterprise');
  const name = `${owner.fullName} Guild`;
  const ownerHeaders = {
    authorization: `Bearer ${owner.accessToken}`,
    'x-forwarded-for': testClientAddress(),
  };
  const created = await request.post(`${consoleE2e.origin}/api/organisations`, {
    headers: ownerHeaders,
    data: { name },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = ((await created.json()) as { data: { slug: string } }).data;
  const manager = await createStaffMember(request, 'Mara', 'moderator');
  const admin = await createStaffMember(request, 'Aiko', 'admin');

  await signInToConsole(page, admin, '/admin/organisations');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(row.getByText('1 of 25 used')).toBeVisible();
  // Without a member of staff, and then without a name, nothing is sent: each is refused under its field.
  const assignments = recordSentRequests(page, 'any', /\/account-manager$/);
  await row.getByRole('button', { name: 'Assign' }).click();
  await expect(row.getByLabel('Member of staff')).toHaveAccessibleDescription('Choose a member of staff');
  await row.getByLabel('Member of staff').selectOption({ label: manager.fullName });
  await row.getByLabel('Name the organisation sees').fill(' ');
  await row.getByRole('button', { name: 'Assign' }).click();
  await expect(row.getByLabel('Name the organisation sees')).toHaveAccessibleDescription(
    'Give the name the organisation will see',
  );
  expect(assignments).toEqual([]);
  await row.getByLabel('Name the organisation sees').fill('');
  await row.getByLabel('Member of staff').selectOption('');
  await row.getByLabel('Member of staff').selectOption({ label: manager.fullName });
  // The account name is only proposed: staff choose what the organisation sees.
  await expect(row.getByLabel('Name the organisation sees')).toHaveValue(manager.fullName);
  await row.getByLabel('Name the organisation sees').fill('Mara from SkillSwap');
  await row.getByRole('button', { name: 'Assign' }).click();
  await expect(toast(page, `Account manager of ${name} saved`)).toBeVisible();
  await expect(row.getByText(`${manager.fullName}, shown as “Mara from SkillSwap”`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const seen = await request.get(`${consoleE2e.origin}/api/organisations/${slug}`, { headers: ownerHeaders });
  expect(((await seen.json()) as { data: { accountManager: string } }).data.accountManager).toBe(
    'Mara from SkillSwap',
  );
});
