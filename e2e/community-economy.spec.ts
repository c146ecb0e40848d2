import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  openSignedIn,
  test,
  toast,
} from './support/member-session.ts';
import { createCommunity } from './support/community.ts';
import { recordSentRequests } from './support/sent-requests.ts';

test.describe.configure({ timeout: 120_000 });

test('a coordinator sets a levy and records a group session; a learner on a phone disputes it and the coordinator reverses it', async ({
  browser,
  request,
}) => {
  const profile = { skills_offered: ['Bread'], skills_wanted: ['Knitting'], bio: 'Flour everywhere.' };
  const olga = await createMember(request, 'Olga', profile);
  const ana = await createMember(request, 'Ana', profile);
  const ben = await createMember(request, 'Ben', profile);
  const cleo = await createMember(request, 'Cleo', profile);
  const name = `${olga.fullName} Time Bank`;
  const slug = await createCommunity(request, olga, { name, members: [ana, ben, cleo] });

  // Olga, the owner, takes a 10 % levy for the fund; every member reads the rule and who set it.
  const olgaPage = await openSignedIn(browser, olga, 1280);
  await olgaPage.goto(`/c/${slug}`);
  const rules = olgaPage.getByRole('region', { name: 'Exchange rules' });
  await expect(rules.getByText('No levy on exchanges')).toBeVisible();
  const levy = rules.getByLabel('Levy (%, 0 to 10)');
  // A levy above 10 % is refused under the field, which takes focus.
  await levy.fill('11');
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(levy).toHaveAccessibleDescription('The levy is a whole percentage from 0 to 10');
  await expect(levy).toBeFocused();
  await levy.fill('10');
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(toast(olgaPage, 'Rules saved')).toBeVisible();
  await expect(rules.getByText('Levy: 10 % of the hours paid goes to the community fund')).toBeVisible();
  await expect(rules.getByText(`Last changed by ${olga.fullName}`)).toBeVisible();

  // She records Saturday's bread session: Ana taught Ben and Cleo 1.5 h each.
  const record = olgaPage.getByRole('region', { name: 'Record an exchange' });
  // Recorded with nobody chosen, it is refused under who taught, whose first member takes focus.
  await record.getByRole('button', { name: 'Record exchange' }).click();
  const taught = record.getByRole('group', { name: /Who taught/ });
  await expect(taught.getByText('Choose at least one member on each side, and at most 50')).toBeVisible();
  await expect(taught.getByRole('checkbox').first()).toBeFocused();
  await record
    .getByRole('group', { name: /Who taught/ })
    .getByLabel(ana.fullName)
    .check();
  await record
    .getByRole('group', { name: /Who learned/ })
    .getByLabel(ben.fullName)
    .check();
  await record
    .getByRole('group', { name: /Who learned/ })
    .getByLabel(cleo.fullName)
    .check();
  await record.getByLabel('Hours for each pair').fill('1.5');
  await record.getByLabel('Category').selectOption('Cooking');
  await record.getByLabel('Note about the exchange (optional)').fill('Sourdough at the church hall');
  const readAgain = recordSentRequests(olgaPage, 'GET', new RegExp(`^/api/communities/${slug}/`));
  await record.getByRole('button', { name: 'Record exchange' }).click();
  await expect(toast(olgaPage, 'Exchange recorded; everyone in it was told')).toBeVisible();
  const recorded = olgaPage.getByRole('region', { name: 'Recorded exchanges' });
  const entry = recorded.getByRole('listitem').filter({ hasText: 'Sourdough at the church hall' });
  await expect(
    entry.getByText(`${ana.fullName} taught ${ben.fullName}, ${cleo.fullName} Cooking`),
  ).toBeVisible();
  await expect(entry.getByText('Recorded', { exact: true })).toBeVisible();
  await expect(olgaPage.getByText('The fund holds 0.3 SC.', { exact: false })).toBeVisible();
  // The page reads again what recording moved (the fund, the exchanges), not its other sections.
  expect(readAgain).toContain(`/api/communities/${slug}/fund`);
  expect(
    readAgain.filter((path) => /\/(areas|members|helpers|paper\/members|join-decisions)$/.test(path)),
  ).toEqual([]);
  await expectNoSeriousAxeViolations(olgaPage);

  // Ben, on a phone, was told; he sees the exchange on the community page and disputes it.
  const benPage = await openSignedIn(browser, ben, 390);
  await benPage.goto('/swaps');
  await benPage.getByRole('button', { name: /Notifications/ }).click();
  await benPage
    .getByRole('menuitem', { name: new RegExp(`recorded Cooking you learned in ${name}`) })
    .click();
  const mine = benPage.getByRole('region', { name: 'Recorded exchanges' });
  await expect(mine.getByText(`recorded by ${olga.fullName}`, { exact: false })).toBeVisible();
  await expect(benPage.getByRole('banner').getByTestId('header-balance')).toHaveText('0.5 SC');
  await mine.getByRole('button', { name: 'Dispute' }).click();
  // A reason too short to act on is refused under the field, and nothing is sent.
  const disputes = recordSentRequests(benPage, 'POST', /\/dispute$/);
  await mine.getByLabel('What is not right?').fill('Too short');
  await mine.getByRole('button', { name: 'Send dispute' }).click();
  await expect(mine.getByLabel('What is not right?')).toHaveAccessibleDescription(
    'Please describe the problem in at least 10 characters',
  );
  await expect(mine.getByLabel('What is not right?')).toBeFocused();
  expect(disputes).toEqual([]);
  await mine.getByLabel('What is not right?').fill('I left after half an hour.');
  await mine.getByRole('button', { name: 'Send dispute' }).click();
  await expect(toast(benPage, 'Dispute sent to the coordinators')).toBeVisible();
  await expect(mine.getByText('Disputed', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(benPage);
  expect(await benPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Olga reads the dispute and reverses the exchange: the hours and the levy go back.
  await olgaPage.reload();
  await expect(entry.getByText(`Disputed by ${ben.fullName}: “I left after half an hour.”`)).toBeVisible();
  await entry.getByRole('button', { name: 'Reverse' }).click();
  await expect(toast(olgaPage, 'Exchange reversed; the hours went back')).toBeVisible();
  await expect(entry.getByText('Reversed', { exact: true })).toBeVisible();
  await expect(olgaPage.getByText('The fund holds 0 SC.', { exact: false })).toBeVisible();
  await benPage.reload();
  await expect(benPage.getByRole('banner').getByTestId('header-balance')).toHaveText('2 SC');

  // Cleo reads the same community in Arabic on a phone: the rules and her reversed exchange, right to left.
  const cleoPage = await openSignedIn(browser, cleo, 390);
  await cleoPage.goto('/settings/language');
  await cleoPage.locator('#settings-language').selectOption('ar');
  await expect(cleoPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await cleoPage.goto(`/c/${slug}`);
  await expect(cleoPage.getByRole('region', { name: 'قواعد التبادل' })).toBeVisible();
  const cleoList = cleoPage.getByRole('region', { name: 'التبادلات المسجّلة' });
  await expect(cleoList.getByText('معكوس', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(cleoPage);
  expect(await cleoPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Olga brings in the bank's paper history from a CSV file: a preview first, then the import.
  const history = olgaPage.getByRole('region', { name: 'Import past exchanges' });
  await history.getByLabel('Exchanges file (CSV)').setInputFiles({
    name: 'history.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `date,teacher_email,learner_email,hours,category,note\n2026-10-05,${cleo.email},${ana.email},1,Music,Ukulele\n`,
    ),
  });
  await history.getByRole('button', { name: 'Check the exchanges' }).click();
  await expect(history.getByText('1 new exchange (1 h) would be recorded; 0 imported before.')).toBeVisible();
  await history.getByRole('button', { name: 'Import 1 exchange' }).click();
  await expect(toast(olgaPage, '1 exchange imported; everyone in it was told')).toBeVisible();
  await expect(recorded.getByText(`${cleo.fullName} taught ${ana.fullName} Music`)).toBeVisible();
});
