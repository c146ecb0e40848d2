import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Availability } from '@skillswap/contracts/sessions/availability';
import type { SwapSessions } from '@skillswap/contracts/sessions/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { createSessionKit, readInvite } from './sessions.test-helper.ts';

// Weekly availability (ADR 110): stated in the member's own zone, validated, and crossed
// with the partner's week across both zones (and their changes of the clocks) to suggest
// times; invitations remind.

describe(`weekly availability and suggested times on ${databaseKind}`, () => {
  // Wednesday 25 March 2026: New York is on EDT (UTC−4) since the 8th, Lisbon moves to WEST (UTC+1)
  // on the 29th.
  const clock = createManualClock(new Date('2026-03-25T12:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let sessions: ReturnType<typeof createSessionKit>;
  let ana: KitMember;
  let ben: KitMember;
  let swapId: string;
  const weekdays = [1, 2, 3, 4, 5];

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    sessions = createSessionKit(harness.app);
    ana = await kit.joinMember('Ana Lisboa');
    ben = await kit.joinMember('Ben York', { offers: 'Spanish', wants: 'Guitar' });
    await sessions.setTimeZone(ana, 'Europe/Lisbon');
    await sessions.setTimeZone(ben, 'America/New_York');
    swapId = await kit.requestSwap(ana, ben, { hoursOffered: 2, hoursRequested: 1 });
    await kit.actOk(ben, swapId, 'accept');
  });
  afterAll(() => harness.close());

  const week = (start: string, end: string) => weekdays.map((weekday) => ({ weekday, start, end }));
  const sessionsUrl = () => `/api/swaps/${swapId}/sessions`;

  it('starts empty, in the member’s zone, and stores a valid week as given', async () => {
    expect(await sessions.ok<Availability>(ana, 'GET', '/api/me/availability')).toEqual({
      timeZone: 'Europe/Lisbon',
      ranges: [],
    });
    const saved = await sessions.ok<Availability>(ana, 'PUT', '/api/me/availability', {
      ranges: [...week('14:00', '18:00'), { weekday: 6, start: '20:00', end: '24:00' }],
    });
    expect(saved.ranges).toHaveLength(6);
    expect(saved.ranges.at(-1)).toEqual({ weekday: 6, start: '20:00', end: '24:00' });
    expect(await sessions.ok<Availability>(ana, 'GET', '/api/me/availability')).toEqual(saved);
  });

  it('refuses a bad week with a 400 naming the problem, and keeps the one stored', async () => {
    const before = await sessions.ok<Availability>(ana, 'GET', '/api/me/availability');
    const cases: [unknown, string][] = [
      [[{ weekday: 8, start: '09:00', end: '10:00' }], 'Choose a day of the week'],
      [[{ weekday: 1, start: '10:00', end: '09:00' }], 'Each range ends at least 30 minutes after it starts'],
      [[{ weekday: 1, start: '10:00', end: '10:15' }], 'Each range ends at least 30 minutes after it starts'],
      [[{ weekday: 1, start: '9:00', end: '10:00' }], 'Enter the start time as HH:MM (24-hour)'],
      [[{ weekday: 1, start: '22:00', end: '24:30' }], 'Enter the end time as HH:MM (24-hour)'],
      [
        [
          { weekday: 2, start: '09:00', end: '12:00' },
          { weekday: 2, start: '11:00', end: '13:00' },
        ],
        'Two ranges on the same day overlap; join them',
      ],
      [
        Array.from({ length: 29 }, (_, index) => ({
          weekday: (index % 7) + 1,
          start: `${String(Math.floor(index / 7) * 5).padStart(2, '0')}:00`,
          end: `${String(Math.floor(index / 7) * 5 + 1).padStart(2, '0')}:00`,
        })),
        'State at most 28 ranges a week',
      ],
      ['every day', 'ranges'],
    ];
    for (const [ranges, message] of cases) {
      const response = await sessions.call(ana, 'PUT', '/api/me/availability', { ranges });
      expect(response.statusCode, JSON.stringify(ranges)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation_failed');
      expect(response.body).toContain(message);
    }
    expect(await sessions.ok<Availability>(ana, 'GET', '/api/me/availability')).toEqual(before);
  });

  it('suggests nothing until both members stated a week, and tells each the partner’s zone', async () => {
    const forAna = await sessions.ok<SwapSessions>(ana, 'GET', sessionsUrl());
    expect(forAna).toMatchObject({
      timeZone: 'Europe/Lisbon',
      hasAvailability: true,
      partner: { timeZone: 'America/New_York', hasAvailability: false },
      suggestedTimes: [],
    });
    const forBen = await sessions.ok<SwapSessions>(ben, 'GET', sessionsUrl());
    expect(forBen.partner).toEqual({ timeZone: 'Europe/Lisbon', hasAvailability: true });
  });

  it('suggests hour-long times inside both weeks, read in each zone on the day itself (DST-correct)', async () => {
    // Ben: weekdays 09:00–12:00 in New York. Ana: weekdays 14:00–18:00 in Lisbon.
    await sessions.ok(ben, 'PUT', '/api/me/availability', { ranges: week('09:00', '12:00') });
    const forAna = await sessions.ok<SwapSessions>(ana, 'GET', sessionsUrl());
    // Until Lisbon changes its clocks (Sun 29 March) the overlap starts at 14:00 in Lisbon = 14:00 UTC =
    // 10:00 in New York; afterwards at 14:00 WEST = 13:00 UTC = 09:00 EDT. One time a day, at least
    // an hour ahead.
    expect(forAna.suggestedTimes).toEqual([
      '2026-03-25T14:00:00.000Z',
      '2026-03-26T14:00:00.000Z',
      '2026-03-27T14:00:00.000Z',
      '2026-03-30T13:00:00.000Z',
      '2026-03-31T13:00:00.000Z',
      '2026-04-01T13:00:00.000Z',
    ]);
    // Ben is told the same times.
    expect((await sessions.ok<SwapSessions>(ben, 'GET', sessionsUrl())).suggestedTimes).toEqual(
      forAna.suggestedTimes,
    );
  });

  it('suggests nothing when the two weeks never meet', async () => {
    await sessions.ok(ben, 'PUT', '/api/me/availability', { ranges: week('18:00', '20:00') });
    expect((await sessions.ok<SwapSessions>(ana, 'GET', sessionsUrl())).suggestedTimes).toEqual([]);
  });

  it('proposes a suggested time as typed in the proposer’s zone, and its invitation reminds a day and 15 minutes before', async () => {
    const proposed = await sessions.ok<SwapSessions>(ana, 'POST', sessionsUrl(), {
      teacherId: ana.userId,
      slots: [{ date: '2026-03-30', startTime: '14:00', durationMinutes: 60 }],
      place: { kind: 'online', url: 'https://meet.jit.si/SkillSwap-abcdefghijklmnopqrstuv' },
    });
    const session = proposed.sessions[0]!;
    expect(session.slots[0]!.startsAt).toBe('2026-03-30T13:00:00.000Z');
    await sessions.ok(ben, 'POST', `${sessionsUrl()}/${session.id}/accept`, {
      slotId: session.slots[0]!.id,
    });
    const response = await sessions.call(ben, 'GET', `${sessionsUrl()}/${session.id}/invite.ics`);
    expect(response.statusCode).toBe(200);
    const { event } = readInvite(response.body);
    expect(
      (event.alarms ?? []).map((alarm) => ({ action: alarm.action, trigger: String(alarm.trigger) })),
    ).toEqual([
      { action: 'DISPLAY', trigger: '-P1D' },
      { action: 'DISPLAY', trigger: '-PT15M' },
    ]);
  });

  it('puts the member’s week in their data download', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: (await kit.signInAgain(ana)).authHeader,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ weeklyAvailability: { weekday: number }[] }>();
    expect(data.weeklyAvailability).toHaveLength(6);
  });
});
