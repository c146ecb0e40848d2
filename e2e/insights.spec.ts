import type { Locator } from '@playwright/test';
import { consoleE2e } from './support/console-server.ts';
import { runOperatorCommand } from './support/console-staff.ts';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  test,
} from './support/member-session.ts';
import { completeSwap } from './support/member-swaps.ts';

// The analytics dashboard (ADR 106): locked with an Upgrade button on Free, 12 months of charts with their
// tables and a CSV download on a paid plan. The plan is arranged by an operator command, which reaches a
// server through its data folder: the console journeys' one.
const origin = consoleE2e.origin;
test.use({ baseURL: origin });

/** The value axis of a chart: its labels, and whether each sits whole inside the drawing. */
async function valueAxis(chart: Locator) {
  return chart.locator('.recharts-wrapper > svg.recharts-surface').evaluate((svg) => {
    const frame = svg.getBoundingClientRect();
    const labels = Array.from(svg.querySelectorAll('.recharts-yAxis .recharts-cartesian-axis-tick-value'));
    return labels.map((label) => {
      const box = label.getBoundingClientRect();
      const isWhole = box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5;
      return { text: label.textContent ?? '', isWhole };
    });
  });
}

test('a Free member sees Insights locked with Upgrade; on a paid plan they see the charts and download the CSV', async ({
  page,
  request,
}) => {
  const profile = { skills_offered: ['Knitting'], skills_wanted: ['Chess'] };
  const ines = await createMember(request, 'Ines', profile, { origin });
  const omar = await createMember(
    request,
    'Omar',
    { skills_offered: ['Chess'], skills_wanted: ['Knitting'] },
    { origin },
  );
  // A quarter-hour figure for the hours chart (even both ways, so nobody needs credit), and one request.
  await completeSwap(request, ines, omar, { hours: [2.25, 2.25], origin });
  const { email } = ines;
  await signInThroughApi(page, ines, origin);
  await page.goto('/insights');
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  const locked = page.getByRole('group', { name: 'Insights (locked)' });
  await expect(locked.getByText('Included with Premium: Insights.')).toBeVisible();
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
  // Axis labels are whole ("2.25", never a clipped "25"), and counts are never fractions.
  const chart = (title: string) => page.getByTestId('insight-chart').filter({ hasText: title });
  const hours = await valueAxis(chart('Hours taught and learned'));
  expect(hours.filter((label) => !label.isWhole)).toEqual([]);
  const requests = await valueAxis(chart('Swap requests'));
  expect(requests.filter((label) => !label.isWhole || !/^\d+$/.test(label.text))).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^skillswap-insights-\d{4}-\d{2}\.csv$/);
});
