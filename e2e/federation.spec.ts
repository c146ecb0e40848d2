import { createStaffMember, signInToConsole } from './support/console-staff.ts';
import { consoleE2e } from './support/console-server.ts';
import { expect, expectNoSeriousAxeViolations, test, toast } from './support/member-session.ts';
import { startOwnSite, type OwnSite } from './support/own-site.ts';

test.describe.configure({ timeout: 180_000 });

let branchSite: OwnSite;
test.beforeAll(async () => {
  // A second install, "riverside", beside the console server, which is the hub "hub" (ADR 183).
  branchSite = await startOwnSite({ NODE_NAME: 'riverside' });
});
test.afterAll(async () => {
  await branchSite?.close();
});

test('two admins link their installs with a one-time invitation, and either side can pause the link', async ({
  browser,
  request,
}) => {
  const hubAdmin = await createStaffMember(request, 'Hana', 'admin');
  const branchAdmin = await createStaffMember(request, 'Bram', 'admin', {
    origin: branchSite.url,
    grant: (email, role) => branchSite.runOperatorCommand('admin:grant', [email, role]),
    // The branch runs no mail worker: its admin's address stays unverified, which the console does not need.
    verified: false,
  });

  // The hub's admin invites a branch and copies the invitation, shown once.
  const hub = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInToConsole(hub, hubAdmin, '/admin/federation');
  await expect(hub.getByRole('heading', { name: 'Federation', level: 1 })).toBeVisible();
  await expect(hub.getByText('This install is the node “hub”.', { exact: false })).toBeVisible();
  // Other journeys link their own branches to this hub, so the empty state is checked on the
  // new branch below.
  // An invitation for longer than 30 days is refused under its field, which takes the focus.
  const days = hub.getByLabel('Works for (days)');
  await days.fill('31');
  await hub.getByRole('button', { name: 'Create the invitation' }).click();
  await expect(days).toHaveAccessibleDescription('An invitation works 1 to 30 days');
  await expect(days).toBeFocused();
  await days.fill('7');
  await hub.getByLabel('Most the branch may owe (hours)').fill('30');
  await hub.getByRole('button', { name: 'Create the invitation' }).click();
  const invitation = await hub.getByLabel('The invitation, shown only now').inputValue();
  expect(invitation.length).toBeGreaterThan(40);
  await expectNoSeriousAxeViolations(hub);

  // The branch's admin, on a phone, pastes it and joins.
  const branch = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInToConsole(branch, branchAdmin, '/admin/federation', branchSite.url);
  await expect(branch.getByText('No links yet.')).toBeVisible();
  await branch.setViewportSize({ width: 390, height: 844 });
  await branch.getByLabel('Invitation from the hub’s admin').fill(invitation);
  await branch.getByRole('button', { name: 'Join the hub' }).click();
  await expect(toast(branch, 'Linked to hub.')).toBeVisible();
  const hubRow = branch.getByRole('listitem').filter({ hasText: 'our hub' });
  await expect(hubRow).toContainText('The branch may owe up to 30 h and be owed up to 20 h');
  await expect(hubRow).toContainText('Active');
  // The branch's admin compares the link with the hub's ledger at once (ADR 188).
  await branch.getByRole('button', { name: 'Reconcile every link now' }).click();
  await expect(hubRow).toContainText(/Last reconciled: .+ — matched/);
  await expectNoSeriousAxeViolations(branch);

  // The hub sees its new branch; the branch pulls the kill switch and the hub is told.
  await hub.reload();
  const branchRow = hub
    .getByRole('listitem')
    .filter({ hasText: 'our branch' })
    .filter({ hasText: 'riverside' });
  await expect(branchRow).toContainText('riverside');
  await expect(branchRow).toContainText('Active');
  await hubRow.getByRole('button', { name: 'Pause the link with hub' }).click();
  await expect(toast(branch, 'The link with hub is paused: nothing crosses it.')).toBeVisible();
  await hub.reload();
  await expect(branchRow).toContainText('Paused by them');
  expect(consoleE2e.origin).not.toBe(branchSite.url);
  await hub.close();
  await branch.close();
});
