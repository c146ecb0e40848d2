import { readFile } from 'node:fs/promises';
import { createMember, expect, openSignedIn, test, toast } from './support/member-session.ts';
import { createCommunity } from './support/community.ts';

test.describe.configure({ timeout: 150_000 });

test('a coordinator marks a member as reading paper and downloads the month’s statements as one PDF', async ({
  browser,
  request,
}) => {
  const profile = { skills_offered: ['Bread'], skills_wanted: ['Knitting'], bio: 'Flour everywhere.' };
  const olga = await createMember(request, 'Olga', profile);
  const ana = await createMember(request, 'Ana', profile);
  const slug = await createCommunity(request, olga, { name: `${olga.fullName} Paper Bank`, members: [ana] });

  // Olga, the owner, opens her community's page on a laptop and finds the Paper section.
  const page = await openSignedIn(browser, olga, 1280);
  await page.goto(`/c/${slug}`);
  const paper = page.getByRole('region', { name: 'Paper' });
  await expect(paper.getByText('0 members read paper')).toBeVisible();

  // Ana reads paper: Olga switches her on with the keyboard.
  const anaSwitch = paper.getByRole('switch', { name: ana.fullName });
  await expect(anaSwitch).not.toBeChecked();
  await anaSwitch.focus();
  await page.keyboard.press('Space');
  await expect(toast(page, `${ana.fullName} is marked as reading paper and has been told.`)).toBeVisible();
  await expect(anaSwitch).toBeChecked();
  await expect(paper.getByText('1 member reads paper')).toBeVisible();
  await expect(anaSwitch).toHaveAccessibleDescription(new RegExp(`marked by ${olga.fullName}`));

  // The statements of this month, one PDF.
  const month = new Date().toISOString().slice(0, 7);
  await paper.getByLabel('Month').fill(month);
  const downloading = page.waitForEvent('download');
  await paper.getByRole('button', { name: 'Download statements (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${slug}-statements-${month}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await page.close();
});
