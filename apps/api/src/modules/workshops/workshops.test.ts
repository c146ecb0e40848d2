import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import type { StatementPage } from '@skillswap/contracts/ledger/schemas';
import type { WorkshopDetail } from '@skillswap/contracts/workshops/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { signUpStaffMember } from '../../test/staff.ts';
import { readInvite } from '../sessions/sessions.test-helper.ts';
import { findBrokenPromises } from '../swap-lifecycle/ledger-invariants.test-helper.ts';
import type { KitMember } from '../swap-lifecycle/swaps.test-helper.ts';
import { sendWorkshopReminders } from './workshop-reminders.ts';
import { createWorkshopKit, type WorkshopKit } from './workshops.test-helper.ts';

describe(`workshops on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-03-20T12:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: WorkshopKit;
  let host: KitMember;
  let learners: KitMember[];
  let firstWorkshop: WorkshopDetail;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createWorkshopKit(harness.app, harness.database);
    host = await kit.joinHost('Hana Host');
    learners = [];
    for (const name of ['Ana', 'Ben', 'Cleo', 'Dan']) learners.push(await kit.joinMember(`${name} Learner`));
  });
  afterAll(async () => {
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
    await harness.close();
  });

  const signInAll = async () => {
    host = await kit.signInAgain(host);
    learners = await Promise.all(learners.map((learner) => kit.signInAgain(learner)));
  };
  const notificationsOf = async (member: TestMember) =>
    (await kit.ok<NotificationPage>(member, 'GET', '/api/notifications?limit=50')).items;
  const statementOf = async (member: TestMember) =>
    (await kit.ok<StatementPage>(member, 'GET', '/api/ledger/statement')).items;
  const activeHoldTotal = async (workshopId: string) => {
    const result = await harness.database.db.execute<{ total: string }>(sql`
      SELECT coalesce(sum(h.amount), 0) AS total FROM ledger_holds h
      JOIN workshop_bookings b ON b.id = h.workshop_booking_id
      WHERE b.workshop_id = ${workshopId} AND h.released_at IS NULL`);
    return Number(result.rows[0]!.total);
  };

  it('lets members with a confirmed address who have taught in a completed swap host, no badge needed, with 2 to 30 seats', async () => {
    const unconfirmed = await signUpMember(harness.app, { fullName: 'Una Unconfirmed', verified: false });
    expect(await kit.ok(unconfirmed, 'GET', '/api/me/workshop-hosting')).toEqual({
      canHost: false,
      reason: 'Hosting workshops opens once you have confirmed your e-mail address.',
      nextStep: 'verify_email',
    });
    const newcomer = await kit.joinMember('Nina Newcomer', { offers: 'Pottery' });
    const refused = await kit.call(newcomer, 'POST', '/api/workshops', kit.workshopInput());
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'Hosting workshops opens once you have taught in at least one completed swap.',
    );
    expect(await kit.ok(newcomer, 'GET', '/api/me/workshop-hosting')).toMatchObject({
      canHost: false,
      nextStep: 'teach_a_swap',
    });
    // Hana taught one swap and carries no identity badge: she may host.
    expect(await kit.ok(host, 'GET', '/api/me/workshop-hosting')).toEqual({
      canHost: true,
      reason: null,
      nextStep: null,
    });
    for (const seats of [1, 31]) {
      const bad = await kit.call(host, 'POST', '/api/workshops', kit.workshopInput({ seats }));
      expect(bad.statusCode).toBe(400);
    }
    const past = await kit.call(host, 'POST', '/api/workshops', kit.workshopInput({ date: '2026-01-01' }));
    expect(past.statusCode).toBe(400);

    firstWorkshop = await kit.createWorkshop(host);
    expect(firstWorkshop).toMatchObject({
      seats: 3,
      seatsLeft: 3,
      price: 1,
      isHost: true,
      status: 'scheduled',
    });
    expect(firstWorkshop.startsAt).toBe('2026-06-10T18:00:00.000Z');
    const listed = await kit.ok<{ items: { id: string }[] }>(null, 'GET', '/api/workshops?skill=pottery');
    expect(listed.items.map((item) => item.id)).toContain(firstWorkshop.id);
    const elsewhere = await kit.ok<{ items: unknown[] }>(null, 'GET', '/api/workshops?q=knitting');
    expect(elsewhere.items).toEqual([]);
    // Matches: a member who wants Pottery sees it; one who wants something else does not.
    const fan = await kit.joinMember('Flo Fan', { wants: 'pottery' });
    const forFan = await kit.ok<{ items: { id: string }[] }>(fan, 'GET', '/api/me/workshop-matches');
    expect(forFan.items.map((item) => item.id)).toEqual([firstWorkshop.id]);
    expect((await kit.ok<{ items: unknown[] }>(newcomer, 'GET', '/api/me/workshop-matches')).items).toEqual(
      [],
    );
    // A visitor sees the seats left but not the studio's address.
    const visitorView = await kit.ok(null, 'GET', `/api/workshops/${firstWorkshop.id}`);
    expect(visitorView.place).toBeNull();
  });

  it('holds each seat’s price, waitlists the fourth learner, and gives them the seat another gives back', async () => {
    const [ana, ben, cleo, dan] = learners as [KitMember, KitMember, KitMember, KitMember];
    for (const learner of [ana, ben, cleo]) {
      const detail = await kit.bookOk(learner, firstWorkshop.id);
      expect(detail.myBooking?.status).toBe('booked');
      expect(detail.place).toBe('Studio 4, Rua das Flores');
    }
    const waitlisted = await kit.bookOk(dan, firstWorkshop.id);
    expect(waitlisted).toMatchObject({ seatsLeft: 0, waitlisted: 1, place: null });
    expect(waitlisted.myBooking).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect((await kit.balanceOf(ana)).held).toBe(1);
    expect((await kit.balanceOf(dan)).held).toBe(0);
    expect(await activeHoldTotal(firstWorkshop.id)).toBe(3);
    // Booking twice is the same seat.
    expect((await kit.bookOk(ana, firstWorkshop.id)).myBooking?.status).toBe('booked');
    expect(await activeHoldTotal(firstWorkshop.id)).toBe(3);

    const invitation = await harness.database.db.execute<{ attachments: { content: string }[] }>(sql`
      SELECT attachments FROM outbox WHERE recipient = ${ana.email} AND subject LIKE 'Your seat at%is booked%'`);
    expect(invitation.rows).toHaveLength(1);
    const { method, event } = readInvite(invitation.rows[0]!.attachments[0]!.content);
    expect(method).toBe('REQUEST');
    expect(new Date(event.start).toISOString()).toBe('2026-06-10T18:00:00.000Z');

    const given = await kit.ok(ben, 'POST', `/api/workshops/${firstWorkshop.id}/cancel-seat`);
    expect(given.myBooking).toBeNull();
    expect((await kit.balanceOf(ben)).held).toBe(0);
    const promoted = await kit.ok(dan, 'GET', `/api/workshops/${firstWorkshop.id}`);
    expect(promoted.myBooking?.status).toBe('booked');
    expect((await kit.balanceOf(dan)).held).toBe(1);
    expect((await notificationsOf(dan)).map((n) => n.title)).toContain(
      `A seat at "Wheel-throwing for beginners" freed up: it is yours`,
    );
    expect(await activeHoldTotal(firstWorkshop.id)).toBe(3);
    const hostView = await kit.ok(host, 'GET', `/api/workshops/${firstWorkshop.id}`);
    expect(hostView.bookings.map((b) => [b.learner.fullName, b.status])).toEqual([
      ['Ana Learner', 'booked'],
      ['Ben Learner', 'cancelled'],
      ['Cleo Learner', 'booked'],
      ['Dan Learner', 'booked'],
    ]);
    const ics = await kit.call(dan, 'GET', `/api/workshops/${firstWorkshop.id}/invite.ics`);
    expect(ics.statusCode).toBe(200);
    expect(readInvite(ics.body).event.summary).toContain('Wheel-throwing for beginners');
    expect((await kit.call(ben, 'GET', `/api/workshops/${firstWorkshop.id}/invite.ics`)).statusCode).toBe(
      404,
    );

    // Each one's data export: the host's workshop, and each learner's own seat only.
    const exportOf = (member: TestMember) =>
      kit.ok<{
        workshopsHosted: { id: string; title: string }[];
        workshopBookings: { workshopId: string; status: string; price: number }[];
      }>(member, 'GET', '/api/me/export');
    expect((await exportOf(host)).workshopsHosted).toContainEqual(
      expect.objectContaining({ id: firstWorkshop.id, title: 'Wheel-throwing for beginners' }),
    );
    const bens = await exportOf(ben);
    expect(bens.workshopBookings).toEqual([
      expect.objectContaining({ workshopId: firstWorkshop.id, status: 'cancelled', price: 1 }),
    ]);
    expect(bens.workshopsHosted).toEqual([]);
  });

  it('lets the host cancel at any time: every hold released, everyone told the reason', async () => {
    const [ana, ben] = learners as [KitMember, KitMember];
    const workshop = await kit.createWorkshop(host, { date: '2026-06-12', seats: 2, title: 'Glazing' });
    const stranger = await kit.joinMember('Sam Stranger');
    for (const learner of [ana, ben, stranger]) await kit.bookOk(learner, workshop.id);
    expect(await activeHoldTotal(workshop.id)).toBe(2);
    const notHost = await kit.call(ana, 'POST', `/api/workshops/${workshop.id}/cancel`, { reason: 'No' });
    expect(notHost.statusCode).toBe(403);
    const cancelled = await kit.ok(host, 'POST', `/api/workshops/${workshop.id}/cancel`, {
      reason: 'The kiln broke',
    });
    expect(cancelled.status).toBe('cancelled');
    expect(await activeHoldTotal(workshop.id)).toBe(0);
    for (const learner of [ana, ben, stranger]) {
      const told = (await notificationsOf(learner)).find((n) => n.type === 'workshop_cancelled');
      expect(told?.body).toContain('The kiln broke');
    }
    expect((await kit.book(ana, workshop.id)).statusCode).toBe(409);
  });

  it('keeps Elite monthly workshops for Elite members, with one free seat a month', async () => {
    const admin = await signUpStaffMember(harness.app, harness.database, clock, 'admin');
    const elite = await kit.joinMember('Eli Elite', { plan: 'elite' });
    const free = learners[2]!;
    const create = (date: string) =>
      kit.ok(admin, 'POST', '/api/admin/workshops', {
        ...kit.workshopInput({ date, title: `Elite clinic ${date}`, price: 1 }),
        hostId: host.userId,
      });
    const first = await create('2026-03-25');
    const second = await create('2026-03-27');
    expect(first.isElite).toBe(true);
    expect(
      (await kit.call(host, 'POST', '/api/admin/workshops', { ...kit.workshopInput(), hostId: host.userId }))
        .statusCode,
    ).toBe(403);
    const refused = await kit.book(free, first.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plan_required', plan: 'elite' });
    expect(refused.json<{ message: string }>().message).toMatch(/Elite/);
    const freeSeat = await kit.bookOk(elite, first.id);
    expect(freeSeat.myBooking).toMatchObject({ status: 'booked', isFreeSeat: true, price: 0 });
    expect((await kit.balanceOf(elite)).held).toBe(0);
    const paidSeat = await kit.bookOk(elite, second.id);
    expect(paidSeat.myBooking).toMatchObject({ status: 'booked', isFreeSeat: false, price: 1 });
    expect((await kit.balanceOf(elite)).held).toBe(1);
    expect(freeSeat.host.isElite).toBe(false);
    expect(freeSeat.myBooking?.learner.isElite).toBe(true);
  });

  it('reminds host and seated learners 24 hours and 1 hour before, each once', async () => {
    clock.set(new Date('2026-06-09T19:00:00Z'));
    await signInAll();
    const context = { db: harness.database.db, now: clock.now(), publicUrl: harness.config.PUBLIC_URL };
    await Promise.all([sendWorkshopReminders(context), sendWorkshopReminders(context)]);
    await sendWorkshopReminders(context);
    const reminders = async (member: TestMember) =>
      (await notificationsOf(member)).filter((n) => n.type === 'session_reminder').map((n) => n.title);
    expect(await reminders(learners[0]!)).toEqual([
      'Within 24 hours: Wheel-throwing for beginners with Hana Host',
    ]);
    expect(await reminders(learners[1]!)).toEqual([]);
    expect(await reminders(host)).toHaveLength(1);
    // Inside 24 hours a seat is the learner's: it can no longer be given back.
    const late = await kit.call(learners[0]!, 'POST', `/api/workshops/${firstWorkshop.id}/cancel-seat`);
    expect(late.statusCode).toBe(409);

    clock.set(new Date('2026-06-10T17:30:00Z'));
    await signInAll();
    const soon = { ...context, now: clock.now() };
    await Promise.all([sendWorkshopReminders(soon), sendWorkshopReminders(soon)]);
    expect(await reminders(learners[3]!)).toEqual([
      'In an hour: Wheel-throwing for beginners with Hana Host',
      'Within 24 hours: Wheel-throwing for beginners with Hana Host',
    ]);
  });

  it('settles attended and no-show seats to the host, releases excused ones, and takes disputes for 7 days', async () => {
    const early = await kit.call(host, 'POST', `/api/workshops/${firstWorkshop.id}/attendance`, {
      marks: [{ bookingId: firstWorkshop.id, mark: 'attended' }],
    });
    expect(early.statusCode).toBe(409);
    clock.set(new Date('2026-06-10T20:00:00Z'));
    await signInAll();
    const [ana, , cleo, dan] = learners as [KitMember, KitMember, KitMember, KitMember];
    const seats = (await kit.ok(host, 'GET', `/api/workshops/${firstWorkshop.id}`)).bookings;
    const byLearner = await kit.call(ana, 'POST', `/api/workshops/${firstWorkshop.id}/attendance`, {
      marks: [{ bookingId: firstWorkshop.id, mark: 'attended' }],
    });
    expect(byLearner.statusCode).toBe(403);
    const seatOf = (member: TestMember) =>
      seats.find((b) => b.learner.id === member.userId && b.status === 'booked')!.id;
    const hostBefore = (await kit.balanceOf(host)).balance;
    const marked = await kit.ok(host, 'POST', `/api/workshops/${firstWorkshop.id}/attendance`, {
      marks: [
        { bookingId: seatOf(ana), mark: 'attended' },
        { bookingId: seatOf(cleo), mark: 'no_show' },
        { bookingId: seatOf(dan), mark: 'excused' },
      ],
    });
    expect(marked.status).toBe('completed');
    const again = await kit.call(host, 'POST', `/api/workshops/${firstWorkshop.id}/attendance`, {
      marks: [{ bookingId: seatOf(ana), mark: 'excused' }],
    });
    expect(again.statusCode).toBe(409);
    expect((await kit.balanceOf(host)).balance).toBe(hostBefore + 2);
    expect(await kit.balanceOf(dan)).toMatchObject({ balance: 2, held: 0 });
    expect(await kit.balanceOf(cleo)).toMatchObject({ balance: 1, held: 0 });
    const anaLine = (await statementOf(ana))[0]!;
    expect(anaLine).toMatchObject({
      kind: 'workshop_settlement',
      amount: -1,
      counterpart: { fullName: 'Hana Host' },
      details: { workshopTitle: firstWorkshop.title, workshopOutcome: 'attended' },
      description: `Workshop "${firstWorkshop.title}" (attended)`,
    });
    const hostLines = (await statementOf(host)).filter((line) => line.kind === 'workshop_settlement');
    expect(hostLines.map((line) => [line.amount, line.counterpart?.fullName]).sort()).toEqual([
      [1, 'Ana Learner'],
      [1, 'Cleo Learner'],
    ]);

    const disputed = await kit.ok(ana, 'POST', `/api/workshops/${firstWorkshop.id}/dispute`, {
      reason: 'The host left after ten minutes',
    });
    expect(disputed.myBooking?.disputeReason).toBe('The host left after ten minutes');
    expect(
      (await kit.call(dan, 'POST', `/api/workshops/${firstWorkshop.id}/dispute`, { reason: 'x' })).statusCode,
    ).toBe(404);
    const moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    const queue = await kit.ok<{ items: { learner: { fullName: string }; reason: string }[] }>(
      moderator,
      'GET',
      '/api/admin/workshop-disputes',
    );
    expect(queue.items.map((item) => [item.learner.fullName, item.reason])).toEqual([
      ['Ana Learner', 'The host left after ten minutes'],
    ]);
    expect((await kit.call(ana, 'GET', '/api/admin/workshop-disputes')).statusCode).toBe(403);

    clock.set(new Date('2026-06-18T20:00:01Z'));
    const cleoLate = await kit.signInAgain(cleo);
    const late = await kit.call(cleoLate, 'POST', `/api/workshops/${firstWorkshop.id}/dispute`, {
      reason: 'Ill',
    });
    expect(late.statusCode).toBe(409);
  });
});
