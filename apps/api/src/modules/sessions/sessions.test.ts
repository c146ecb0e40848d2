import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import type { SwapSessions } from '@skillswap/contracts/sessions/schemas';
import { calendarFeeds, outbox, swapSessions } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { sendSessionReminders } from './session-reminders.ts';
import { createSessionKit, readInvite } from './sessions.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { sessionRoutes } from '@skillswap/contracts/sessions/routes';

describe(`sessions inside a swap on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-03-20T12:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let sessions: ReturnType<typeof createSessionKit>;
  let ana: KitMember;
  let ben: KitMember;
  let eve: KitMember;
  let swapId: string;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    sessions = createSessionKit(harness.app);
    ana = await kit.joinMember('Ana Lisboa');
    ben = await kit.joinMember('Ben York', { offers: 'Spanish', wants: 'Guitar' });
    eve = await kit.joinMember('Eve Outsider');
    await sessions.setTimeZone(ana, 'Europe/Lisbon');
    await sessions.setTimeZone(ben, 'America/New_York');
    swapId = await kit.requestSwap(ana, ben, { hoursOffered: 2, hoursRequested: 1 });
  });
  afterAll(() => harness.close());

  const url = (suffix = '') => `/api/swaps/${swapId}/sessions${suffix}`;
  const online = { kind: 'online', url: 'https://meet.example/ana-ben' } as const;
  const mailsTo = async (member: KitMember) =>
    (await harness.database.db.select().from(outbox).orderBy(asc(outbox.id))).filter(
      (mail) => mail.recipient === member.email,
    );
  const latestNotification = async (member: KitMember) =>
    (await sessions.ok<NotificationPage>(member, 'GET', '/api/notifications')).items[0]!;

  it('keeps each member’s time zone, UTC until set, and refuses names that are not IANA zones', async () => {
    expect(await sessions.ok(eve, 'GET', '/api/me/time-zone')).toEqual({ timeZone: 'UTC', isSet: false });
    expect(await sessions.ok(ana, 'GET', '/api/me/time-zone')).toEqual({
      timeZone: 'Europe/Lisbon',
      isSet: true,
    });
    for (const bad of ['Mars/Olympus', '+05:30', 'Europe/../etc', '']) {
      const response = await sessions.call(eve, 'PUT', '/api/me/time-zone', { timeZone: bad });
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('plans nothing before the swap is accepted', async () => {
    const response = await sessions.call(ana, 'POST', url(), {
      teacherId: ana.userId,
      slots: [{ date: '2026-03-30', startTime: '10:00', durationMinutes: 60 }],
      place: online,
    });
    expect(response.statusCode).toBe(409);
    await kit.actOk(ben, swapId, 'accept');
  });

  it('stores slots typed in Lisbon as UTC across the March change, and shows them to New York as such', async () => {
    const proposed = await sessions.ok(ana, 'POST', url(), {
      teacherId: ana.userId,
      slots: [
        // Before Europe's change on 29 March (Lisbon on UTC+0) and after it (UTC+1).
        { date: '2026-03-28', startTime: '10:00', durationMinutes: 60 },
        { date: '2026-03-30', startTime: '10:00', durationMinutes: 90 },
      ],
      place: online,
    });
    const session = proposed.sessions[0]!;
    expect(session.slots.map((slot) => slot.startsAt)).toEqual([
      '2026-03-28T10:00:00.000Z',
      '2026-03-30T09:00:00.000Z',
    ]);
    expect(session.canPick).toBe(false);
    const stored = await harness.database.db
      .select()
      .from(swapSessions)
      .where(eq(swapSessions.id, session.id));
    expect(stored[0]).toMatchObject({ status: 'proposed', placeKind: 'online', place: online.url });
    const forBen = await sessions.ok(ben, 'GET', url());
    expect(forBen.timeZone).toBe('America/New_York');
    expect(forBen.sessions[0]).toMatchObject({ canPick: true, status: 'proposed' });
    const notice = await latestNotification(ben);
    expect(notice.type).toBe('session_proposed');
    // Ben reads the times in his own zone, named: New York is on EDT since 8 March.
    expect(notice.body).toContain('Sat, 28 Mar 2026, 06:00–07:00 (America/New_York, EDT)');
    expect(notice.body).toContain('Mon, 30 Mar 2026, 05:00–06:30 (America/New_York, EDT)');
  });

  it('refuses a time the clocks skip, a past time, a plain http link and an outsider', async () => {
    const base = { teacherId: ana.userId, place: online };
    const skipped = await sessions.call(ana, 'POST', url(), {
      ...base,
      slots: [{ date: '2026-03-29', startTime: '01:30', durationMinutes: 60 }],
    });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json<{ message: string }>().message).toContain('does not exist in Europe/Lisbon');
    const past = await sessions.call(ana, 'POST', url(), {
      ...base,
      slots: [{ date: '2026-03-19', startTime: '10:00', durationMinutes: 60 }],
    });
    expect(past.statusCode).toBe(400);
    const http = await sessions.call(ana, 'POST', url(), {
      ...base,
      place: { kind: 'online', url: 'http://meet.example/x' },
      slots: [{ date: '2026-04-01', startTime: '10:00', durationMinutes: 60 }],
    });
    expect(http.statusCode).toBe(400);
    expect((await sessions.call(eve, 'GET', url())).statusCode).toBe(404);
  });

  it('refuses a date so late that the session would end past the last representable day, with a 400', async () => {
    await sessions.setTimeZone(ana, 'Etc/GMT+12');
    const before = await harness.database.db.select().from(swapSessions);
    const late = await sessions.call(ana, 'POST', url(), {
      teacherId: ana.userId,
      place: online,
      slots: [{ date: '9999-12-31', startTime: '23:00', durationMinutes: 480 }],
    });
    await sessions.setTimeZone(ana, 'Europe/Lisbon');
    expect({ status: late.statusCode, code: late.json<{ code: string }>().code }).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(await harness.database.db.select().from(swapSessions)).toEqual(before);
  });

  it('lets the other member propose other times, then the proposer picks one: both get a REQUEST', async () => {
    const [session] = (await sessions.ok(ben, 'GET', url())).sessions;
    const mineAgain = await sessions.call(ana, 'POST', url(`/${session!.id}/accept`), {
      slotId: session!.slots[0]!.id,
    });
    expect(mineAgain.statusCode).toBe(409);
    const countered = await sessions.ok(ben, 'POST', url(`/${session!.id}/counter`), {
      slots: [{ date: '2026-10-24', startTime: '14:00', durationMinutes: 60 }],
    });
    // 14:00 in New York (EDT, UTC-4) on 24 October.
    expect(countered.sessions[0]!.slots.map((slot) => slot.startsAt)).toEqual(['2026-10-24T18:00:00.000Z']);
    const forAna = await sessions.ok(ana, 'GET', url());
    expect(forAna.sessions[0]!.canPick).toBe(true);
    const beforeAna = (await mailsTo(ana)).length;
    const scheduled = await sessions.ok(ana, 'POST', url(`/${session!.id}/accept`), {
      slotId: forAna.sessions[0]!.slots[0]!.id,
    });
    expect(scheduled.sessions[0]).toMatchObject({
      status: 'scheduled',
      startsAt: '2026-10-24T18:00:00.000Z',
      durationMinutes: 60,
      sequence: 0,
    });
    const [anaMail] = (await mailsTo(ana)).slice(beforeAna);
    expect(anaMail!.bodyText).toContain('Sat, 24 Oct 2026, 19:00–20:00 (Europe/Lisbon, GMT+1)');
    expect(anaMail!.bodyHtml).toContain('https://meet.example/ana-ben');
    const invite = readInvite(anaMail!.attachments![0]!.content);
    expect(invite.method).toBe('REQUEST');
    expect(invite.event.uid).toBe(`session-${session!.id}@skillswap`);
    expect(Number(invite.event.sequence)).toBe(0);
    expect(new Date(invite.event.start).toISOString()).toBe('2026-10-24T18:00:00.000Z');
    const benMail = (await mailsTo(ben)).at(-1)!;
    expect(benMail.bodyText).toContain('Sat, 24 Oct 2026, 14:00–15:00 (America/New_York, EDT)');
    // Each calendar names the other member: Ana teaches, Ben learns.
    expect(invite.event.summary).toBe('SkillSwap: Teaching Guitar to Ben York');
    const benInvite = readInvite(benMail.attachments![0]!.content);
    expect(benInvite.event.summary).toBe('SkillSwap: Guitar with Ana Lisboa');
    expect(benInvite.event.uid).toBe(invite.event.uid);
    expect((await latestNotification(ben)).type).toBe('session_scheduled');
  });

  it('moves a session with a reason (same UID, higher SEQUENCE), then cancels it with a CANCEL', async () => {
    const [session] = (await sessions.ok(ben, 'GET', url())).sessions;
    const noReason = await sessions.call(ben, 'POST', url(`/${session!.id}/reschedule`), {
      date: '2026-10-26',
      startTime: '09:00',
      durationMinutes: 60,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const moved = await sessions.ok(ben, 'POST', url(`/${session!.id}/reschedule`), {
      date: '2026-10-26',
      startTime: '09:00',
      durationMinutes: 60,
      reason: 'A work trip came up',
    });
    // 26 October: Lisbon is back on UTC+0, New York still on EDT (it changes on 1 November).
    expect(moved.sessions[0]).toMatchObject({ startsAt: '2026-10-26T13:00:00.000Z', sequence: 1 });
    const movedMail = (await mailsTo(ana)).at(-1)!;
    expect(movedMail.bodyText).toContain('Mon, 26 Oct 2026, 13:00–14:00 (Europe/Lisbon, GMT+0)');
    expect(movedMail.bodyText).toContain('Reason: A work trip came up');
    const movedInvite = readInvite(movedMail.attachments![0]!.content);
    expect(movedInvite.method).toBe('REQUEST');
    expect(movedInvite.event.uid).toBe(`session-${session!.id}@skillswap`);
    expect(Number(movedInvite.event.sequence)).toBe(1);

    const cancelled = await sessions.ok(ana, 'POST', url(`/${session!.id}/cancel`), {
      reason: 'I broke my wrist',
    });
    expect(cancelled.sessions[0]).toMatchObject({ status: 'cancelled', note: 'I broke my wrist' });
    for (const member of [ana, ben]) {
      const invite = readInvite((await mailsTo(member)).at(-1)!.attachments![0]!.content);
      expect(invite.method).toBe('CANCEL');
      expect(invite.event.uid).toBe(`session-${session!.id}@skillswap`);
      expect(Number(invite.event.sequence)).toBe(2);
      expect(invite.event.status).toBe('CANCELLED');
    }
    expect(await latestNotification(ben)).toMatchObject({
      type: 'session_cancelled',
      title: 'Ana Lisboa cancelled your Guitar session',
    });
  });

  it('serves a private calendar feed by a secret address, kept only as a hash, regenerable and revocable', async () => {
    const proposed = await sessions.ok(ben, 'POST', url(), {
      teacherId: ben.userId,
      slots: [{ date: '2026-04-02', startTime: '13:00', durationMinutes: 60 }],
      place: { kind: 'in_person', text: 'Café A Brasileira, Chiado' },
    });
    const session = proposed.sessions.find((row) => row.status === 'proposed')!;
    await sessions.ok(ana, 'POST', url(`/${session.id}/accept`), { slotId: session.slots[0]!.id });

    expect(await sessions.ok(ana, 'GET', '/api/me/calendar-feed')).toEqual({
      isActive: false,
      createdAt: null,
    });
    const created = await sessions.ok<{ url: string }>(ana, 'POST', '/api/me/calendar-feed');
    const path = new URL(created.url).pathname;
    const token = path.split('/').at(-1)!.replace('.ics', '');
    const [stored] = await harness.database.db.select().from(calendarFeeds);
    expect(stored!.tokenHash).not.toContain(token);
    const feed = await harness.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const { method, events } = readInvite(feed.body);
    expect(method).toBe('PUBLISH');
    expect(events.map((event) => event.uid)).toEqual([`session-${session.id}@skillswap`]);
    expect(events[0]!.location).toBe('Café A Brasileira, Chiado');

    const again = await sessions.ok<{ url: string }>(ana, 'POST', '/api/me/calendar-feed');
    expect((await harness.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const newPath = new URL(again.url).pathname;
    expect((await harness.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(200);
    expect((await sessions.call(ana, 'DELETE', '/api/me/calendar-feed')).statusCode).toBe(204);
    expect((await harness.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(404);
    const unknown = `/api/calendar-feeds/${'x'.repeat(43)}.ics`;
    expect((await harness.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    expect(
      (await inject(harness.app, sessionRoutes.readCalendarFeed, { params: { token: 'nope' } })).statusCode,
    ).toBe(400);

    const download = await sessions.call(ben, 'GET', url(`/${session.id}/invite.ics`));
    expect(download.statusCode).toBe(200);
    expect(readInvite(download.body).event.uid).toBe(`session-${session.id}@skillswap`);
    expect((await sessions.call(eve, 'GET', url(`/${session.id}/invite.ics`))).statusCode).toBe(404);
  });

  it('reminds both members 24 hours and 1 hour before, then asks them to confirm the hours it suggests', async () => {
    const context = () => ({
      db: harness.database.db,
      now: clock.now(),
      publicUrl: harness.config.PUBLIC_URL,
    });
    // Each reminder names the other member: Ana learns Spanish with Ben, Ben teaches it to Ana.
    const titleFor = (member: KitMember) =>
      member === ben ? 'SkillSwap: Teaching Spanish to Ana Lisboa' : 'SkillSwap: Spanish with Ben York';
    const reminders = async (member: KitMember) =>
      (await harness.database.db.select().from(outbox)).filter(
        (mail) => mail.recipient === member.email && mail.subject.includes(titleFor(member)),
      ).length;
    // The Spanish session is on 2 April 13:00 in New York, 18:00 in Lisbon (17:00 UTC).
    clock.set(new Date('2026-04-01T16:30:00Z'));
    await sendSessionReminders(context());
    expect(await reminders(ana)).toBe(0);
    clock.set(new Date('2026-04-01T17:00:00Z'));
    await sendSessionReminders(context());
    await sendSessionReminders(context());
    expect(await reminders(ana)).toBe(1);
    expect(await reminders(ben)).toBe(1);
    clock.set(new Date('2026-04-02T16:05:00Z'));
    await sendSessionReminders(context());
    await sendSessionReminders(context());
    expect(await reminders(ana)).toBe(2);
    expect((await latestNotification(await kit.signInAgain(ana))).title).toBe(
      'In an hour: SkillSwap: Spanish with Ben York',
    );

    clock.set(new Date('2026-04-02T18:05:00Z'));
    await sendSessionReminders(context());
    await sendSessionReminders(context());
    const anaAgain = await kit.signInAgain(ana);
    const prompt = await latestNotification(anaAgain);
    expect(prompt.type).toBe('hours_prompt');
    expect(prompt.body).toContain('0 h of Guitar and 1 h of Spanish');
    const listed = await sessions.ok<SwapSessions>(anaAgain, 'GET', url());
    expect(listed.suggestedHours).toEqual({ requesterHours: 0, recipientHours: 1 });
    const prompts = (await harness.database.db.select().from(outbox)).filter((mail) =>
      mail.subject.includes('confirm the hours'),
    );
    expect(prompts.map((mail) => mail.recipient).sort()).toEqual([ana.email, ben.email].sort());
  });

  it('puts the member’s time zone and sessions in their data download', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: (await kit.signInAgain(ben)).authHeader,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ timeZone: string; swapSessions: { place: string; status: string }[] }>();
    expect(data.timeZone).toBe('America/New_York');
    expect(data.swapSessions.map((row) => row.status).sort()).toEqual(['cancelled', 'scheduled']);
    expect(data.swapSessions.map((row) => row.place)).toContain('Café A Brasileira, Chiado');
  });

  it('cancelling the swap cancels its sessions still to come, with a CANCEL to both members', async () => {
    const [carla, dan] = [await kit.joinMember('Carla Cancel'), await kit.joinMember('Dan Other')];
    const otherSwap = await kit.requestSwap(carla, dan);
    await kit.actOk(dan, otherSwap, 'accept');
    const base = `/api/swaps/${otherSwap}/sessions`;
    const proposed = await sessions.ok(carla, 'POST', base, {
      teacherId: carla.userId,
      slots: [{ date: '2026-05-10', startTime: '09:00', durationMinutes: 60 }],
      place: { kind: 'in_person', text: 'The park' },
    });
    const sessionId = proposed.sessions[0]!.id;
    await sessions.ok(dan, 'POST', `${base}/${sessionId}/accept`, {
      slotId: proposed.sessions[0]!.slots[0]!.id,
    });
    await sessions.ok(dan, 'POST', base, {
      teacherId: dan.userId,
      slots: [{ date: '2026-05-12', startTime: '09:00', durationMinutes: 60 }],
      place: { kind: 'in_person', text: 'The park' },
    });
    await kit.actOk(carla, otherSwap, 'cancel', { reason: 'Moving abroad' });
    const after = await sessions.ok(dan, 'GET', base);
    expect(after.sessions.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    for (const member of [carla, dan]) {
      const withInvite = (await mailsTo(member)).filter((mail) => mail.attachments);
      const invite = readInvite(withInvite.at(-1)!.attachments![0]!.content);
      expect(invite.method).toBe('CANCEL');
      expect(invite.event.uid).toBe(`session-${sessionId}@skillswap`);
      expect(Number(invite.event.sequence)).toBe(1);
    }
  });

  it('keeps both attendees of an invitation whatever their names hold: quotes, semicolons, colons, commas', async () => {
    const oddName = 'Zoë "Zed" O\'Neil; Jr: Lisbon, PT';
    const [zoe, dan] = [await kit.joinMember(oddName), await kit.joinMember('Dan Plain')];
    const otherSwap = await kit.requestSwap(zoe, dan);
    await kit.actOk(dan, otherSwap, 'accept');
    const base = `/api/swaps/${otherSwap}/sessions`;
    const proposed = await sessions.ok(zoe, 'POST', base, {
      teacherId: zoe.userId,
      slots: [{ date: '2026-05-11', startTime: '09:00', durationMinutes: 60 }],
      place: { kind: 'in_person', text: 'The park' },
    });
    await sessions.ok(dan, 'POST', `${base}/${proposed.sessions[0]!.id}/accept`, {
      slotId: proposed.sessions[0]!.slots[0]!.id,
    });
    const ics = (await mailsTo(dan)).filter((mail) => mail.attachments).at(-1)!.attachments![0]!.content;

    // A calendar reads both attendees.
    const { event } = readInvite(ics);
    const attendees = [event.attendee]
      .flat()
      .map((attendee) => (typeof attendee === 'string' ? attendee : attendee?.val));
    expect(attendees.map((value) => value?.toLowerCase()).sort()).toEqual(
      [`mailto:${dan.email}`, `mailto:${zoe.email}`].sort(),
    );
    // Each CN is one RFC 5545 quoted-string (no DQUOTE inside); RFC 6868 carets give the name back exactly.
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    const names = [...unfolded.matchAll(/^ATTENDEE;(?:[^:"]|"[^"]*")*?CN="([^"\r\n]*)"[;:]/gm)].map((match) =>
      match[1]!.replace(/\^(\^|'|n)/g, (_, code: string) => (code === "'" ? '"' : code === 'n' ? '\n' : '^')),
    );
    expect(names.sort()).toEqual(['Dan Plain', oddName].sort());
  });
});
