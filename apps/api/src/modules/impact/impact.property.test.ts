import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedExchange } from '@skillswap/contracts/community-economy/schemas';
import type { ImpactReport } from '@skillswap/contracts/impact/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { signUpStaffMember } from '../../test/staff.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// ADR 174: reconciliation is a test. Random swaps (with members and with someone outside
// the community), recorded and imported exchanges, disputes and reversals, donations, grants and levies;
// after each run the reports' ledger lines add up to the ledger's own sums, each install line balances, and
// the hours exchanged equal a model kept from the answers alone.

const hours = fc.integer({ min: 0, max: 4 }).map((half) => half / 2);
const someone = fc.nat(4); // 0–3: members of the community, 4: the outsider
const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('swap' as const),
      with: someone,
      teaches: hours,
      learns: hours,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('record' as const),
      teacher: fc.nat(3),
      learners: fc.uniqueArray(fc.nat(3), { minLength: 1, maxLength: 2 }),
      hours: hours.filter((value) => value > 0),
    }),
  },
  fc.record({
    kind: fc.constant('import' as const),
    teacher: fc.nat(3),
    learner: fc.nat(3),
    hours: fc.constantFrom(0.5, 1),
  }),
  fc.record({ kind: fc.constant('reverse' as const), back: fc.nat(2) }),
  fc.record({ kind: fc.constant('donate' as const), member: fc.nat(3), amount: fc.constantFrom(0.25, 0.5) }),
  fc.record({ kind: fc.constant('grant' as const), member: fc.nat(3), amount: fc.constantFrom(0.1, 0.25) }),
  fc.record({ kind: fc.constant('levy' as const), percent: fc.constantFrom(0, 5, 10) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const replay = process.env.PROPERTY_SEED
  ? { seed: Number(process.env.PROPERTY_SEED), path: process.env.PROPERTY_PATH }
  : {};
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const cents = (value: number) => Math.round(value * 100);

describe(`impact report reconciliation on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let owner: TestMember;
  let admin: TestMember;
  let members: TestMember[];
  let outsider: TestMember;
  let communityId: string;
  let runStart: Date;
  const base = '/api/communities/ledger-wood';

  // The model, over every run: hours exchanged, hours reversed since, and by whom.
  const model = { exchanges: 0, hours: 0, outsiderExchanges: 0, outsiderHours: 0, undone: 0, undoneHours: 0 };
  let recorded: RecordedExchange[] = [];

  /**
   * Answers by path and status, printed with PROPERTY_STATS=1 to see the runs reach every kind of activity.
   */
  const tally: Record<string, number> = {};
  const call = async (member: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await harness.app.inject({
      method,
      url,
      headers: member.authHeader,
      ...(payload ? { payload } : {}),
    });
    const key = `${method} ${url.replace(/[0-9a-f-]{36}/g, ':id')} ${response.statusCode}`;
    tally[key] = (tally[key] ?? 0) + 1;
    return response;
  };

  beforeAll(async () => {
    // The real clock: memberships are dated by the application's clock and the ledger by the database's.
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    owner = await kit.joinMember('Owner Wood');
    const created = await call(owner, 'POST', '/api/communities', {
      name: 'Ledger Wood',
      description: '',
      isOnline: true,
      visibility: 'public',
      joinRule: 'open',
    });
    expect(created.statusCode, created.body).toBe(201);
    members = [];
    for (let index = 0; index < 4; index += 1) {
      members.push(await kit.joinMember(`Member Wood ${index}`, { offers: 'Guitar', wants: 'Spanish' }));
    }
    outsider = await kit.joinMember('Outsider Wood', { offers: 'Spanish', wants: 'Guitar' });
    runStart = new Date();
    for (const member of members)
      expect((await call(member, 'POST', `${base}/join`, {})).statusCode).toBe(200);
    admin = await signUpStaffMember(harness.app, harness.database, harness.app.deps.clock, 'admin');
    const row = await harness.database.db.execute<{ id: string }>(
      sql`SELECT id FROM communities WHERE slug = 'ledger-wood'`,
    );
    communityId = row.rows[0]!.id;
  });
  afterAll(() => harness.close());

  const run = async (current: Step): Promise<void> => {
    const member = (index: number) => (index === 4 ? outsider : members[index]!);
    switch (current.kind) {
      case 'swap': {
        const other = member(current.with);
        const requester = other === members[0] ? members[1]! : members[0]!;
        if (current.teaches + current.learns === 0) return;
        const request = await call(requester, 'POST', '/api/swap-requests', {
          targetId: other.userId,
          offeredSkill: 'Guitar',
          requestedSkill: 'Spanish',
          message: '',
          hoursOffered: Math.max(current.teaches, 0.5),
          hoursRequested: Math.max(current.learns, 0.5),
        });
        if (request.statusCode !== 201) return;
        const swapId = request.json<{ data: { id: string } }>().data.id;
        const swap = `/api/swaps/${swapId}`;
        if ((await call(other, 'POST', `${swap}/accept`)).statusCode !== 200) return;
        const confirmed = { requesterHours: current.teaches, recipientHours: current.learns };
        await call(requester, 'POST', `${swap}/confirm`, confirmed);
        const settled = await call(other, 'POST', `${swap}/confirm`, confirmed);
        if (settled.json<{ status: string }>().status !== 'completed') {
          await call(requester, 'POST', `${swap}/cancel`, { reason: 'Not this time.' });
          return;
        }
        model.exchanges += 1;
        model.hours += current.teaches + current.learns;
        if (other === outsider) {
          model.outsiderExchanges += 1;
          model.outsiderHours += current.teaches + current.learns;
        }
        return;
      }
      case 'record': {
        const learners = current.learners.filter((index) => index !== current.teacher);
        if (learners.length === 0) return;
        const response = await call(owner, 'POST', `${base}/recorded-exchanges`, {
          teacherIds: [members[current.teacher]!.userId],
          learnerIds: learners.map((index) => members[index]!.userId),
          hours: current.hours,
          category: 'Cooking',
          happenedOn: isoDay(new Date()),
        });
        if (response.statusCode !== 201) return;
        const exchange = response.json<RecordedExchange>();
        recorded.push(exchange);
        model.exchanges += exchange.parts.length;
        model.hours += exchange.parts.reduce((sum, part) => sum + part.hours, 0);
        return;
      }
      case 'import': {
        if (current.teacher === current.learner) return;
        const csv = [
          'date,teacher_email,learner_email,hours,category,note',
          `${isoDay(new Date())},${members[current.teacher]!.email},${members[current.learner]!.email},${current.hours},Music,run ${model.exchanges}`,
        ].join('\n');
        const response = await call(owner, 'POST', `${base}/recorded-exchanges/import`, {
          csv,
          dryRun: false,
        });
        if (response.statusCode !== 200) return;
        const result = response.json<{ ready: number; hours: number }>();
        model.exchanges += result.ready;
        model.hours += result.hours;
        return;
      }
      case 'reverse': {
        const exchange = recorded[recorded.length - 1 - current.back];
        if (!exchange) return;
        const learner = members.find((each) => each.userId === exchange.parts[0]!.learner!.id)!;
        const url = `${base}/recorded-exchanges/${exchange.id}`;
        await call(learner, 'POST', `${url}/dispute`, { reason: 'That is not how it went.' });
        const decided = await call(owner, 'POST', `${url}/decision`, { outcome: 'reversed' });
        recorded = recorded.filter((each) => each.id !== exchange.id);
        if (decided.statusCode !== 200) return;
        model.exchanges -= exchange.parts.length;
        model.hours -= exchange.parts.reduce((sum, part) => sum + part.hours, 0);
        model.undone += exchange.parts.length;
        model.undoneHours += exchange.parts.reduce((sum, part) => sum + part.hours, 0);
        return;
      }
      case 'donate':
        await call(member(current.member), 'POST', `${base}/fund/donations`, { amount: current.amount });
        return;
      case 'grant':
        await call(owner, 'POST', `${base}/fund/grants`, {
          memberId: member(current.member).userId,
          amount: current.amount,
          note: '',
        });
        return;
      case 'levy':
        await call(owner, 'PUT', `${base}/rules`, {
          creditFloor: null,
          balanceCap: null,
          levyPercent: current.percent,
        });
        return;
    }
  };

  /** The ledger's own sums since the run began: every account, or the community's members' and its fund's. */
  async function ledgerSums(scope: 'community' | 'install') {
    const ids = [owner, ...members].map((each) => each.userId);
    const accounts =
      scope === 'install'
        ? sql`true`
        : sql`(a.member_id = ANY(${sql.param(ids)}::uuid[]) OR a.community_id = ${communityId})`;
    const result = await harness.database.db.execute<{
      credited: string;
      debited: string;
      transfers: string;
    }>(sql`
      SELECT coalesce(sum(greatest(m.amount, 0)), 0) AS credited, coalesce(sum(greatest(-m.amount, 0)), 0) AS debited,
        count(DISTINCT m.transfer_id) AS transfers
      FROM ledger_movements m JOIN ledger_accounts a ON a.id = m.account_id
      WHERE m.created_at >= ${scope === 'install' ? new Date(0) : runStart} AND ${accounts}`);
    const row = result.rows[0]!;
    return {
      credited: cents(Number(row.credited)),
      debited: cents(Number(row.debited)),
      transfers: Number(row.transfers),
    };
  }

  it('adds every report up to the ledger and counts exactly the hours exchanged, after any activity', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 10 }), async (steps) => {
        for (const each of steps) await run(each);
        const community = (await call(owner, 'GET', `${base}/impact`)).json<ImpactReport>();
        const install = (await call(admin, 'GET', '/api/admin/impact')).json<ImpactReport>();

        for (const [report, scope] of [
          [community, 'community'],
          [install, 'install'],
        ] as const) {
          const ledger = await ledgerSums(scope);
          const lines = report.ledger.lines;
          expect(cents(report.ledger.credited)).toBe(ledger.credited);
          expect(cents(report.ledger.debited)).toBe(ledger.debited);
          expect(lines.reduce((sum, line) => sum + cents(line.credited), 0)).toBe(ledger.credited);
          expect(lines.reduce((sum, line) => sum + line.transfers, 0)).toBe(ledger.transfers);
          expect(cents(report.exchanges.hours)).toBe(cents(model.hours));
          expect(report.exchanges.exchanges).toBe(model.exchanges);
          expect(report.exchanges.undone).toEqual({
            exchanges: model.undone,
            hours: cents(model.undoneHours) / 100,
          });
          const bySource = report.exchanges.bySource.reduce((sum, source) => sum + cents(source.hours), 0);
          expect(bySource).toBe(cents(model.hours));
          const byMonth = report.exchanges.byMonth.reduce((sum, month) => sum + cents(month.hours), 0);
          expect(byMonth).toBe(cents(model.hours));
          const byCategory = report.exchanges.byCategory.reduce(
            (sum, category) => sum + cents(category.hours),
            0,
          );
          expect(byCategory).toBe(cents(model.hours));
        }
        // Every transfer moves as much out as in: on the install's report each line balances.
        for (const line of install.ledger.lines) expect(line.credited, line.line).toBe(line.debited);
        expect(community.exchanges.withOutsiders).toEqual({
          exchanges: model.outsiderExchanges,
          hours: cents(model.outsiderHours) / 100,
        });
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 5), endOnFailure: true, ...replay },
    );
    if (process.env.PROPERTY_STATS)
      process.stdout.write(`STATS ${JSON.stringify({ model, tally }, null, 1)}\n`);
  }, 600_000);
});
