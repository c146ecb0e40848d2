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

// Issue 38 items 3 and 4 (ADRs 179, 180): a coordinator adds a member who has no e-mail, acts for her as her
// helper (the banner says so on every page), hands her a claim code, and she makes the account hers at /claim.
test('a coordinator adds a member without e-mail, acts for her, and she claims the account with the code', async ({
  browser,
  request,
}) => {
  const olga = await createMember(request, 'Olga', {
    skills_offered: ['Bread'],
    skills_wanted: ['Knitting'],
    bio: 'Runs the bank.',
  });
  const slug = await createCommunity(request, olga, { name: `${olga.fullName} Helpers Bank` });
  const dora = `Dora ${olga.fullName.split(' ').at(-1)}`;

  const page = await openSignedIn(browser, olga, 1280);
  await page.goto(`/c/${slug}`);
  const section = page.getByRole('region', { name: 'Members without e-mail' });
  await expect(section.getByText('No members without e-mail yet.')).toBeVisible();
  // A phone number that is not one is refused where it was typed.
  await section.getByLabel('Full name').fill(dora);
  await section.getByLabel('Phone (optional)').fill('call me');
  await section.getByRole('button', { name: 'Add member' }).click();
  await expect(section.getByText('Enter a phone number such as +44 7700 900123')).toBeVisible();
  await section.getByLabel('Phone (optional)').fill('+44 7700 900123');
  await section.getByRole('button', { name: 'Add member' }).click();
  await expect(toast(page, `${dora} is a member now, and you are their helper.`)).toBeVisible();
  await expect(section.getByText('+44 7700 900123')).toBeVisible();
  await expect(page.getByText(`${olga.fullName} helps ${dora}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Olga acts for Dora: her swaps page is Dora's, and the banner says for whom until Olga stops.
  await section.getByRole('button', { name: `Act for ${dora}` }).click();
  await expect(page).toHaveURL(/\/swaps$/);
  const banner = page.getByRole('status').filter({ hasText: `You are acting for ${dora}.` });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Stop acting' }).click();
  await expect(banner).toBeHidden();

  // The claim code, shown once.
  await page.goto(`/c/${slug}`);
  await section.getByRole('button', { name: `Give ${dora} a claim code` }).click();
  const code = (await section.locator('p.font-mono').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await page.close();

  // Dora, on her own phone, claims the account and is signed in.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto('/claim');
  await phone.getByLabel('Code from your coordinator').fill(code.toLowerCase());
  const email = `dora-${Date.now()}@skillswap.test`;
  await phone.getByLabel('Your e-mail address').fill(email);
  await phone.getByLabel('Choose a password').fill('Paper-Rose-42-Garden');
  await phone.getByRole('button', { name: 'Claim my account' }).click();
  await expect(phone).toHaveURL(/\/check-email/);
  await phone.close();
});
