import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CommunityRules,
  ExchangeImportResult,
  RecordedExchange,
  RecordedExchangePage,
} from '@skillswap/contracts/community-economy/schemas';
import type { CommunityFund } from '@skillswap/contracts/communities/schemas';
import type { Balance, StatementPage } from '@skillswap/contracts/ledger/schemas';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { memberCalls } from '../../test/member-calls.ts';
import { createCoordinatedCommunity } from '../communities/communities.test-helper.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// ADR 172: a community's floor, cap and levy, and exchanges
// its coordinators record.

describe(`a community's own economy on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-20T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const { call, ok } = memberCalls(() => harness.app);
  const available = async (member: TestMember) =>
    (await ok<Balance>(member, 'GET', '/api/ledger/balance')).available;
  const exchangeCount = async () =>
    Number(
      (await harness.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM recorded_exchanges`))
        .rows[0]!.n,
    );
  const ledgerSum = async () =>
    Number(
      (
        await harness.database.db.execute<{ s: string }>(
          sql`SELECT coalesce(sum(amount), 0) AS s FROM ledger_movements`,
        )
      ).rows[0]!.s,
    );

  /** A community with an owner, a second coordinator and the given members, all active. */
  const community = (slug: string, memberNames: string[]) =>
    createCoordinatedCommunity(ok, { slug, memberNames, joinMember: (name) => kit.joinMember(name) });

  const record = (coordinator: TestMember, slug: string, payload: object) =>
    call(coordinator, 'POST', `/api/communities/${slug}/recorded-exchanges`, {
      category: 'Cooking',
      happenedOn: '2026-11-18',
      ...payload,
    });

  it('keeps the defaults until a coordinator sets rules; members read them with who changed them; bad rules change nothing', async () => {
    const { owner, members } = await community('riverside', ['Ada River']);
    const [ada] = members;
    const defaults = await ok<CommunityRules>(ada!, 'GET', '/api/communities/riverside/rules');
    expect(defaults).toEqual({
      creditFloor: null,
      balanceCap: null,
      levyPercent: 0,
      requireVettingInPerson: false,
      requireAccompaniedFirst: false,
      requireFlaggedApproval: false,
      requireSwapApproval: false,
      autoAcceptDays: null,
      updatedBy: null,
      updatedAt: null,
    });

    const byMember = await call(ada!, 'PUT', '/api/communities/riverside/rules', {
      creditFloor: -10,
      balanceCap: null,
      levyPercent: 0,
    });
    expect(byMember.statusCode).toBe(403);
    for (const bad of [
      { creditFloor: -21, balanceCap: null, levyPercent: 0 },
      { creditFloor: 1, balanceCap: null, levyPercent: 0 },
      { creditFloor: null, balanceCap: 9, levyPercent: 0 },
      { creditFloor: null, balanceCap: 201, levyPercent: 0 },
      { creditFloor: null, balanceCap: null, levyPercent: 11 },
      { creditFloor: -2.5, balanceCap: null, levyPercent: 0 },
      { creditFloor: '\u0000', balanceCap: null, levyPercent: 0 },
    ]) {
      const refused = await call(owner, 'PUT', '/api/communities/riverside/rules', bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await ok<CommunityRules>(ada!, 'GET', '/api/communities/riverside/rules')).updatedAt).toBeNull();

    const set = await ok<CommunityRules>(owner, 'PUT', '/api/communities/riverside/rules', {
      creditFloor: -10,
      balanceCap: 150,
      levyPercent: 5,
    });
    expect(set).toMatchObject({
      creditFloor: -10,
      balanceCap: 150,
      levyPercent: 5,
      updatedBy: { id: owner.userId, fullName: 'Olga riverside' },
      updatedAt: '2026-11-20T09:00:00.000Z',
    });
    expect(await ok<CommunityRules>(ada!, 'GET', '/api/communities/riverside/rules')).toEqual(set);
    const audit = await harness.database.db.execute<{ details: { before: object; after: object } }>(
      sql`SELECT details FROM audit_log WHERE event = 'community_rules_changed' AND actor_id = ${owner.userId}`,
    );
    expect(audit.rows.map((row) => [row.details.before, row.details.after])).toEqual([
      [
        {
          creditFloor: null,
          balanceCap: null,
          levyPercent: 0,
          requireVettingInPerson: false,
          requireAccompaniedFirst: false,
          requireFlaggedApproval: false,
          requireSwapApproval: false,
          autoAcceptDays: null,
        },
        {
          creditFloor: -10,
          balanceCap: 150,
          levyPercent: 5,
          requireVettingInPerson: false,
          requireAccompaniedFirst: false,
          requireFlaggedApproval: false,
          requireSwapApproval: false,
          autoAcceptDays: null,
        },
      ],
    ]);
  });

  it('records a group session: each learner pays the teacher, the levy goes to the fund, everyone is told and sees who recorded it', async () => {
    const { owner, coordinator, members } = await community('larch-bank', [
      'Ana Larch',
      'Ben Larch',
      'Cleo Larch',
    ]);
    const [ana, ben, cleo] = members as [TestMember, TestMember, TestMember];
    await ok(owner, 'PUT', '/api/communities/larch-bank/rules', {
      creditFloor: null,
      balanceCap: null,
      levyPercent: 10,
    });
    const sumBefore = await ledgerSum();
    const response = await record(coordinator, 'larch-bank', {
      teacherIds: [ana.userId],
      learnerIds: [ben.userId, cleo.userId],
      hours: 1.5,
      note: 'Bread workshop at the hall',
    });
    expect(response.statusCode, response.body).toBe(201);
    const exchange = response.json<RecordedExchange>();
    expect(exchange).toMatchObject({
      category: 'Cooking',
      happenedOn: '2026-11-18',
      note: 'Bread workshop at the hall',
      recordedBy: { id: coordinator.userId, fullName: 'Cora larch-bank' },
      status: 'recorded',
      disputeUntil: '2026-11-27T09:00:00.000Z',
      dispute: null,
    });
    expect(
      exchange.parts.map((part) => [part.teacher?.fullName, part.learner?.fullName, part.hours, part.levy]),
    ).toEqual([
      ['Ana Larch', 'Ben Larch', 1.5, 0.15],
      ['Ana Larch', 'Cleo Larch', 1.5, 0.15],
    ]);

    expect(await available(ana)).toBe(2 + 3 - 0.3);
    expect(await available(ben)).toBe(0.5);
    expect(await available(cleo)).toBe(0.5);
    const fund = await ok<CommunityFund>(ben, 'GET', '/api/communities/larch-bank/fund');
    expect(fund.balance).toBe(0.3);
    expect(await ledgerSum()).toBe(sumBefore);

    const benLines = await ok<StatementPage>(ben, 'GET', '/api/ledger/statement');
    expect(benLines.items[0]).toMatchObject({
      kind: 'recorded_exchange',
      amount: -1.5,
      description: 'Cooking in larch-bank, recorded by Cora larch-bank',
      details: { category: 'Cooking', recordedBy: 'Cora larch-bank', communityName: 'larch-bank' },
      counterpart: { id: ana.userId, fullName: 'Ana Larch' },
    });
    const anaLines = await ok<StatementPage>(ana, 'GET', '/api/ledger/statement');
    expect(
      anaLines.items
        .slice(0, 4)
        .map((item) => [item.kind, item.amount])
        .sort(),
    ).toEqual([
      ['community_levy', -0.15],
      ['community_levy', -0.15],
      ['recorded_exchange', 1.5],
      ['recorded_exchange', 1.5],
    ]);

    const told = async (member: TestMember) =>
      (await ok<NotificationPage>(member, 'GET', '/api/notifications')).items.filter(
        (item) => item.type === 'community_exchange',
      );
    expect((await told(ben)).map((item) => [item.title, item.body])).toEqual([
      [
        'Cora larch-bank recorded Cooking you learned in larch-bank',
        'Ana Larch taught you on 2026-11-18; 1.5 SC moved from your balance to theirs. If it is not right, you can dispute it within 7 days.',
      ],
    ]);
    expect((await told(ana)).map((item) => item.body)).toEqual([
      'You taught on 2026-11-18 and 2.7 SC was added to your balance. If it is not right, you can dispute it within 7 days.',
    ]);

    const seenByBen = await ok<RecordedExchangePage>(
      ben,
      'GET',
      '/api/communities/larch-bank/recorded-exchanges',
    );
    expect(seenByBen.items.map((item) => item.id)).toEqual([exchange.id]);
    const seenByOwner = await ok<RecordedExchangePage>(
      owner,
      'GET',
      '/api/communities/larch-bank/recorded-exchanges',
    );
    expect(seenByOwner.items.map((item) => item.id)).toEqual([exchange.id]);
  });

  it('refuses, changing nothing, an exchange outside the community, by a party, or from a member who is not a coordinator', async () => {
    const { coordinator, members } = await community('hazel-hub', ['Dan Hazel', 'Eve Hazel']);
    const [dan, eve] = members as [TestMember, TestMember];
    const outsider = await kit.joinMember('Fay Elsewhere');
    const before = await exchangeCount();

    const ownCause = await record(coordinator, 'hazel-hub', {
      teacherIds: [coordinator.userId],
      learnerIds: [dan.userId],
      hours: 1,
    });
    expect(ownCause.statusCode).toBe(403);
    expect(ownCause.json()).toMatchObject({ code: 'own_cause' });
    const stranger = await record(coordinator, 'hazel-hub', {
      teacherIds: [dan.userId],
      learnerIds: [outsider.userId],
      hours: 1,
    });
    expect(stranger.statusCode).toBe(404);
    const byMember = await record(dan, 'hazel-hub', {
      teacherIds: [eve.userId],
      learnerIds: [outsider.userId],
      hours: 1,
    });
    expect(byMember.statusCode).toBe(403);
    const manyToMany = await record(coordinator, 'hazel-hub', {
      teacherIds: [dan.userId, eve.userId],
      learnerIds: [outsider.userId, coordinator.userId],
      hours: 1,
    });
    expect(manyToMany.statusCode).toBe(400);
    const both = await record(coordinator, 'hazel-hub', {
      teacherIds: [dan.userId],
      learnerIds: [dan.userId],
      hours: 1,
    });
    expect(both.statusCode).toBe(400);
    const future = await record(coordinator, 'hazel-hub', {
      teacherIds: [dan.userId],
      learnerIds: [eve.userId],
      hours: 1,
      happenedOn: '2026-11-25',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json<{ message: string }>().message).toContain('once it has happened');
    const nul = await record(coordinator, 'hazel-hub', {
      teacherIds: [dan.userId],
      learnerIds: [eve.userId],
      hours: 1,
      note: 'a\u0000b',
    });
    expect(nul.statusCode).toBe(400);
    const tooMuch = await record(coordinator, 'hazel-hub', {
      teacherIds: [dan.userId],
      learnerIds: [eve.userId],
      hours: 3,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json<{ message: string }>().message).toBe(
      'Row 1: this would take Eve Hazel to -1 h, below their credit floor of 0 h.',
    );
    expect(await exchangeCount()).toBe(before);
    expect(await available(eve)).toBe(2);
  });

  it('applies the stricter floor and the cap in order, naming the row and the figures, and writes nothing of a refused exchange', async () => {
    const { owner, coordinator, members } = await community('rowan-exchange', [
      'Gil Rowan',
      'Hal Rowan',
      'Ida Rowan',
      'Jo Rowan',
      'Kit Rowan',
      'Lu Rowan',
      'Max Rowan',
      'Ned Rowan',
    ]);
    const [gil, hal, ida, ...learners] = members;
    // Gil teaches once, so the install lets him learn on credit down to -5 h; the community says -1 h.
    expect(
      (
        await record(coordinator, 'rowan-exchange', {
          teacherIds: [gil!.userId],
          learnerIds: [hal!.userId],
          hours: 1,
        })
      ).statusCode,
    ).toBe(201);
    await ok(owner, 'PUT', '/api/communities/rowan-exchange/rules', {
      creditFloor: -1,
      balanceCap: 10,
      levyPercent: 0,
    });
    const sumBefore = await ledgerSum();
    const count = await exchangeCount();
    const floor = await record(coordinator, 'rowan-exchange', {
      teacherIds: [hal!.userId, ida!.userId],
      learnerIds: [gil!.userId],
      hours: 2.2,
    });
    expect(floor.statusCode).toBe(422);
    expect(floor.json<{ message: string }>().message).toBe(
      "Row 2: this would take Gil Rowan to -1.4 h; rowan-exchange's floor is -1 h.",
    );
    // Hal holds 1 h; teaching five learners 2 h each would take him past the cap of 10 h at the fifth.
    const cap = await record(coordinator, 'rowan-exchange', {
      teacherIds: [hal!.userId],
      learnerIds: learners.map((learner) => learner.userId),
      hours: 2,
    });
    expect(cap.statusCode).toBe(422);
    expect(cap.json<{ message: string }>().message).toBe(
      "Row 5: this would take Hal Rowan to 11 h; rowan-exchange's cap is 10 h.",
    );
    expect(await exchangeCount()).toBe(count);
    expect(await ledgerSum()).toBe(sumBefore);
    expect(await available(gil!)).toBe(3);
    expect(await available(hal!)).toBe(1);

    const within = await record(coordinator, 'rowan-exchange', {
      teacherIds: [hal!.userId, ida!.userId],
      learnerIds: [gil!.userId],
      hours: 2,
    });
    expect(within.statusCode, within.body).toBe(201);
    expect(await available(gil!)).toBe(-1);
  });

  it('lets a party dispute within 7 days; a coordinator who took no part reverses it, giving every hour and the levy back', async () => {
    const { owner, coordinator, members } = await community('alder-circle', [
      'Nia Alder',
      'Oto Alder',
      'Pia Alder',
    ]);
    const [nia, oto, pia] = members as [TestMember, TestMember, TestMember];
    await ok(owner, 'PUT', '/api/communities/alder-circle/rules', {
      creditFloor: null,
      balanceCap: null,
      levyPercent: 10,
    });
    const exchange = (
      await record(coordinator, 'alder-circle', {
        teacherIds: [nia.userId],
        learnerIds: [oto.userId],
        hours: 2,
      })
    ).json<RecordedExchange>();
    const url = `/api/communities/alder-circle/recorded-exchanges/${exchange.id}`;
    expect(await available(nia)).toBe(3.8);

    const notParty = await call(pia, 'POST', `${url}/dispute`, { reason: 'I was not even there that day.' });
    expect(notParty.statusCode).toBe(404);
    const tooEarly = await call(owner, 'POST', `${url}/decision`, { outcome: 'reversed' });
    expect(tooEarly.statusCode).toBe(409);

    const disputed = await ok<RecordedExchange>(oto, 'POST', `${url}/dispute`, {
      reason: 'We met for one hour, not two.',
    });
    expect(disputed).toMatchObject({
      status: 'disputed',
      dispute: { by: { id: oto.userId }, reason: 'We met for one hour, not two.', decidedBy: null },
    });
    const again = await call(nia, 'POST', `${url}/dispute`, { reason: 'I disagree with the dispute.' });
    expect(again.statusCode).toBe(409);
    const toldOwner = await ok<NotificationPage>(owner, 'GET', '/api/notifications');
    expect(toldOwner.items[0]).toMatchObject({
      type: 'community_exchange',
      title: 'A recorded exchange in alder-circle is disputed',
    });

    const byMember = await call(pia, 'POST', `${url}/decision`, { outcome: 'reversed' });
    expect(byMember.statusCode).toBe(403);
    const reversed = await ok<RecordedExchange>(owner, 'POST', `${url}/decision`, { outcome: 'reversed' });
    expect(reversed).toMatchObject({ status: 'reversed', dispute: { decidedBy: { id: owner.userId } } });
    expect(await available(nia)).toBe(2);
    expect(await available(oto)).toBe(2);
    expect((await ok<CommunityFund>(nia, 'GET', '/api/communities/alder-circle/fund')).balance).toBe(0);
    const twice = await call(owner, 'POST', `${url}/decision`, { outcome: 'kept' });
    expect(twice.statusCode).toBe(409);
    expect((await ok<StatementPage>(oto, 'GET', '/api/ledger/statement')).items[0]).toMatchObject({
      kind: 'recorded_exchange_reversal',
      amount: 2,
    });

    // Eight days on, the window has closed.
    const later = (
      await record(coordinator, 'alder-circle', {
        teacherIds: [pia.userId],
        learnerIds: [oto.userId],
        hours: 1,
      })
    ).json<RecordedExchange>();
    clock.advance(8 * 24 * 60 * 60 * 1000);
    const late = await call(
      await kit.signInAgain(oto),
      'POST',
      `/api/communities/alder-circle/recorded-exchanges/${later.id}/dispute`,
      {
        reason: 'This never happened at all.',
      },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toContain('7 days');
  });

  it('imports past exchanges from CSV: a preview that writes nothing, per-line problems, the floor named by line, and the same file twice recorded once', async () => {
    const { coordinator, members } = await community('willow-bank', [
      'Quin Willow',
      'Rae Willow',
      'Sol Willow',
    ]);
    const [quin, rae, sol] = members as [TestMember, TestMember, TestMember];
    const url = '/api/communities/willow-bank/recorded-exchanges/import';
    const header = 'date,teacher_email,learner_email,hours,category,note';
    const bad = [
      header,
      `2026-11-01,${quin.email},${rae.email},1,Cooking,Soup`,
      `2026-02-30,${quin.email},${rae.email},1,Cooking,`,
      `2026-12-01,${quin.email},${rae.email},1,Cooking,`,
      `2026-11-02,${quin.email},nobody@example.com,1,Cooking,`,
      `2026-11-02,${quin.email},${rae.email},1.234,Cooking,`,
      `2026-11-02,${quin.email},${rae.email},1,Juggling,`,
      `2026-11-02,${coordinator.email},${rae.email},1,Cooking,`,
      `2026-11-02,,${rae.email},1,Cooking,`,
    ].join('\n');
    const before = await exchangeCount();
    const preview = await ok<ExchangeImportResult>(coordinator, 'POST', url, { csv: bad });
    expect(preview).toMatchObject({ dryRun: true, rows: 8, ready: 1, problemCount: 7, refusal: null });
    expect(preview.problems).toEqual([
      { line: 3, problem: 'invalid_date' },
      { line: 4, problem: 'future_date' },
      { line: 5, problem: 'unknown_member' },
      { line: 6, problem: 'invalid_hours' },
      { line: 7, problem: 'invalid_category' },
      { line: 8, problem: 'own_exchange' },
      { line: 9, problem: 'missing_field' },
    ]);
    const refused = await call(coordinator, 'POST', url, { csv: bad, dryRun: false });
    expect(refused.statusCode).toBe(400);
    expect(await exchangeCount()).toBe(before);
    const noHeader = await call(coordinator, 'POST', url, { csv: `when,who\n2026-11-01,x` });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json<{ message: string }>().message).toContain('missing: date, teacher_email');

    // Quin taught Rae twice on the same day (two identical lines) and Sol once; Rae ends at -1 h, below
    // her 0 h.
    const history = [
      header,
      `2026-10-01,${quin.email},${rae.email},1.5,Cooking,Soup`,
      `2026-10-01,${quin.email},${rae.email},1.5,Cooking,Soup`,
      `2025-06-01,${quin.email},${sol.email},1,Music,`,
    ].join('\r\n');
    const overFloor = await ok<ExchangeImportResult>(coordinator, 'POST', url, { csv: history });
    expect(overFloor.refusal).toBe(
      'Row 3: this would take Rae Willow to -1 h, below their credit floor of 0 h.',
    );
    expect((await call(coordinator, 'POST', url, { csv: history, dryRun: false })).statusCode).toBe(422);
    expect(await exchangeCount()).toBe(before);

    const fine = history.replace(/1\.5,Cooking/g, '1,Cooking');
    const looked = await ok<ExchangeImportResult>(coordinator, 'POST', url, { csv: fine });
    expect(looked).toMatchObject({ ready: 3, alreadyRecorded: 0, hours: 3, problemCount: 0, refusal: null });
    expect(await exchangeCount()).toBe(before);
    expect(await available(rae)).toBe(2);
    const imported = await ok<ExchangeImportResult>(coordinator, 'POST', url, { csv: fine, dryRun: false });
    expect(imported).toMatchObject({ dryRun: false, ready: 3, hours: 3 });
    expect(await exchangeCount()).toBe(before + 3);
    expect(await available(rae)).toBe(0);
    expect(await available(quin)).toBe(5);
    const told = (await ok<NotificationPage>(rae, 'GET', '/api/notifications')).items.filter(
      (item) => item.type === 'community_exchange',
    );
    expect(told.map((item) => item.body)).toEqual([
      '2 of them are yours and are now on your statement. If one is not right, you can dispute it within 7 days from the community page.',
    ]);

    const again = await ok<ExchangeImportResult>(coordinator, 'POST', url, { csv: fine, dryRun: false });
    expect(again).toMatchObject({ ready: 0, alreadyRecorded: 3 });
    expect(await exchangeCount()).toBe(before + 3);
    expect(await available(quin)).toBe(5);
  });
});
