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
test.beforeAll(async () => {
  // A branch install, "meadow", of the console server, which is the hub "hub" (ADR 185). Its own
  // name, so this journey and the linking one can share the hub.
  branchSite = await startOwnSite({ NODE_NAME: 'meadow' });
});
test.afterAll(async () => {
  await branchSite?.close();
});

test('a member opts in to partner exchanges and a member of the hub finds them under Other exchanges', async ({
  browser,
  request,
}) => {
  const skill = `Basketry ${Date.now().toString(36)}`;
  // The branch runs no mail worker: its members' addresses stay unverified, which none of this needs.
  const mira = await createMember(
    request,
    'Mira',
    { skills_offered: [skill], skills_wanted: ['Welsh'], location_city: 'Coimbra', bio: 'Stays at home' },
    { origin: branchSite.url, verified: false },
  );

  // Before any link, Other exchanges says so (on a phone).
  const branchPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signInThroughApi(branchPage, mira, branchSite.url);
  await branchPage.goto(`${branchSite.url}/explore`);
  await branchPage.getByRole('button', { name: 'Other exchanges' }).click();
  await expect(branchPage).toHaveURL(/view=exchanges/);
  await expect(
    branchPage.getByRole('heading', { name: 'This exchange is not connected to any other yet' }),
  ).toBeVisible();

  // Mira turns on "Visible to partner exchanges" and sees exactly what is shared.
  await branchPage.goto(`${branchSite.url}/settings/privacy`);
  const partners = branchPage.getByRole('switch', { name: 'Visible to partner exchanges' });
  await expect(partners).not.toBeChecked();
  await expect(branchPage.getByText('Your city, only if your location privacy shows it')).toBeVisible();
  await partners.click();
  await branchPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(branchPage, 'Settings saved successfully!')).toBeVisible();
  await expectNoSeriousAxeViolations(branchPage);

  // The admins link the branch to the hub.
  const hubAdmin = await createStaffMember(request, 'Hugo', 'admin');
  const branchAdmin = await createStaffMember(request, 'Bea', 'admin', {
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
  await hubConsole.close();
  await branchConsole.close();

  // A member of the hub searches the other exchanges and finds Mira, labelled with her exchange.
  const uma = await createMember(
    request,
    'Uma',
    { skills_offered: ['Chess'], skills_wanted: [] },
    {
      origin: consoleE2e.origin,
    },
  );
  for (const width of [1280, 390]) {
    const hubPage = await browser.newPage({ viewport: { width, height: 900 } });
    await signInThroughApi(hubPage, uma, consoleE2e.origin);
    await hubPage.goto(`${consoleE2e.origin}/explore?view=exchanges`);
    // The view is the signed-in member's: it shows once the page knows who is signed in.
    await untilHydrated(hubPage);
    await expect(hubPage.getByRole('button', { name: 'Other exchanges' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await hubPage.getByRole('searchbox').fill(skill);
    await hubPage.getByRole('searchbox').press('Enter');
    const card = hubPage
      .getByRole('list', { name: 'Members of other exchanges' })
      .getByRole('listitem')
      .filter({ hasText: mira.fullName });
    await expect(card).toContainText('Member of meadow');
    await expect(card).toContainText(skill);
    await expect(card).toContainText('Coimbra');
    await expect(card).not.toContainText('Stays at home');
    if (width === 390) {
      // Her name opens her page (ADR 211), asked of her exchange: what the card shows and its actions.
      await card.getByRole('link', { name: mira.fullName }).click();
      await expect(hubPage).toHaveURL(`${consoleE2e.origin}/exchanges/meadow/members/${mira.id}`);
      await expect(hubPage.getByRole('heading', { level: 1, name: mira.fullName })).toBeVisible();
      await expect(hubPage).toHaveTitle(/Member of another exchange/);
      const profile = hubPage.getByRole('article');
      await expect(profile).toContainText('Member of meadow');
      await expect(profile).toContainText(skill);
      await expect(profile).toContainText('Coimbra');
      await expect(profile).not.toContainText('Stays at home');
      await expect(
        hubPage.getByRole('button', { name: `Request a swap with ${mira.fullName}` }),
      ).toBeVisible();
      await expect(hubPage.getByRole('button', { name: `Send hours to ${mira.fullName}` })).toBeVisible();
      // Nothing scrolls sideways on a phone.
      expect(await hubPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoSeriousAxeViolations(hubPage);
      // An address nobody at meadow shares says so, as any hidden or unknown member would.
      await hubPage.goto(
        `${consoleE2e.origin}/exchanges/meadow/members/00000000-0000-4000-8000-00000000abcd`,
      );
      await expect(hubPage.getByRole('heading', { name: 'This member cannot be shown' })).toBeVisible();
      await hubPage.getByRole('link', { name: 'Back to other exchanges' }).click();
      await expect(hubPage).toHaveURL(/view=exchanges/);
    }
    // Nobody matches a search nobody could match.
    await hubPage.getByRole('searchbox').fill('zzqx nobody');
    await hubPage.getByRole('searchbox').press('Enter');
    await expect(hubPage.getByRole('heading', { name: 'Nobody matched' })).toBeVisible();
    if (width === 390) await expectNoSeriousAxeViolations(hubPage);
    await hubPage.close();
  }
  await branchPage.close();
});
