import { signUpMember } from './fixtures/member.ts';
import { consoleE2e } from './support/console-server.ts';
import { runOperatorCommand } from './support/console-staff.ts';
import { expect, expectNoSeriousAxeViolations, test } from './support/member-session.ts';

// The analytics dashboard (ADR 106): locked with an Upgrade button on Free, 12 months of charts with their
// tables and a CSV download on a paid plan. The plan is arranged by an operator command, which reaches a
// server through its data folder: the console journeys' one.
const origin = consoleE2e.origin;
test.use({ baseURL: origin });

test('a Free member sees Insights locked with Upgrade; on a paid plan they see the charts and download the CSV', async ({
  page,
}) => {
  await page.goto('/');
  const email = await signUpMember(page, origin, `Ines Insight ${Date.now().toString(36)}`);
  await page.goto('/insights');
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  const locked = page.getByRole('group', { name: 'Insights (locked)' });
  await expect(locked.getByText('Insights come with Premium.')).toBeVisible();
  await expect(locked.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    '/upgrade?plan=premium',
  );
  await expect(page.getByTestId('insight-chart')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // Enterprise includes everything in Premium; it is the plan an operator command can arrange.
  expect(await runOperatorCommand('member-enterprise', [email])).toContain('is now on Enterprise');
  await page.reload();
  await expect(page.getByTestId('insight-chart')).toHaveCount(5);
  await expect(page.getByRole('group', { name: 'Insights (locked)' })).toHaveCount(0);
  const views = page.getByRole('table', { name: 'Profile views and appearances, month by month' });
  await expect(views.getByRole('row')).toHaveCount(13);
  await expect(views.getByRole('columnheader', { name: 'Profile views' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^skillswap-insights-\d{4}-\d{2}\.csv$/);
});
