import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedExchange } from '@skillswap/contracts/community-economy/schemas';
import type { CommunityFund } from '@skillswap/contracts/communities/schemas';
import type { Balance } from '@skillswap/contracts/ledger/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { findBrokenPromises } from '../swap-lifecycle/ledger-invariants.test-helper.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// ADR 172: the ledger's promises under random and concurrent rule changes, recorded exchanges with
// levies, floors and caps, disputes and reversals. A model kept from the answers alone must
// match every balance.

const hours = fc.integer({ min: 1, max: 3 }).map((half) => half / 2);
const rules = fc.record({
  kind: fc.constant('rules' as const),
  creditFloor: fc.constantFrom(null, 0, -1, -3),
  balanceCap: fc.constantFrom(null, 10, 12),
  levyPercent: fc.constantFrom(0, 5, 10),
});
const record = fc.record({
  kind: fc.constant('record' as const),
  single: fc.nat(3),
  others: fc.uniqueArray(fc.nat(3), { minLength: 1, maxLength: 3 }),
  singleTeaches: fc.boolean(),
  hours,
});
const dispute = fc.record({ kind: fc.constant('dispute' as const), exchange: fc.nat(1), party: fc.nat(1) });
const decide = fc.record({
  kind: fc.constant('decide' as const),
  exchange: fc.nat(1),
  outcome: fc.constantFrom('kept' as const, 'reversed' as const),
});
const step = fc.oneof(
  { weight: 1, arbitrary: rules },
  { weight: 5, arbitrary: record },
  { weight: 2, arbitrary: dispute },
  { weight: 2, arbitrary: decide },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const replay = process.env.PROPERTY_SEED
  ? { seed: Number(process.env.PROPERTY_SEED), path: process.env.PROPERTY_PATH }
  : {};

describe(`community economy properties on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-20T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let group = 0;
  /** Answers by step kind and status, printed with PROPERTY_STATS=1 to see the runs reach every outcome. */
  const tally: Record<string, number> = {};

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const call = (member: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    harness.app.inject({ method, url, headers: member.authHeader, ...(payload ? { payload } : {}) });

  it('keeps balances, the fund and the ledger exactly as the answers say, under random and concurrent actions', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 4, maxLength: 10 }),
        async (batches) => {
          group += 1;
          const slug = `prop-bank-${group}`;
          const owner = await kit.joinMember(`Owner ${group}`);
          const ok = await call(owner, 'POST', '/api/communities', {
            name: slug,
            description: '',
            isOnline: true,
            visibility: 'public',
            joinRule: 'open',
          });
          expect(ok.statusCode, ok.body).toBe(201);
          const members: TestMember[] = [];
          for (let index = 0; index < 4; index += 1) {
            const member = await kit.joinMember(`Member ${group}-${index}`);
            expect((await call(member, 'POST', `/api/communities/${slug}/join`, {})).statusCode).toBe(200);
            members.push(member);
          }
          // The model: what each member and the fund should hold, from the answers alone.
          const expected = new Map(members.map((member) => [member.userId, 2]));
          let fund = 0;
          const exchanges: RecordedExchange[] = [];
          const base = `/api/communities/${slug}`;

          const run = async (current: Step): Promise<number> => {
            if (current.kind === 'rules') {
              const { kind: _kind, ...input } = current;
              return (await call(owner, 'PUT', `${base}/rules`, input)).statusCode;
            }
            if (current.kind === 'record') {
              const single = members[current.single]!.userId;
              const others = current.others
                .filter((index) => index !== current.single)
                .map((index) => members[index]!.userId);
              if (others.length === 0) return 0;
              const response = await call(owner, 'POST', `${base}/recorded-exchanges`, {
                teacherIds: current.singleTeaches ? [single] : others,
                learnerIds: current.singleTeaches ? others : [single],
                hours: current.hours,
                category: 'Cooking',
                happenedOn: '2026-11-19',
              });
              if (response.statusCode === 201) {
                const exchange = response.json<RecordedExchange>();
                exchanges.push(exchange);
                for (const part of exchange.parts) {
                  expected.set(part.learner!.id, expected.get(part.learner!.id)! - part.hours);
                  expected.set(part.teacher!.id, expected.get(part.teacher!.id)! + part.hours - part.levy);
                  fund += part.levy;
                }
              }
              return response.statusCode;
            }
            const exchange = exchanges[exchanges.length - 1 - current.exchange];
            if (!exchange) return 0;
            if (current.kind === 'dispute') {
              const partyId =
                current.party === 0 ? exchange.parts[0]!.teacher!.id : exchange.parts[0]!.learner!.id;
              const party = members.find((member) => member.userId === partyId)!;
              return (
                await call(party, 'POST', `${base}/recorded-exchanges/${exchange.id}/dispute`, {
                  reason: 'That is not how it went.',
                })
              ).statusCode;
            }
            const response = await call(owner, 'POST', `${base}/recorded-exchanges/${exchange.id}/decision`, {
              outcome: current.outcome,
            });
            if (response.statusCode === 200 && response.json<RecordedExchange>().status === 'reversed') {
              for (const part of exchange.parts) {
                expected.set(part.learner!.id, expected.get(part.learner!.id)! + part.hours);
                expected.set(part.teacher!.id, expected.get(part.teacher!.id)! - part.hours + part.levy);
                fund -= part.levy;
              }
            }
            return response.statusCode;
          };

          for (const batch of batches) {
            const statuses = await Promise.all(batch.map(run));
            batch.forEach((each, index) => {
              const key = `${each.kind} ${statuses[index]}`;
              tally[key] = (tally[key] ?? 0) + 1;
            });
            for (const status of statuses) expect([0, 200, 201, 409, 422]).toContain(status);
            expect(await findBrokenPromises(harness.database.db)).toEqual([]);
          }
          for (const member of members) {
            const balance = (await call(member, 'GET', '/api/ledger/balance')).json<Balance>();
            expect(balance.balance).toBeCloseTo(expected.get(member.userId)!, 2);
          }
          const held = (await call(owner, 'GET', `${base}/fund`)).json<CommunityFund>();
          expect(held.balance).toBeCloseTo(fund, 2);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 6), endOnFailure: true, ...replay },
    );
    if (process.env.PROPERTY_STATS) process.stdout.write(`STATS ${JSON.stringify(tally)}\n`);
  }, 600_000);
});
