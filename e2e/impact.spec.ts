import { readFile } from 'node:fs/promises';
import { consoleE2e } from './support/console-server.ts';
import { createStaffMember, signInToConsole } from './support/console-staff.ts';
import {
  callAsMember,
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  openSignedIn,
  switchTheme,
  test,
  toast,
} from './support/member-session.ts';
import { createCommunity } from './support/community.ts';
import { recordSentRequests } from './support/sent-requests.ts';

test.describe.configure({ timeout: 150_000 });

const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

test('a coordinator values an hour, reads her community’s impact report, its CSV and PDF, shares it with a funder and revokes the link; a member may not', async ({
  browser,
  request,
}) => {
  const profile = { skills_offered: ['Bread'], skills_wanted: ['Knitting'], bio: 'Flour everywhere.' };
  const olga = await createMember(request, 'Olga', profile);
  const ana = await createMember(request, 'Ana', profile);
  const ben = await createMember(request, 'Ben', profile);
  const name = `${olga.fullName} Impact Bank`;
  const slug = await createCommunity(request, olga, { name, members: [ana, ben] });
  // Saturday's bread session, recorded by Olga: Ana taught Ben for an hour and a half.
  const today = isoDay(Date.now());
  await callAsMember(request, olga, `/api/communities/${slug}/recorded-exchanges`, {
    teacherIds: [ana.id],
    learnerIds: [ben.id],
    hours: 1.5,
    category: 'Cooking',
    happenedOn: today,
    note: 'Sourdough at the church hall',
  });

  // Olga, the owner, follows the link from her community's page on a laptop.
  const page = await openSignedIn(browser, olga, 1280);
  await page.goto(`/c/${slug}`);
  await page.getByRole('link', { name: 'Impact report' }).click();
  await expect(page).toHaveURL(new RegExp(`/c/${slug}/impact$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Impact report' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();

  // She values an hour at the local living wage; the method is asked for before anything is sent.
  const settings = page.getByRole('region', { name: 'Value of an hour' });
  await expect(settings.getByText('No value has been set yet.')).toBeVisible();
  await settings.getByLabel('Value per hour (optional)').fill('12.5');
  await settings.getByRole('button', { name: 'Save value' }).click();
  await expect(settings.getByLabel('Method', { exact: true })).toHaveAccessibleDescription(
    /Say how the value of an hour was chosen/,
  );
  await settings.getByLabel('Currency code').fill('GBP');
  await settings.getByLabel('Method', { exact: true }).fill('The local living wage for one hour of work');
  await settings.getByLabel('Source', { exact: true }).fill('Living Wage Foundation, 2026 rates');
  await settings.getByRole('button', { name: 'Save value' }).click();
  await expect(toast(page, 'Value of an hour saved')).toBeVisible();
  await expect(settings.getByText(`Last changed by ${olga.fullName}`, { exact: false })).toBeVisible();

  // The headline figures: the hours exchanged and what they are worth, with the method and the source.
  const figures = page.getByRole('region', { name: 'Headline figures' });
  const figure = (label: string) =>
    figures.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure('Hours exchanged')).toContainText('1.5 h');
  await expect(figure('Exchanges')).toContainText('1');
  await expect(figure('Members active')).toContainText('2');
  await expect(figure('Social value')).toContainText('£18.75');
  await expect(figure('Social value')).toContainText('Method: The local living wage for one hour of work');
  await expect(figure('Social value')).toContainText('Source: Living Wage Foundation, 2026 rates');
  await expect(figure('With people outside the community')).toContainText('0 exchanges, 0 h');

  // The ledger line of the exchange counts as hours exchanged, and the totals add up.
  const ledger = page.getByRole('table', { name: /Every ledger movement of the period/ });
  const recorded = ledger.getByRole('row').filter({ hasText: 'Recorded exchanges' });
  await expect(recorded.getByRole('cell')).toHaveText(['Yes', /^\d+$/, '1.5 SC', '1.5 SC']);
  await expect(
    page.getByText('Only the exchange lines count as hours exchanged.', { exact: false }),
  ).toBeVisible();

  // Each chart has the same figures in a table.
  const byCategory = page.getByRole('table', { name: 'Hours by category, as a table' });
  await expect(byCategory.getByRole('row', { name: /Cooking/ })).toContainText('1.5');
  const thisMonth = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(),
  );
  const byMonth = page.getByRole('table', { name: 'Hours by month, as a table' });
  await expect(byMonth.getByRole('row', { name: new RegExp(thisMonth) })).toContainText('1.5');
  await expectNoSeriousAxeViolations(page);

  // The CSV of the same period holds the same hours.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${slug}-impact-\\d{4}-\\d{2}-\\d{2}-${today}\\.csv$`),
  );
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toMatch(/hours exchanged"?,"?1"?,"?1\.5/);
  expect(csv).toContain('recorded_exchange');

  // The PDF of the same period, for a funder to read.
  const downloadingPdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await downloadingPdf;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^${slug}-impact-\\d{4}-\\d{2}-\\d{2}-${today}\\.pdf$`));
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Who took part: two members told nothing, a group under 5, so the figure is hidden.
  const tookPart = page.getByRole('region', { name: 'Who took part' });
  await expect(
    tookPart.getByRole('table', { name: 'By age' }).getByRole('row', { name: /Not given/ }),
  ).toContainText('Hidden to protect privacy');

  // She shares the report with a funder: the link is shown once, in full.
  const share = page.getByRole('region', { name: 'Share with a funder' });
  const linkDays = share.getByLabel('Days the link works');
  await expect(linkDays).toHaveValue('30');
  // A link for more than a year is refused under the field; nothing is made.
  await linkDays.fill('400');
  await share.getByRole('button', { name: 'Create link' }).click();
  await expect(linkDays).toHaveAccessibleDescription(/A link works for 1 to 365 days/);
  await linkDays.fill('30');
  await share.getByRole('button', { name: 'Create link' }).click();
  const sharedUrl = await share.getByLabel('Link to the report').inputValue();
  expect(sharedUrl).toMatch(/\/impact\/shared\/[^/]+$/);
  await expect(share.getByRole('listitem').filter({ hasText: olga.fullName })).toContainText('Active');

  // The funder opens it on a phone, with no session: the report, its hours, and nothing of the member's.
  const funderContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const funder = await funderContext.newPage();
  await funder.goto(sharedUrl);
  await expect(funder.getByRole('heading', { level: 1, name: 'Impact report' })).toBeVisible();
  await expect(funder.getByText(name, { exact: true })).toBeVisible();
  await expect(
    funder
      .getByRole('region', { name: 'Headline figures' })
      .locator('dl > div')
      .filter({ has: funder.getByText('Hours exchanged', { exact: true }) }),
  ).toContainText('1.5 h');
  await expect(funder.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(funder.getByRole('button', { name: /Download/ })).toHaveCount(0);
  await expect(funder.getByRole('region', { name: 'Value of an hour' })).toHaveCount(0);
  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(funder, theme);
    await expect
      .poll(() => funder.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
  }
  await expectNoSeriousAxeViolations(funder);

  // Olga revokes it (after confirming); the same address then says so.
  await share.getByRole('button', { name: /^Revoke the link for/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Link revoked')).toBeVisible();
  await expect(share.getByRole('listitem').filter({ hasText: olga.fullName })).toContainText('Revoked');
  await funder.reload();
  await expect(funder.getByRole('alert')).toContainText('This link has expired or was revoked.');
  await funderContext.close();

  // A period that ends before it starts is refused on its field before the report is asked for, and stays out
  // of the address; a period she chooses goes into it.
  const reportsAsked = recordSentRequests(page, 'any', /\/impact$/);
  const period = page.getByRole('region', { name: 'Period' });
  await period.getByLabel('From', { exact: true }).fill(today);
  await period.getByLabel('To', { exact: true }).fill(isoDay(Date.now() - 10 * dayMs));
  await period.getByRole('button', { name: 'Show report' }).click();
  await expect(period.getByLabel('To', { exact: true })).toHaveAccessibleDescription(
    /The end of the period is before its start/,
  );
  await expect(period.getByLabel('To', { exact: true })).toBeFocused();
  expect(reportsAsked).toEqual([]);
  await expect(page).not.toHaveURL(new RegExp(`from=${today}`));
  await period.getByLabel('From', { exact: true }).fill(isoDay(Date.now() - 30 * dayMs));
  await period.getByLabel('To', { exact: true }).fill(today);
  await period.getByRole('button', { name: 'Show report' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${isoDay(Date.now() - 30 * dayMs)}&to=${today}`));
  await page.reload();
  await expect(period.getByLabel('From', { exact: true })).toHaveValue(isoDay(Date.now() - 30 * dayMs));
  await expect(figure('Hours exchanged')).toContainText('1.5 h');

  // On a phone, in either theme, the report fits the screen: its tables scroll inside their own boxes.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(figure('Hours exchanged')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
  }
  await expectNoSeriousAxeViolations(page);

  // Ben is a member, not a coordinator: no link, and the report is not his to read.
  const benPage = await openSignedIn(browser, ben, 390);
  await benPage.goto(`/c/${slug}`);
  await expect(benPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(benPage.getByRole('link', { name: 'Impact report' })).toHaveCount(0);
  await benPage.goto(`/c/${slug}/impact`);
  await expect(
    benPage
      .getByRole('alert')
      .filter({ hasText: 'Only the community’s coordinators and its owner can read its impact report.' }),
  ).toBeVisible();
  await expect(benPage.getByRole('region', { name: 'Value of an hour' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(benPage);
});

test('an admin reads the install’s impact report in the console and values an hour for it', async ({
  page,
  request,
}) => {
  const admin = await createStaffMember(request, 'Ines', 'admin');
  await signInToConsole(page, admin, '/admin');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Impact' }).click();
  await expect(page).toHaveURL(`${consoleE2e.origin}/admin/impact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Impact report' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Headline figures' });
  await expect(figures.getByText('Hours exchanged', { exact: true })).toBeVisible();
  // The install has no community, so no line about people outside it.
  await expect(figures.getByText('With people outside the community', { exact: true })).toHaveCount(0);

  const settings = page.getByRole('region', { name: 'Value of an hour' });
  await settings.getByLabel('Value per hour (optional)').fill('10');
  await settings.getByLabel('Currency code').fill('eur');
  await settings.getByLabel('Method', { exact: true }).fill('The national minimum wage for an hour');
  await settings.getByRole('button', { name: 'Save value' }).click();
  await expect(toast(page, 'Value of an hour saved')).toBeVisible();
  await expect(settings.getByText(`Last changed by ${admin.fullName}`, { exact: false })).toBeVisible();
  await expect(settings.getByLabel('Currency code')).toHaveValue('EUR');
  await expect(
    figures.locator('dl > div').filter({ has: page.getByText('Social value', { exact: true }) }),
  ).toContainText('Method: The national minimum wage for an hour');
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a member tells her details for reports only, in settings, and downloads her certificate of hours', async ({
  browser,
  request,
}) => {
  const maya = await createMember(request, 'Maya', { skills_offered: ['Pottery'], skills_wanted: ['Welsh'] });
  const page = await openSignedIn(browser, maya, 390);
  await page.goto('/settings');
  const details = page.getByRole('region', { name: 'For impact reports' });
  await expect(details.getByText('never shown on your profile', { exact: false })).toBeVisible();

  // A whole postcode is refused on its field; the first part is kept, upper case.
  await details.getByLabel('Age band').selectOption({ label: '35 to 44' });
  await details.getByLabel('Gender').selectOption({ label: 'Woman' });
  await details.getByLabel('First part of your postcode').fill('LS6 2AB');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByLabel('First part of your postcode')).toHaveAccessibleDescription(
    /Enter only the first part of your postcode, such as LS6/,
  );
  await details.getByLabel('First part of your postcode').fill('ls6');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(page, 'Details saved')).toBeVisible();
  await expect(details.getByLabel('First part of your postcode')).toHaveValue('LS6');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await expect(details.getByLabel('Age band')).toHaveValue('35_44');
  await expect(details.getByLabel('Gender')).toHaveValue('woman');
  await expect(details.getByLabel('First part of your postcode')).toHaveValue('LS6');

  // Her certificate of hours: the last 12 months unless she chooses the days.
  const certificate = page.getByRole('region', { name: 'Certificate of hours' });
  const downloading = page.waitForEvent('download');
  await certificate.getByRole('button', { name: 'Download certificate' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('skillswap-hours-certificate.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
