import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import type { WorkshopDetail } from '@skillswap/contracts/workshops/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { findBrokenPromises } from '../swap-lifecycle/ledger-invariants.test-helper.ts';
import type { KitMember } from '../swap-lifecycle/swaps.test-helper.ts';
import { releaseUnmarkedWorkshopSeats } from './workshop-upkeep.ts';
import { createWorkshopKit, type WorkshopKit } from './workshops.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { accountRoutes } from '@skillswap/contracts/account/routes';

describe(`workshop seats that nobody can settle on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-03-20T12:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: WorkshopKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createWorkshopKit(harness.app, harness.database);
  });
  afterAll(async () => {
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
    await harness.close();
  });

  const notificationsOf = async (member: TestMember) =>
    (await kit.ok<NotificationPage>(member, 'GET', '/api/notifications?limit=50')).items;
  const seatOf = (detail: WorkshopDetail, member: TestMember) =>
    detail.bookings.find((b) => b.learner.id === member.userId)!;
  const deleteAccount = async (member: TestMember) =>
    expect((await inject(harness.app, accountRoutes.deleteAccount, { as: member })).statusCode).toBe(204);
  const freshSignIn = async <T extends KitMember>(members: T[]) =>
    Promise.all(members.map((member) => kit.signInAgain(member)));

  it('refuses a seat marked twice in one request (400) and charges nothing for it', async () => {
    clock.set(new Date('2026-03-20T12:00:00Z'));
    const host = await kit.joinHost('Hugo Host');
    const ana = await kit.joinMember('Ana Attendee');
    const workshop = await kit.createWorkshop(host, { date: '2026-04-02', title: 'Trimming' });
    await kit.bookOk(ana, workshop.id);
    clock.set(new Date('2026-04-02T20:00:00Z'));
    const [hostNow, anaNow] = await freshSignIn([host, ana]);
    const seat = seatOf(await kit.ok(hostNow!, 'GET', `/api/workshops/${workshop.id}`), ana).id;
    const before = await kit.balanceOf(anaNow!);

    const twice = await kit.call(hostNow!, 'POST', `/api/workshops/${workshop.id}/attendance`, {
      marks: [
        { bookingId: seat, mark: 'attended' },
        { bookingId: seat, mark: 'excused' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('Mark each seat once');
    expect(await kit.balanceOf(anaNow!)).toEqual(before);
    expect(seatOf(await kit.ok(hostNow!, 'GET', `/api/workshops/${workshop.id}`), ana).status).toBe('booked');

    const excused = await kit.ok(hostNow!, 'POST', `/api/workshops/${workshop.id}/attendance`, {
      marks: [{ bookingId: seat, mark: 'excused' }],
    });
    expect(seatOf(excused, ana).status).toBe('excused');
    expect(await kit.balanceOf(anaNow!)).toMatchObject({ balance: before.balance, held: 0 });
  });

  it('calls off a deleted host’s workshops, releasing every hold and telling each learner', async () => {
    clock.set(new Date('2026-04-10T12:00:00Z'));
    const host = await kit.joinHost('Dora Departing');
    const [ben, cleo] = [await kit.joinMember('Ben Booked'), await kit.joinMember('Cleo Close')];
    const soon = await kit.createWorkshop(host, { date: '2026-04-11', startTime: '09:00', seats: 2 });
    const later = await kit.createWorkshop(host, { date: '2026-05-01', seats: 2 });
    for (const learner of [ben, cleo]) await kit.bookOk(learner, soon.id);
    await kit.bookOk(ben, later.id);
    expect((await kit.balanceOf(ben)).held).toBe(2);
    // Less than 24 hours before the start, the learners cannot give the seat back themselves.
    expect((await kit.call(cleo, 'POST', `/api/workshops/${soon.id}/cancel-seat`)).statusCode).toBe(409);

    await deleteAccount(host);
    for (const learner of [ben, cleo]) {
      expect(await kit.balanceOf(learner)).toMatchObject({ held: 0, balance: 2 });
      const told = (await notificationsOf(learner)).filter((n) => n.type === 'workshop_cancelled');
      expect(told.map((n) => n.body)).toContain(
        'Reason: The host’s account was deleted. Any SkillCoin held for your seat is released.',
      );
    }
    expect((await kit.ok(ben, 'GET', `/api/workshops/${later.id}`)).status).toBe('cancelled');
  });

  it('gives a deleted learner’s seat back to the waitlist', async () => {
    clock.set(new Date('2026-04-20T12:00:00Z'));
    const host = await kit.joinHost('Gil Host');
    const [leaving, staying, waiting] = [
      await kit.joinMember('Lea Leaving'),
      await kit.joinMember('Sol Staying'),
      await kit.joinMember('Wim Waiting'),
    ];
    const workshop = await kit.createWorkshop(host, { date: '2026-05-05', seats: 2 });
    for (const learner of [leaving, staying, waiting]) await kit.bookOk(learner, workshop.id);
    expect((await kit.ok(waiting, 'GET', `/api/workshops/${workshop.id}`)).myBooking?.status).toBe(
      'waitlisted',
    );

    await deleteAccount(leaving);
    const view = await kit.ok(waiting, 'GET', `/api/workshops/${workshop.id}`);
    expect(view.myBooking?.status).toBe('booked');
    expect((await kit.balanceOf(waiting)).held).toBe(1);
    const hostView = await kit.ok(host, 'GET', `/api/workshops/${workshop.id}`);
    expect(hostView.bookings.filter((b) => b.status === 'booked')).toHaveLength(2);
    const holds = await harness.database.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ledger_holds h JOIN ledger_accounts a ON a.id = h.account_id
      WHERE a.member_id = ${leaving.userId} AND h.released_at IS NULL`);
    expect(holds.rows[0]!.n).toBe(0);
  });

  it('releases seats whose attendance was never marked, 7 days after the end, and not before', async () => {
    clock.set(new Date('2026-05-10T12:00:00Z'));
    const host = await kit.joinHost('Ivo Idle');
    const [marked, unmarked] = [await kit.joinMember('Mo Marked'), await kit.joinMember('Una Unmarked')];
    const workshop = await kit.createWorkshop(host, {
      date: '2026-05-12',
      startTime: '18:00',
      durationMinutes: 60,
      seats: 2,
    });
    for (const learner of [marked, unmarked]) await kit.bookOk(learner, workshop.id);
    clock.set(new Date('2026-05-12T20:00:00Z'));
    const [hostNow] = await freshSignIn([host]);
    const seat = seatOf(await kit.ok(hostNow!, 'GET', `/api/workshops/${workshop.id}`), marked).id;
    await kit.ok(hostNow!, 'POST', `/api/workshops/${workshop.id}/attendance`, {
      marks: [{ bookingId: seat, mark: 'attended' }],
    });
    const context = () => ({
      db: harness.database.db,
      now: clock.now(),
      publicUrl: harness.config.PUBLIC_URL,
    });

    // The workshop ended at 19:00 on the 12th: a moment before the 7 days are up, nothing moves.
    clock.set(new Date('2026-05-19T18:59:59Z'));
    await releaseUnmarkedWorkshopSeats(context());
    const [unmarkedEarly] = await freshSignIn([unmarked]);
    expect((await kit.balanceOf(unmarkedEarly!)).held).toBe(1);

    clock.set(new Date('2026-05-19T19:00:01Z'));
    await Promise.all([releaseUnmarkedWorkshopSeats(context()), releaseUnmarkedWorkshopSeats(context())]);
    const [unmarkedNow, markedNow, hostLater] = await freshSignIn([unmarked, marked, host]);
    expect(await kit.balanceOf(unmarkedNow!)).toMatchObject({ balance: 2, held: 0 });
    expect(await kit.balanceOf(markedNow!)).toMatchObject({ balance: 1, held: 0 });
    expect((await notificationsOf(unmarkedNow!)).map((n) => n.title)).toContain(
      '"Wheel-throwing for beginners": your seat is released',
    );
    expect((await notificationsOf(hostLater!)).map((n) => n.title)).toContain(
      '"Wheel-throwing for beginners": an unmarked seat was released',
    );
    const after = await kit.ok(hostLater!, 'GET', `/api/workshops/${workshop.id}`);
    expect(after.status).toBe('completed');
    expect(seatOf(after, marked).status).toBe('attended');
  });
});
