import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedExchange } from '@skillswap/contracts/community-economy/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { readFigures } from './impact-figures.repository.ts';
import { readLedgerLines } from './impact-ledger-lines.repository.ts';
import type { ImpactScope } from './impact-scope.repository.ts';

// ADR 182 (migration 0123): the figures a report reads are kept as exchanges happen, by triggers that file
// each transfer when its transaction commits. Filed one transaction at a time they must equal what filing
// every transfer again from scratch gives (the backfill, and what the bench seeds with), and a report read
// from them must equal the same report read from the period's exchanges one by one.

const day = 24 * 60 * 60 * 1000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

describe(`impact figures kept as exchanges happen on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let owner: TestMember;
  let ada: TestMember;
  let ben: TestMember;
  let cy: TestMember;
  let oz: TestMember;
  let communityId: string;
  const base = '/api/communities/kept-wood';

  const ok = async <T>(member: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await harness.app.inject({
      method,
      url,
      headers: member.authHeader,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return (response.body ? response.json<T>() : undefined) as T;
  };
  const db = () => harness.database.db;

  const swap = async (
    requester: TestMember,
    other: TestMember,
    hours: { requesterHours: number; recipientHours: number },
  ) => {
    const swapId = await kit.requestSwap(requester, other, {
      hoursOffered: hours.requesterHours,
      hoursRequested: hours.recipientHours,
    });
    await kit.actOk(other, swapId, 'accept');
    await kit.actOk(requester, swapId, 'confirm', hours);
    await kit.actOk(other, swapId, 'confirm', hours);
  };

  /** Every kept row that counts (a row taken back to nothing is left at zero), in a stable order. */
  const keptRows = async () => {
    const read = async (query: ReturnType<typeof sql>) =>
      (await db().execute<{ row: string }>(query)).rows.map((each) => each.row);
    return {
      parts: await read(sql`SELECT concat_ws('|', transfer_id, direction, at, source, teacher_id, learner_id,
        hours::float8, skill, category, undone) AS row FROM impact_parts ORDER BY 1`),
      scopes:
        await read(sql`SELECT concat_ws('|', scope_id, transfer_id, at, members_in::text, moved_on, line,
        credited::float8, debited::float8, pair_a, pair_b, prev1, prev2) AS row
        FROM impact_transfer_scopes ORDER BY 1`),
      exchangeDays:
        await read(sql`SELECT concat_ws('|', scope_id, day, source, undone, both_in, category, skill,
        transfers, parts, hours::float8) AS row FROM impact_exchange_days WHERE parts <> 0 ORDER BY 1`),
      memberPeriods: await read(sql`SELECT concat_ws('|', scope_id, grain, starts, member_id, parts,
        hours::float8) AS row FROM impact_member_periods WHERE parts <> 0 ORDER BY 1`),
      pairDays: await read(sql`SELECT concat_ws('|', scope_id, day, prev1, prev2, transfers) AS row
        FROM impact_pair_days WHERE transfers <> 0 ORDER BY 1`),
      ledgerDays: await read(sql`SELECT concat_ws('|', scope_id, day, line, transfers, credited::float8,
        debited::float8) AS row FROM impact_ledger_days WHERE transfers <> 0 ORDER BY 1`),
      negative:
        await read(sql`SELECT 'exchange' AS row FROM impact_exchange_days WHERE parts < 0 OR transfers < 0
        UNION ALL SELECT 'member' FROM impact_member_periods WHERE parts < 0
        UNION ALL SELECT 'pair' FROM impact_pair_days WHERE transfers < 0
        UNION ALL SELECT 'ledger' FROM impact_ledger_days WHERE transfers < 0`),
      pending: await read(sql`SELECT transfer_id::text AS row FROM impact_pending_transfers`),
    };
  };

  /** The kept rows equal those of filing every transfer again from scratch. */
  const expectSameAsRebuilt = async () => {
    const kept = await keptRows();
    expect(kept.parts.length).toBeGreaterThan(0);
    expect(kept.negative).toEqual([]);
    expect(kept.pending).toEqual([]);
    await db().execute(sql`SELECT impact_rebuild()`);
    expect(await keptRows()).toEqual(kept);
  };

  /**
   * A report's figures and ledger lines read from the kept figures equal those read from the exchanges one by
   * one (a period that starts and ends a millisecond before midnight is read that way; nothing happens then).
   */
  const expectSameAsLive = async (scope: ImpactScope, from: string, to: string) => {
    const start = new Date(`${from}T00:00:00Z`);
    const end = new Date(Date.parse(to) + day);
    const options = { cohortEnd: new Date(), withinDays: 30 };
    const kept = { scope, start, end };
    const live = { scope, start: new Date(start.getTime() - 1), end: new Date(end.getTime() - 1) };
    const sorted = <T>(rows: T[]) => [...rows].map((row) => JSON.stringify(row)).sort();
    const [keptFigures, liveFigures] = [
      await readFigures(db(), kept, options),
      await readFigures(db(), live, options),
    ];
    for (const figures of [keptFigures, liveFigures]) {
      figures.exchanges.bySource = figures.exchanges.bySource.sort((a, b) =>
        a.source.localeCompare(b.source),
      );
      figures.exchanges.byMonth = figures.exchanges.byMonth.sort((a, b) => a.month.localeCompare(b.month));
    }
    expect({ ...keptFigures.exchanges, byLabel: sorted(keptFigures.exchanges.byLabel) }).toEqual({
      ...liveFigures.exchanges,
      byLabel: sorted(liveFigures.exchanges.byLabel),
    });
    expect({ ...keptFigures.members, breakdowns: sorted(keptFigures.members.breakdowns) }).toEqual({
      ...liveFigures.members,
      breakdowns: sorted(liveFigures.members.breakdowns),
    });
    expect(sorted(await readLedgerLines(db(), kept))).toEqual(sorted(await readLedgerLines(db(), live)));
    return keptFigures;
  };

  const today = () => isoDay(new Date());
  const community = (): ImpactScope => ({ kind: 'community', communityId });

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    owner = await kit.joinMember('Owner Kept');
    await ok(owner, 'POST', '/api/communities', {
      name: 'Kept Wood',
      description: '',
      isOnline: true,
      visibility: 'public',
      joinRule: 'open',
    });
    ada = await kit.joinMember('Ada Kept', { offers: 'Guitar', wants: 'Spanish' });
    ben = await kit.joinMember('Ben Kept', { offers: 'Spanish', wants: 'Guitar' });
    cy = await kit.joinMember('Cy Kept', { offers: 'Spanish', wants: 'Guitar' });
    oz = await kit.joinMember('Oz Outside', { offers: 'Spanish', wants: 'Guitar' });
    for (const member of [ada, ben, cy]) await ok(member, 'POST', `${base}/join`, {});
    await ok(owner, 'PUT', `${base}/rules`, { creditFloor: null, balanceCap: null, levyPercent: 10 });
    const row = await db().execute<{ id: string }>(sql`SELECT id FROM communities WHERE slug = 'kept-wood'`);
    communityId = row.rows[0]!.id;

    // Ada and Ben twice (partners again), Ada and Oz from outside, Cy and Ben with one side at 0 hours.
    await swap(ada, ben, { requesterHours: 2, recipientHours: 1 });
    await swap(ada, oz, { requesterHours: 1, recipientHours: 1 });
    await swap(ben, ada, { requesterHours: 1, recipientHours: 1.5 });
    await swap(cy, ben, { requesterHours: 0, recipientHours: 1 });
    await ok(owner, 'POST', `${base}/recorded-exchanges`, {
      teacherIds: [ben.userId],
      learnerIds: [ada.userId],
      hours: 1.5,
      category: 'Cooking',
      happenedOn: today(),
    });
    const group = await ok<RecordedExchange>(owner, 'POST', `${base}/recorded-exchanges`, {
      teacherIds: [ada.userId],
      learnerIds: [ben.userId, cy.userId],
      hours: 1,
      category: 'Writing',
      happenedOn: today(),
    });
    await ok(ben, 'POST', `${base}/recorded-exchanges/${group.id}/dispute`, {
      reason: 'We never met that day.',
    });
    await ok(owner, 'POST', `${base}/recorded-exchanges/${group.id}/decision`, { outcome: 'reversed' });
    await ok(ada, 'POST', `${base}/fund/donations`, { amount: 0.5 });
    await ok(owner, 'POST', `${base}/fund/grants`, {
      memberId: cy.userId,
      amount: 0.25,
      note: 'For the bus',
    });
  });
  afterAll(() => harness.close());

  it('files each transaction’s transfers as filing every transfer again from scratch would', async () => {
    await expectSameAsRebuilt();
  });

  it('reads the same report from the kept figures as from the exchanges one by one', async () => {
    const figures = await expectSameAsLive(community(), isoDay(new Date(Date.now() - 300 * day)), today());
    expect(figures.exchanges).toMatchObject({
      total: { exchanges: 5, hours: 10 },
      undone: { exchanges: 2, hours: 2 },
      withOutsiders: { exchanges: 1, hours: 2 },
      pairs: 3,
      repeatPairs: 1,
    });
    await expectSameAsLive({ kind: 'install' }, isoDay(new Date(Date.now() - 40 * day)), today());
    await expectSameAsLive(community(), today(), today());
  });

  it('files a member’s transfers again when their membership moves, starts or ends', async () => {
    // A membership dated after Ada's exchanges (a correction): they are no longer the community's.
    await db().execute(sql`UPDATE community_members SET joined_at = now() + interval '1 hour'
      WHERE community_id = ${communityId} AND member_id = ${ada.userId}`);
    const moved = await expectSameAsLive(community(), today(), today());
    expect(moved.exchanges.total).toEqual({ exchanges: 4, hours: 8 });
    await expectSameAsRebuilt();
    await db().execute(sql`UPDATE community_members SET joined_at = now() - interval '1 day'
      WHERE community_id = ${communityId} AND member_id = ${ada.userId}`);
    await ok(cy, 'POST', `${base}/leave`, {});
    await ok(oz, 'POST', `${base}/join`, {});
    await swap(oz, cy, { requesterHours: 1, recipientHours: 1 });
    const after = await expectSameAsLive(community(), today(), today());
    expect(after.exchanges.total).toEqual({ exchanges: 6, hours: 12 });
    await expectSameAsRebuilt();
  });
});
