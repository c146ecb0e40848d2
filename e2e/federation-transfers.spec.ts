import { createStaffMember, signInToConsole } from './support/console-staff.ts';
import { consoleE2e } from './support/console-server.ts';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  test,
  toast,
  untilHydrated,
} from './support/member-session.ts';
import { startOwnSite, type OwnSite } from './support/own-site.ts';

test.describe.configure({ timeout: 180_000 });

let branchSite: OwnSite;
let isBranchClosed = false;
test.beforeAll(async () => {
  // A branch install, "orchard", of the console server, which is the hub "hub" (ADR 184). Its own name, so
  // this journey shares the hub with the directory and linking ones.
  branchSite = await startOwnSite({ NODE_NAME: 'orchard' });
});
test.afterAll(async () => {
  if (!isBranchClosed) await branchSite?.close();
});

test('a member of the hub sends hours to a member of a branch: proposes, approves, and the hours leave', async ({
  browser,
  request,
}) => {
  const skill = `Pruning ${Date.now().toString(36)}`;
  const olu = await createMember(
    request,
    'Olu',
    { skills_offered: [skill], skills_wanted: [] },
    { origin: branchSite.url, verified: false },
  );
  const branchPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInThroughApi(branchPage, olu, branchSite.url);
  await branchPage.goto(`${branchSite.url}/settings/privacy`);
  await branchPage.getByRole('switch', { name: 'Visible to partner exchanges' }).click();
  await branchPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(branchPage, 'Settings saved successfully!')).toBeVisible();
  await branchPage.close();

  // The admins link the branch to the hub (20 h each way, the invitation's defaults).
  const hubAdmin = await createStaffMember(request, 'Hana', 'admin');
  const branchAdmin = await createStaffMember(request, 'Bo', 'admin', {
    origin: branchSite.url,
    grant: (email, role) => branchSite.runOperatorCommand('admin:grant', [email, role]),
    verified: false,
  });
  const hubConsole = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInToConsole(hubConsole, hubAdmin, '/admin/federation');
  await hubConsole.getByRole('button', { name: 'Create the invitation' }).click();
  const invitation = await hubConsole.getByLabel('The invitation, shown only now').inputValue();
  const branchConsole = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInToConsole(branchConsole, branchAdmin, '/admin/federation', branchSite.url);
  await branchConsole.getByLabel('Invitation from the hub’s admin').fill(invitation);
  await branchConsole.getByRole('button', { name: 'Join the hub' }).click();
  await expect(toast(branchConsole, 'Linked to hub.')).toBeVisible();
  await branchConsole.close();

  // A member of the hub finds Olu under Other exchanges and sends him 1.5 h.
  // A complete profile earns the 2 SC starter grant: the hours she sends.
  const ines = await createMember(
    request,
    'Ines',
    { skills_offered: ['Chess'], skills_wanted: ['Pruning'], bio: 'Plays chess in the park.' },
    { origin: consoleE2e.origin },
  );
  const hubPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInThroughApi(hubPage, ines, consoleE2e.origin);
  await hubPage.goto(`${consoleE2e.origin}/explore?view=exchanges`);
  await untilHydrated(hubPage);
  const balance = hubPage.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText('2 SC');
  const before = await balance.textContent();
  await hubPage.getByRole('searchbox').fill(skill);
  await hubPage.getByRole('searchbox').press('Enter');
  await hubPage.getByRole('button', { name: `Send hours to ${olu.fullName}` }).click();
  const dialog = hubPage.getByRole('dialog');

  // Three decimals are refused in the form before anything is sent.
  await dialog.getByLabel('Hours', { exact: true }).fill('1.555');
  await dialog.getByLabel('What the hours are for').fill('Pruning the plum trees');
  await dialog.getByRole('button', { name: 'Check the transfer' }).click();
  await expect(dialog.getByLabel('Hours', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // On a phone: a proposal cancelled is erased, and nothing moved.
  await hubPage.setViewportSize({ width: 390, height: 844 });
  await dialog.getByLabel('Hours', { exact: true }).fill('0.5');
  await dialog.getByRole('button', { name: 'Check the transfer' }).click();
  await expect(dialog.getByRole('button', { name: 'Approve and send' })).toBeVisible();
  await expectNoSeriousAxeViolations(hubPage);
  expect(await hubPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(hubPage, 'Transfer cancelled. Nothing was sent.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await hubPage.setViewportSize({ width: 1280, height: 900 });
  await expect(balance).toHaveText('2 SC');

  await hubPage.getByRole('button', { name: `Send hours to ${olu.fullName}` }).click();
  await dialog.getByLabel('Hours', { exact: true }).fill('1.5');
  await dialog.getByLabel('What the hours are for').fill('Pruning the plum trees');
  await dialog.getByRole('button', { name: 'Check the transfer' }).click();
  await expect(dialog).toContainText(`1.5 hours to ${olu.fullName} · orchard`);
  await expect(dialog).toContainText('Nothing moves until you approve it.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve and send' }).click();
  // Completed when the branch acknowledged at once, otherwise on its way: either is a success.
  const sent = toast(hubPage, /1\.5 hours (sent to|on its way to)/);
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(`${olu.fullName} · orchard`);
  await expect(dialog).toBeHidden();
  await expect(balance).not.toHaveText(before ?? '');

  // My Swaps keeps both: the one sent and the one cancelled, each in words, on a phone too.
  await hubPage.goto(`${consoleE2e.origin}/swaps`);
  await untilHydrated(hubPage);
  const transfers = hubPage.getByRole('region', { name: 'Transfers with other exchanges' });
  const sentItem = transfers.getByRole('listitem').filter({ hasText: '1.5 hours' });
  await expect(sentItem.getByRole('heading', { name: `To ${olu.fullName} · orchard` })).toBeVisible();
  await expect(sentItem).toContainText('Pruning the plum trees');
  await expect(sentItem).toContainText(/Completed|Approved, on its way/);
  await expect(sentItem.getByRole('button')).toHaveCount(0);
  await expect(transfers.getByRole('listitem').filter({ hasText: '0.5 hours' })).toContainText(
    'Cancelled, no hours moved',
  );
  await hubPage.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousAxeViolations(hubPage);
  expect(await hubPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // orchard goes down after it checked a second transfer: approved, it waits at the hub for orchard, and the
  // hub's admin sees it waiting under the link, with its id to give orchard's admins (ADR 201).
  await hubPage.setViewportSize({ width: 1280, height: 900 });
  await hubPage.goto(`${consoleE2e.origin}/explore?view=exchanges`);
  await untilHydrated(hubPage);
  await hubPage.getByRole('searchbox').fill(skill);
  await hubPage.getByRole('searchbox').press('Enter');
  await hubPage.getByRole('button', { name: `Send hours to ${olu.fullName}` }).click();
  await dialog.getByLabel('Hours', { exact: true }).fill('0.5');
  await dialog.getByLabel('What the hours are for').fill('Sharpening the shears');
  await dialog.getByRole('button', { name: 'Check the transfer' }).click();
  await expect(dialog.getByRole('button', { name: 'Approve and send' })).toBeVisible();
  isBranchClosed = true;
  await branchSite.close();
  await dialog.getByRole('button', { name: 'Approve and send' }).click();
  await expect(toast(hubPage, /0\.5 hours on its way to/)).toBeVisible();
  await hubPage.close();

  // The admin's console is still signed in (a second sign-in in the same 30 s would reuse a TOTP code).
  const waitingConsole = hubConsole;
  await waitingConsole.setViewportSize({ width: 390, height: 844 });
  await waitingConsole.goto(`${consoleE2e.origin}/admin/federation`);
  await untilHydrated(waitingConsole);
  const orchardLink = waitingConsole.getByRole('listitem').filter({ hasText: 'orchard' });
  await expect(orchardLink).toContainText('Waiting for orchard to acknowledge: one transfer (0.5 h)');
  await orchardLink.getByText('Transaction ids to give orchard’s admins (oldest first)').click();
  await expect(orchardLink.getByRole('listitem').first()).toHaveText(/^[0-9a-f-]{36}$/);
  await expectNoSeriousAxeViolations(waitingConsole);
  expect(await waitingConsole.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await waitingConsole.close();
});
