import type { Page } from '@playwright/test';
import { chooseTheme } from './fixtures/theme.ts';
import {
  createMember,
  expect,
  signInThroughUi,
  test,
  testClientAddress,
  toast,
} from './support/member-session.ts';
import { acceptSwap, sendSwapRequest } from './support/member-swaps.ts';
import { axeScan } from './support/axe.ts';

test.describe.configure({ timeout: 120_000 });

async function seriousViolations(page: Page) {
  const results = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test('one member proposes a session, the other picks the time, and both see it in their own time zone', async ({
  browser,
  request,
}) => {
  const ana = await createMember(request, 'Ana', {
    skills_offered: ['Origami'],
    skills_wanted: ['Juggling'],
  });
  const ben = await createMember(request, 'Ben', {
    skills_offered: ['Juggling'],
    skills_wanted: ['Origami'],
  });
  const auth = (member: { accessToken: string }) => ({ authorization: `Bearer ${member.accessToken}` });
  const swapId = await sendSwapRequest(request, ana, ben, {
    offeredSkill: 'Origami',
    requestedSkill: 'Juggling',
  });
  await acceptSwap(request, ben, swapId);

  // Ana in Lisbon on a phone in dark mode, Ben in New York on a desktop, each browser in its member's zone.
  const anaContext = await browser.newContext({
    timezoneId: 'Europe/Lisbon',
    extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() },
  });
  const benContext = await browser.newContext({
    timezoneId: 'America/New_York',
    extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() },
  });
  try {
    const anaPage = await anaContext.newPage();
    await chooseTheme(anaPage, 'dark');
    const benPage = await benContext.newPage();
    await signInThroughUi(anaPage, ana);
    // Signed in (the header's account menu is found at desktop width), Ana goes on at phone width.
    await anaPage.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(benPage, ben);
    // Signed in, each browser gave the member its zone (they had none yet).
    await expect
      .poll(
        async () =>
          (
            (await (await request.get('/api/me/time-zone', { headers: auth(ben) })).json()) as {
              timeZone: string;
            }
          ).timeZone,
      )
      .toBe('America/New_York');
    await expect
      .poll(
        async () =>
          (
            (await (await request.get('/api/me/time-zone', { headers: auth(ana) })).json()) as {
              timeZone: string;
            }
          ).timeZone,
      )
      .toBe('Europe/Lisbon');

    const benStream = benPage.waitForResponse(
      (response) => response.url().endsWith('/api/live/events') && response.status() === 200,
    );
    await benPage.goto(`/swaps/${swapId}`);
    await benStream;
    await expect(benPage.getByText('No sessions yet.')).toBeVisible();
    await anaPage.goto(`/swaps/${swapId}`);
    await expect(anaPage.getByText('Times are shown in your time zone, Europe/Lisbon.')).toBeVisible();

    await anaPage.getByRole('button', { name: 'Propose a Session' }).click();
    const dialog = anaPage.getByRole('dialog', { name: 'Propose a session' });
    await dialog.getByLabel('You teach Origami').check();
    await dialog.getByLabel('Date').fill('2027-01-20');
    await dialog.getByLabel('Start time (Europe/Lisbon)').fill('10:00');
    await dialog.getByLabel('Length').selectOption('60');
    await dialog.getByLabel('Meeting link (https://…)').fill('http://meet.example/origami');
    await dialog.getByRole('button', { name: 'Propose Session' }).click();
    await expect(dialog.getByText('Enter a meeting link that starts with https://')).toBeVisible();
    expect(await seriousViolations(anaPage)).toEqual([]);
    await dialog.getByLabel('Meeting link (https://…)').fill('https://meet.example/origami');
    await dialog.getByRole('button', { name: 'Propose Session' }).click();
    await expect(dialog).toBeHidden();
    await expect(anaPage.getByText('Waiting for Ben')).toBeVisible();

    // Ben's open page learns of it from the live stream; 10:00 in Lisbon in January is 05:00 in New York.
    const benTime = benPage.getByLabel(/Wed, Jan 20, 2027, 05:00–06:00 \(America\/New_York, EST\)/);
    await expect(benTime).toBeVisible({ timeout: 10_000 });
    await benTime.check();
    await benPage.getByRole('button', { name: 'Accept This Time' }).click();

    for (const [page, time] of [
      [anaPage, /Wed, Jan 20, 2027, 10:00–11:00 \(Europe\/Lisbon, GMT(\+0)?\)/],
      [benPage, /Wed, Jan 20, 2027, 05:00–06:00 \(America\/New_York, EST\)/],
    ] as const) {
      const session = page
        .getByRole('listitem')
        .filter({ hasText: 'Origami' })
        .filter({ hasText: 'Scheduled' });
      await expect(session).toBeVisible({ timeout: 10_000 });
      await expect(session.getByText(time)).toBeVisible();
      await expect(session.getByRole('link', { name: 'https://meet.example/origami' })).toBeVisible();
    }

    expect(await seriousViolations(anaPage)).toEqual([]);
    expect(await seriousViolations(benPage)).toEqual([]);
    // Nothing wider than the phone's screen.
    expect(await anaPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const download = benPage.waitForEvent('download');
    await benPage.getByRole('button', { name: 'Add to Calendar' }).click();
    expect((await download).suggestedFilename()).toBe('skillswap-session.ics');

    // Ben calls it off: he is told it is done, and Ana's page, reloaded, keeps it only among the cancelled
    // ones.
    await benPage.getByRole('button', { name: 'Cancel Session' }).click();
    const cancelDialog = benPage.getByRole('dialog', { name: 'Cancel this session' });
    const reason = cancelDialog.getByLabel('Reason (the other member reads it)');
    await cancelDialog.getByRole('button', { name: 'Cancel Session' }).click();
    await expect(reason).toHaveAccessibleDescription('Give a reason, so the other member knows why');
    await reason.fill('I broke my wrist');
    await cancelDialog.getByRole('button', { name: 'Cancel Session' }).click();
    await expect(cancelDialog).toBeHidden();
    await expect(toast(benPage, 'Session cancelled')).toBeVisible();
    await anaPage.reload();
    const folded = anaPage.locator('details', { hasText: '1 cancelled session' });
    await expect(folded).toBeVisible();
    await expect(anaPage.getByText('No sessions yet.')).toBeVisible();
    await expect(folded.getByText('Reason: I broke my wrist')).toBeHidden();
    await folded.locator('summary').click();
    await expect(folded.getByRole('listitem').filter({ hasText: 'Cancelled' })).toBeVisible();
  } finally {
    await anaContext.close();
    await benContext.close();
  }
});
