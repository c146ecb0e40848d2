import type { APIRequestContext, Page } from '@playwright/test';
import {
  createMember,
  expect,
  expectNoSeriousAxeViolations,
  signInThroughApi,
  signInThroughUi,
  test,
  testClientAddress,
  type TestMember,
} from './support/member-session.ts';
import { acceptSwap, sendSwapRequest } from './support/member-swaps.ts';
import { recordSentRequests } from './support/sent-requests.ts';

// The propose dialog shows each slot in the partner's zone (warned outside
// 08:00–21:00 there), suggests times from both weekly availabilities and makes a Jitsi Meet room; Settings
// has a searchable time-zone list. At 390 px (dark) and 1280 px (light), axe clean in both themes.

test.describe.configure({ timeout: 300_000 });

const auth = (member: TestMember) => ({ authorization: `Bearer ${member.accessToken}` });
const everyDay = (start: string, end: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

async function settle(
  request: APIRequestContext,
  member: TestMember,
  timeZone: string,
  start: string,
  end: string,
) {
  expect(
    (await request.put('/api/me/time-zone', { headers: auth(member), data: { timeZone } })).status(),
  ).toBe(200);
  const week = await request.put('/api/me/availability', {
    headers: auth(member),
    data: { ranges: everyDay(start, end) },
  });
  expect(week.status(), await week.text()).toBe(200);
}

async function openPropose(page: Page, swapId: string, button: string, title: string) {
  await page.goto(`/swaps/${swapId}`);
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: title });
}

test('the propose dialog shows the partner’s time, warns outside their day, suggests shared times and makes a meeting room', async ({
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
  // Ana in Lisbon is free 14:00–18:00, Ben in New York 09:00–13:00: the same hours, five hours apart.
  await settle(request, ana, 'Europe/Lisbon', '14:00', '18:00');
  await settle(request, ben, 'America/New_York', '09:00', '13:00');
  const swapId = await sendSwapRequest(request, ana, ben, {
    offeredSkill: 'Origami',
    requestedSkill: 'Juggling',
  });
  await acceptSwap(request, ben, swapId);

  const anaContext = await browser.newContext({
    timezoneId: 'Europe/Lisbon',
    colorScheme: 'dark',
    extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() },
  });
  try {
    const page = await anaContext.newPage();
    await signInThroughApi(page, ana);
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await openPropose(page, swapId, 'Propose a Session', 'Propose a session');

    // A suggested time fills the slot: 14:00 in Lisbon is 09:00 for Ben, inside his day. The second
    // suggestion is tomorrow or later, so 10:00 on its day (below) has not passed whenever the journey runs.
    const suggestions = dialog.getByRole('region', { name: 'Times you are both available' });
    const later = suggestions.getByRole('button').nth(1);
    await expect(later).toHaveText(/14:00/);
    await later.click();
    await expect(dialog.getByLabel('Start time (Europe/Lisbon)')).toHaveValue('14:00');
    const suggestedDate = await dialog.getByLabel('Date').inputValue();
    await expect(
      dialog.getByText(new RegExp(`^For ${ben.fullName}: .*09:00–10:00 \\(America/New_York\\)$`)),
    ).toBeVisible();
    await expect(dialog.getByText(/outside 08:00–21:00/)).toHaveCount(0);

    // 10:00 in Lisbon is 05:00 in New York: warned.
    await dialog.getByLabel('Start time (Europe/Lisbon)').fill('10:00');
    await expect(
      dialog.getByText(new RegExp(`^For ${ben.fullName}: .*05:00–06:00 \\(America/New_York\\)$`)),
    ).toBeVisible();
    await expect(
      dialog.getByText(`That is outside 08:00–21:00 for ${ben.fullName}. Choose another time if you can.`),
    ).toBeVisible();

    // A past date is refused in the dialog, before anything is sent.
    await expect(dialog.getByLabel('Date')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByLabel('Date').fill('2020-01-06');
    await expect(
      dialog.getByText('This time has passed. Choose a time in the future.').first(),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Propose Session' }).click();
    await expect(dialog).toBeVisible();

    // One click makes a Jitsi Meet room, a new unguessable one each time.
    await dialog.getByLabel('Date').fill(suggestedDate);
    await dialog.getByLabel('Start time (Europe/Lisbon)').fill('14:00');
    await dialog.getByRole('button', { name: 'Create a meeting room' }).click();
    const link = dialog.getByLabel('Meeting link (https://…)');
    await expect(link).toHaveValue(/^https:\/\/meet\.jit\.si\/SkillSwap-[\w-]{22}$/);
    const room = await link.inputValue();
    await dialog.getByRole('button', { name: 'Create a meeting room' }).click();
    await expect(link).not.toHaveValue(room);
    await page.screenshot({ path: test.info().outputPath('propose-390-dark.png') });
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Propose Session' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: /^https:\/\/meet\.jit\.si\/SkillSwap-/ })).toBeVisible();
  } finally {
    await anaContext.close();
  }

  // Ben, on a desktop in New York, proposes other times: Ana's time is shown, and the same suggestions.
  const benContext = await browser.newContext({
    timezoneId: 'America/New_York',
    extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() },
  });
  try {
    const page = await benContext.newPage();
    await signInThroughUi(page, ben);
    const dialog = await openPropose(page, swapId, 'Propose Other Times', 'Propose other times');
    await dialog
      .getByRole('region', { name: 'Times you are both available' })
      .getByRole('button')
      .first()
      .click();
    // The first shared time lies inside Ben's 09:00–13:00 (later than 09:00 when the journey runs on the
    // morning itself) and is shown to him as Ana's, five hours ahead.
    const start = dialog.getByLabel('Start time (America/New_York)');
    await expect(start).toHaveValue(/^(09|1[0-2]):[0-5]\d$/);
    const [hour, minute] = (await start.inputValue()).split(':');
    const lisbon = (hours: number) => `${String(Number(hour) + hours).padStart(2, '0')}:${minute}`;
    await expect(
      dialog.getByText(new RegExp(`^For ${ana.fullName}: .*${lisbon(5)}–${lisbon(6)} \\(Europe/Lisbon\\)$`)),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  } finally {
    await benContext.close();
  }
});

test('the time-zone field is a searchable list with cities and offsets, by keyboard', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Tomas');
  await signInThroughApi(page, member);
  await page.goto('/settings/calendar');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const field = page.getByRole('combobox', { name: 'Your time zone' });
    await field.fill('Mumbai');
    const list = page.getByRole('listbox', { name: 'Your time zone' });
    await expect(list.getByRole('option')).toHaveCount(1);
    await expect(list.getByRole('option').first()).toContainText('UTC+05:30');
    await expect(page.getByRole('status').filter({ hasText: '1 time zone matches.' })).toBeAttached();
    await page.screenshot({ path: test.info().outputPath(`time-zone-${width}.png`) });
    await expectNoSeriousAxeViolations(page);
    await field.press('Enter');
    await expect(list).toBeHidden();
    await expect(field).toHaveValue(/^Asia\/(Kolkata|Calcutta) \(UTC\+05:30\)$/);

    // By offset, then the arrow keys.
    await field.fill('UTC-3');
    await expect(list.getByRole('option').first()).toContainText('UTC−03:00');
    await field.press('ArrowDown');
    await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await field.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toHaveValue(/^Asia\/(Kolkata|Calcutta)/);
  }
  await page.getByRole('button', { name: 'Save Time Zone' }).click();
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/api/me/time-zone', { headers: auth(member) })).json()) as {
            timeZone: string;
          }
        ).timeZone,
    )
    .toMatch(/^Asia\/(Kolkata|Calcutta)$/);
  // A place that is not in the list cannot be saved: the field keeps the zone chosen, and nothing is sent.
  const zoneSaves = recordSentRequests(page, 'PUT', '/api/me/time-zone');
  const zoneField = page.getByRole('combobox', { name: 'Your time zone' });
  await zoneField.fill('Atlantis');
  await expect(page.getByRole('status').filter({ hasText: 'No time zone matches.' })).toBeAttached();
  await zoneField.press('Enter');
  await zoneField.press('Escape');
  await expect(zoneField).toHaveValue(/^Asia\/(Kolkata|Calcutta) \(UTC\+05:30\)$/);
  await expect(zoneField).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('button', { name: 'Save Time Zone' })).toBeDisabled();
  expect(zoneSaves).toEqual([]);

  // Weekly hours that end before they start are refused under the range, before anything is sent.
  await page.getByRole('button', { name: 'Add hours on Monday' }).click();
  await page.getByRole('combobox', { name: 'To', exact: true }).selectOption('08:00');
  await page.getByRole('button', { name: 'Save Availability' }).click();
  await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveAccessibleDescription(
    'Each range ends at least 30 minutes after it starts',
  );
});
