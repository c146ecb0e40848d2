import type { APIRequestContext } from '@playwright/test';
import { chooseTheme } from './fixtures/theme.ts';
import { consoleE2e } from './support/console-server.ts';
import { createStaffMember, signInToConsole } from './support/console-staff.ts';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  test,
  toast,
  type TestMember,
} from './support/member-session.ts';
import { acceptSwap, sendSwapRequest } from './support/member-swaps.ts';

test.describe.configure({ timeout: 180_000 });

async function post(request: APIRequestContext, member: TestMember, path: string, data: object) {
  const response = await request.post(`${consoleE2e.origin}${path}`, {
    headers: { authorization: `Bearer ${member.accessToken}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { data?: { id: string } };
}

test('a moderator reads both sides of a dispute in the console and resolves it; both members see the outcome', async ({
  page,
  request,
}) => {
  const bio = 'Happy to trade an hour or two.';
  const origin = consoleE2e.origin;
  const ana = await createMember(
    request,
    'Ana',
    { skills_offered: ['Pottery'], skills_wanted: ['Welsh'], bio },
    { origin },
  );
  const ben = await createMember(
    request,
    'Ben',
    { skills_offered: ['Welsh'], skills_wanted: ['Pottery'], bio },
    { origin },
  );
  const swapId = await sendSwapRequest(request, ana, ben, {
    offeredSkill: 'Pottery',
    requestedSkill: 'Welsh',
    origin,
  });
  await acceptSwap(request, ben, swapId, origin);
  await post(request, ana, `/api/swaps/${swapId}/messages`, { body: 'Studio at six on Monday?' });
  await post(request, ben, `/api/swaps/${swapId}/dispute`, {
    reason: 'Ana missed both of our planned sessions.',
  });
  await post(request, ana, `/api/swaps/${swapId}/dispute/statement`, {
    statement: 'I came both times; the studio was locked.',
  });

  const moderator = await createStaffMember(request, 'Mona', 'moderator');
  await signInToConsole(page, moderator, '/admin/disputes');
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Open disputes' })
    .getByRole('link', { name: new RegExp(`${ana.fullName} and ${ben.fullName}`) })
    .click();
  const dispute = page.getByRole('article', { name: `${ana.fullName} and ${ben.fullName}` });
  await expect(dispute).toContainText('Ana missed both of our planned sessions.');
  await expect(dispute).toContainText('I came both times; the studio was locked.');
  await expect(dispute).toContainText('Studio at six on Monday?');
  await expect(dispute).not.toContainText('@');
  await expectNoSeriousAxeViolations(page);
  // Dark mode and a phone's width: still clean, nothing wider than the screen.
  await chooseTheme(page, 'dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(dispute).toContainText('I came both times; the studio was locked.');
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The contract's rules are checked before anything is sent, each under its own field.
  const anaHours = dispute.getByLabel(`Hours of Pottery taught by ${ana.fullName}`);
  await anaHours.fill('101');
  await dispute.getByLabel('Note to both members').fill('Too short');
  await dispute.getByRole('button', { name: 'Resolve Dispute' }).click();
  await expect(anaHours).toHaveAccessibleDescription('At most 100 hours');
  await expect(dispute.getByLabel('Note to both members')).toHaveAccessibleDescription(
    'Explain the decision to both members in at least 10 characters',
  );
  await expect(dispute).not.toContainText(`by ${moderator.fullName}`);
  await anaHours.fill('1');
  await dispute.getByLabel(`Hours of Welsh taught by ${ben.fullName}`).fill('0.5');
  await dispute
    .getByLabel('Note to both members')
    .fill('The studio log shows one lesson each way, shortened.');
  await dispute.getByRole('button', { name: 'Resolve Dispute' }).click();
  await expect(toast(page, 'Dispute resolved. Both members were told.')).toBeVisible();
  await expect(dispute).toContainText(`by ${moderator.fullName}`);
  // Resolved, it leaves the queue.
  await expect(
    page.getByRole('link', { name: new RegExp(`${ana.fullName} and ${ben.fullName}`) }),
  ).toHaveCount(0);

  const seen = await request.get(`${origin}/api/swaps/${swapId}/dispute`, {
    headers: { authorization: `Bearer ${ben.accessToken}` },
  });
  expect(await seen.json()).toMatchObject({
    status: 'resolved',
    resolution: { outcome: 'settled', note: 'The studio log shows one lesson each way, shortened.' },
  });
});
