import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementPage } from '@skillswap/contracts/ledger/schemas';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import type { WorkshopDispute } from '@skillswap/contracts/workshops/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { signUpStaffMember } from '../../test/staff.ts';
import { findBrokenPromises } from '../swap-lifecycle/ledger-invariants.test-helper.ts';
import type { KitMember } from '../swap-lifecycle/swaps.test-helper.ts';
import { createWorkshopKit, type WorkshopKit } from './workshops.test-helper.ts';

describe(`the console's Elite workshops and workshop disputes on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-03-20T12:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: WorkshopKit;
  let host: KitMember;
  let ana: KitMember;
  let ben: KitMember;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createWorkshopKit(harness.app, harness.database);
    host = await kit.joinHost('Hana Host');
    ana = await kit.joinMember('Ana Learner');
    ben = await kit.joinMember('Ben Learner');
  });
  afterAll(async () => {
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
    await harness.close();
  });

  const auditRows = async (event: string) =>
    (
      await harness.database.db.execute<{
        actor_id: string;
        user_id: string;
        details: Record<string, unknown>;
      }>(sql`SELECT actor_id, user_id, details FROM audit_log WHERE event = ${event} ORDER BY created_at, id`)
    ).rows;
  const statementOf = async (member: TestMember) =>
    (await kit.ok<StatementPage>(member, 'GET', '/api/ledger/statement')).items;

  it('lets an admin create an Elite monthly workshop, lists it in the console, and audits who did it', async () => {
    const admin = await signUpStaffMember(harness.app, harness.database, clock, 'admin');
    const moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    const input = {
      ...kit.workshopInput({ title: 'Elite clinic: glazes', date: '2026-04-02' }),
      hostId: host.userId,
    };
    expect((await kit.call(moderator, 'POST', '/api/admin/workshops', input)).statusCode).toBe(403);
    const created = await kit.ok(admin, 'POST', '/api/admin/workshops', input);
    expect(created).toMatchObject({
      isElite: true,
      title: 'Elite clinic: glazes',
      host: { id: host.userId },
    });

    const listed = await kit.ok<{ items: { id: string; isElite: boolean }[] }>(
      admin,
      'GET',
      '/api/admin/workshops',
    );
    expect(listed.items.map((item) => [item.id, item.isElite])).toEqual([[created.id, true]]);
    expect((await kit.call(moderator, 'GET', '/api/admin/workshops')).statusCode).toBe(403);
    expect((await kit.call(ana, 'GET', '/api/admin/workshops')).statusCode).toBe(403);

    const audited = await auditRows('elite_workshop_created');
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_id: admin.userId, user_id: host.userId });
    expect(audited[0]!.details).toMatchObject({ workshopId: created.id });
  });

  it('decides disputed seats with or without a refund, through the ledger, each once and audited', async () => {
    const workshop = await kit.createWorkshop(host, { seats: 2, price: 1 });
    await kit.bookOk(ana, workshop.id);
    await kit.bookOk(ben, workshop.id);
    clock.set(new Date('2026-06-10T20:00:00Z'));
    host = await kit.signInAgain(host);
    ana = await kit.signInAgain(ana);
    ben = await kit.signInAgain(ben);
    const seats = (await kit.ok(host, 'GET', `/api/workshops/${workshop.id}`)).bookings;
    await kit.ok(host, 'POST', `/api/workshops/${workshop.id}/attendance`, {
      marks: seats.map((seat) => ({ bookingId: seat.id, mark: 'attended' })),
    });
    await kit.ok(ana, 'POST', `/api/workshops/${workshop.id}/dispute`, { reason: 'The host never came' });
    clock.set(new Date('2026-06-10T20:01:00Z'));
    await kit.ok(ben, 'POST', `/api/workshops/${workshop.id}/dispute`, { reason: 'It ended early' });

    const moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    const queue = async () =>
      (await kit.ok<{ items: WorkshopDispute[] }>(moderator, 'GET', '/api/admin/workshop-disputes')).items;
    const open = await queue();
    expect(open.map((item) => [item.learner.fullName, item.reason, item.decision])).toEqual([
      ['Ana Learner', 'The host never came', null],
      ['Ben Learner', 'It ended early', null],
    ]);
    const [anaSeat, benSeat] = open as [WorkshopDispute, WorkshopDispute];
    const decide = (member: TestMember, bookingId: string, body: object) =>
      kit.call(member, 'POST', `/api/admin/workshop-disputes/${bookingId}/decide`, body);

    // A member cannot decide; a decision needs a note; an unknown seat is not found. Nothing moves.
    const hostBefore = (await kit.balanceOf(host)).balance;
    const anaBefore = (await kit.balanceOf(ana)).balance;
    expect((await decide(ana, anaSeat.bookingId, { outcome: 'refunded', note: 'Mine' })).statusCode).toBe(
      403,
    );
    expect((await decide(moderator, anaSeat.bookingId, { outcome: 'refunded', note: ' ' })).statusCode).toBe(
      400,
    );
    expect((await decide(moderator, workshop.id, { outcome: 'refunded', note: 'x' })).statusCode).toBe(404);
    expect((await kit.balanceOf(host)).balance).toBe(hostBefore);

    const refunded = await decide(moderator, anaSeat.bookingId, {
      outcome: 'refunded',
      note: 'The host admitted it',
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json<WorkshopDispute>().decision).toMatchObject({
      outcome: 'refunded',
      note: 'The host admitted it',
      decidedBy: { id: moderator.userId },
    });
    expect((await kit.balanceOf(host)).balance).toBe(hostBefore - 1);
    expect((await kit.balanceOf(ana)).balance).toBe(anaBefore + 1);
    expect((await statementOf(ana))[0]).toMatchObject({
      kind: 'workshop_refund',
      amount: 1,
      counterpart: { fullName: 'Hana Host' },
    });
    expect((await statementOf(host))[0]).toMatchObject({ kind: 'workshop_refund', amount: -1 });
    const again = await decide(moderator, anaSeat.bookingId, { outcome: 'refunded', note: 'Twice?' });
    expect(again.statusCode).toBe(409);
    expect((await kit.balanceOf(ana)).balance).toBe(anaBefore + 1);

    const upheld = await decide(moderator, benSeat.bookingId, {
      outcome: 'upheld',
      note: 'It ran the full time',
    });
    expect(upheld.json<WorkshopDispute>().decision?.outcome).toBe('upheld');
    expect((await kit.balanceOf(host)).balance).toBe(hostBefore - 1);
    expect(await queue()).toEqual([]);

    const told = (await kit.ok<NotificationPage>(ana, 'GET', '/api/notifications?limit=50')).items;
    expect(told.find((n) => n.title.startsWith('We decided your dispute'))?.body).toContain(
      'The host admitted it',
    );
    const audited = await auditRows('workshop_dispute_decided');
    expect(audited.map((row) => [row.actor_id, row.user_id, row.details.outcome])).toEqual([
      [moderator.userId, ana.userId, 'refunded'],
      [moderator.userId, ben.userId, 'upheld'],
    ]);
  });
});
