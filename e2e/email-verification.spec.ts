import type { Page } from '@playwright/test';
import { verificationSubject } from './support/email-verification.ts';
import { linkIn, mailTo } from './support/mailbox.ts';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  test,
  toast,
  uniqueMemberDetails,
} from './support/member-session.ts';

test.describe.configure({ timeout: 150_000 });

/** The verification links mailed to this address so far, oldest first, once at least `count` have arrived. */
async function verificationLinks(page: Page, email: string, count: number): Promise<string[]> {
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        const mails = (await mailTo(page.request, email)).filter(
          (mail) => mail.subject === verificationSubject,
        );
        links = mails.map((mail) => linkIn(mail, '/verify-email'));
        return links.length;
      },
      { message: `${count} verification mail(s) to ${email}`, timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return links;
}

test('a new member verifies their address by the mailed link, and can then send a swap request', async ({
  page,
  request,
}) => {
  const teacher = await createMember(request, 'Tariq', {
    skills_offered: ['Origami'],
    skills_wanted: ['Welding'],
  });
  const member = uniqueMemberDetails('Vesna');

  await page.goto('/signup');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(member.fullName);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(member.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/welcome');

  // Until the address is verified, the member is told why they cannot reach other members.
  const notice = page.getByRole('region', { name: 'Please verify your e-mail address' });
  await expect(notice).toContainText(`We sent a link to ${member.email}`);
  await expect(notice).toContainText('not send or accept swap requests or messages');
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel('Bio').fill('Welder who folds paper on weekends.');
  await page.getByRole('group', { name: 'Skills you offer' }).getByLabel('Another skill').fill('Welding');
  await page.getByRole('group', { name: 'Skills you offer' }).getByLabel('Another skill').press('Enter');
  await page.getByRole('group', { name: 'Skills you want' }).getByLabel('Another skill').fill('Origami');
  await page.getByRole('group', { name: 'Skills you want' }).getByLabel('Another skill').press('Enter');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL('/explore');
  // A complete profile alone earns no starter grant now: the address must be verified too.
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('0 SC');

  const card = page.locator('ul[aria-label="Members"] > li').filter({ hasText: teacher.fullName });
  await page.goto(`/explore?q=${encodeURIComponent(teacher.fullName)}`);
  await card.getByRole('button', { name: 'Request Swap' }).click();
  const dialog = page.getByRole('dialog', { name: `Request a swap with ${teacher.fullName}` });
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, /verify your e-mail address first/)).toBeVisible();
  await page.keyboard.press('Escape');

  // "Resend" mails a new link; the first one stops working.
  await notice.getByRole('button', { name: 'Resend' }).click();
  await expect(notice.getByRole('status')).toHaveText(
    `We sent a new link to ${member.email}. Earlier links no longer work.`,
  );
  const [firstLink, newLink] = await verificationLinks(page, member.email, 2);
  expect(newLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[\w-]+$/);

  await page.goto(firstLink!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not verify your address' }),
  ).toBeVisible();

  // The new link brings the member back to the page they asked for it from (ADR 111).
  await page.goto(newLink!);
  await expect(toast(page, 'Your e-mail address is verified')).toBeVisible();
  await expect(page).toHaveURL(`/explore?q=${encodeURIComponent(teacher.fullName)}`);
  await expect(notice).toBeHidden();
  await expectNoSeriousAxeViolations(page);
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('2 SC');

  await card.getByRole('button', { name: 'Request Swap' }).click();
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, 'Swap request sent successfully!')).toBeVisible();
});
