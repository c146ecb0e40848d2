import { consoleE2e } from './support/console-server.ts';
import { runOperatorCommand } from './support/console-staff.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  test,
  toast,
  openSignedIn,
} from './support/member-session.ts';
import { recordSentRequests } from './support/sent-requests.ts';

// Organisations (ADR 122). Enterprise is arranged by an operator (`member:enterprise`), whose commands reach
// a server through its data folder (ADR 53): the console journeys' server keeps one.
const origin = consoleE2e.origin;
test.use({ baseURL: origin });
test.describe.configure({ timeout: 150_000 });

test('an Enterprise account creates its organisation, invites a member by e-mail, who accepts from a phone', async ({
  browser,
  request,
}) => {
  const owner = await createMember(request, 'Olive', undefined, { origin });
  const ben = await createMember(request, 'Ben', undefined, { origin });
  expect(await runOperatorCommand('member-enterprise', [owner.email])).toContain('is now on Enterprise');
  const name = `${owner.fullName} Labs`;

  // Ben, on Free and a 390 px phone in the dark theme, sees organisations locked with the way to get them.
  const benPage = await openSignedIn(browser, ben, 390, { theme: 'dark' });
  await benPage.goto('/communities');
  await expect(benPage.getByText('Included with Enterprise: Organisations with seats.')).toBeVisible();

  // The owner creates the organisation from /communities and invites Ben by e-mail.
  const ownerPage = await openSignedIn(browser, owner, 1280, { theme: 'light' });
  await ownerPage.goto('/communities');
  const organisationName = ownerPage.getByLabel('Organisation name');
  // A name too short is refused under the field, which takes focus.
  await organisationName.fill('AB');
  await ownerPage.getByRole('button', { name: 'Create organisation' }).click();
  await expect(organisationName).toHaveAccessibleDescription(
    'Give the organisation a name of 3 characters or more',
  );
  await expect(organisationName).toBeFocused();
  await organisationName.fill(name);
  await ownerPage.getByRole('button', { name: 'Create organisation' }).click();
  await expect(toast(ownerPage, 'Your organisation is ready')).toBeVisible();
  await expect(ownerPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(ownerPage.getByText('1 of 25 seats used')).toBeVisible();
  // An address that is not one is refused under the field before anything is sent.
  const invitations = recordSentRequests(ownerPage, 'POST', /\/invitations$/);
  await ownerPage.getByLabel('Invite by e-mail').fill('ben at example');
  await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
  await expect(ownerPage.getByLabel('Invite by e-mail')).toHaveAccessibleDescription('Invalid email address');
  expect(invitations).toEqual([]);
  await ownerPage.getByLabel('Invite by e-mail').fill(ben.email);
  await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(ownerPage, `Invitation sent to ${ben.email}`)).toBeVisible();
  await expect(ownerPage.getByText('2 of 25 seats used')).toBeVisible();
  await expect(
    ownerPage.getByRole('button', { name: `Revoke the invitation to ${ben.email}` }),
  ).toBeVisible();
  await expect(ownerPage.getByText('Invitation link')).toHaveCount(0);
  await expectNoSeriousAxeViolations(ownerPage);

  // Ben follows the mailed link and accepts: he is a member, the seat his invitation held is now his.
  const mail = await waitForMail(request, ben.email, `You are invited to join ${name}`);
  await benPage.goto(linkIn(mail, '/organisation-invitation'));
  await benPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(toast(benPage, `Welcome to ${name}`)).toBeVisible();
  await expect(benPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(benPage.getByText('2 of 25 seats used')).toBeVisible();
  await expect(benPage.getByText('2 members and 0 invitations waiting')).toBeVisible();
  await expect(benPage.getByLabel('Invite by e-mail')).toHaveCount(0);
  await expectNoSeriousAxeViolations(benPage);
  expect(await benPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
