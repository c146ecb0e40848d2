import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityFund } from '@skillswap/contracts/communities/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { refundWorkshopSeat } from '../ledger/index.ts';
import { findBrokenPromises } from '../swap-lifecycle/ledger-invariants.test-helper.ts';
import { createWorkshopKit, type WorkshopKit } from './workshops.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { communityEconomyRoutes } from '@skillswap/contracts/community-economy/routes';

// ADR 181: a seat of a workshop hosted in a community keeps the community's rules; its levy goes to the fund.

describe(`a community's rules on its workshops on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-06-01T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: WorkshopKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createWorkshopKit(harness.app, harness.database);
  }, 120_000);
  afterAll(async () => {
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
    await harness.close();
  });

  it('settles a seat with the levy to the fund, and a refund gives the levy back from the fund', async () => {
    let host = await kit.joinHost('Hana Clay');
    let ana = await kit.joinMember('Ana Clay', { wants: 'Pottery' });
    await kit.ok(host, 'POST', '/api/communities', {
      name: 'Clay Club',
      slug: 'clay-club',
      isOnline: false,
      city: 'Lisbon',
      visibility: 'public',
      joinRule: 'open',
    });
    await kit.ok(ana, 'POST', '/api/communities/clay-club/join', {});
    const rules = await inject(harness.app, communityEconomyRoutes.updateCommunityRules, {
      params: { slug: 'clay-club' },
      as: host,
      body: { creditFloor: null, balanceCap: null, levyPercent: 10 },
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const workshop = await kit.createWorkshop(host, { communitySlug: 'clay-club', price: 2 });
    await kit.bookOk(ana, workshop.id);
    expect((await kit.balanceOf(ana)).available).toBe(0);
    const hostBefore = (await kit.balanceOf(host)).balance;

    clock.set(new Date('2026-06-10T20:00:00Z'));
    [host, ana] = await Promise.all([kit.signInAgain(host), kit.signInAgain(ana)]);
    const seatId = (await kit.ok(host, 'GET', `/api/workshops/${workshop.id}`)).bookings.find(
      (booking) => booking.learner.id === ana.userId,
    )!.id;
    await kit.ok(host, 'POST', `/api/workshops/${workshop.id}/attendance`, {
      marks: [{ bookingId: seatId, mark: 'attended' }],
    });
    expect((await kit.balanceOf(host)).balance).toBe(hostBefore + 2 - 0.2);
    const fund = await kit.ok<CommunityFund>(ana, 'GET', '/api/communities/clay-club/fund');
    expect(fund.balance).toBe(0.2);

    // An operator's refund (ADR 132) gives the learner the whole price: the host what they kept, the
    // fund its levy.
    await harness.database.db.transaction((tx) =>
      refundWorkshopSeat(tx, {
        bookingId: seatId,
        learnerId: ana.userId,
        hostId: host.userId,
        hostName: 'Hana Clay',
        amount: 2,
        details: { workshopTitle: workshop.title, workshopOutcome: 'refund' },
      }),
    );
    expect((await kit.balanceOf(ana)).balance).toBe(2);
    expect((await kit.balanceOf(host)).balance).toBe(hostBefore);
    expect((await kit.ok<CommunityFund>(ana, 'GET', '/api/communities/clay-club/fund')).balance).toBe(0);
  });
});
