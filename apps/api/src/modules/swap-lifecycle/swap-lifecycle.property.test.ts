import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import type { SwapAction, SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import type { SwapStatus } from '@skillswap/contracts/swaps/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { findBrokenPromises, listStatusPaths } from './ledger-invariants.test-helper.ts';
import { expireDueRequests } from './swap-expiry.ts';
import { createSwapKit, type KitMember, type SwapKit } from './swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';

/**
 * The lifecycle as the product describes it (docs/product-rules.md R3), written here independently of the
 * server's state machine: who may do what in which status, and where it leads.
 */
const lifecycle: Record<SwapAction, { from: SwapStatus; by: ('requester' | 'recipient')[] }[]> = {
  accept: [{ from: 'requested', by: ['recipient'] }],
  decline: [{ from: 'requested', by: ['recipient'] }],
  cancel: [
    { from: 'requested', by: ['requester'] },
    { from: 'accepted', by: ['requester', 'recipient'] },
  ],
  confirm: [{ from: 'accepted', by: ['requester', 'recipient'] }],
  dispute: [{ from: 'accepted', by: ['requester', 'recipient'] }],
};
const allowedMoves = new Set([
  'requested>accepted',
  'requested>declined',
  'requested>cancelled',
  'requested>expired',
  'accepted>completed',
  'accepted>cancelled',
  'accepted>disputed',
]);
const statusEvents = new Set(['accepted', 'declined', 'cancelled', 'expired', 'completed', 'disputed']);

const hours = fc.integer({ min: 0, max: 8 }).map((half) => half / 2);
const request = fc.record({
  kind: fc.constant('request' as const),
  from: fc.nat(3),
  to: fc.nat(3),
  hoursOffered: hours,
  hoursRequested: hours,
});
const act = fc.record({
  kind: fc.constant('act' as const),
  /** Counted from the newest swap, so actions follow a few swaps through their whole life. */
  swap: fc.nat(3),
  /** Mostly one of the swap's two members; sometimes a member outside it. */
  who: fc.constantFrom('requester', 'recipient', 'requester', 'recipient', 'outsider'),
  action: fc.constantFrom<SwapAction>(
    'accept',
    'accept',
    'decline',
    'cancel',
    'confirm',
    'confirm',
    'confirm',
    'dispute',
  ),
  /** Often the step does what the swap is waiting for (answer, then confirm), so swaps do complete. */
  isNextMove: fc.integer({ min: 0, max: 9 }).map((roll) => roll < 6),
  /** Most confirmations report the hours agreed in the request. */
  isAgreedHours: fc.integer({ min: 0, max: 9 }).map((roll) => roll < 8),
  confirmed: fc.record({ requesterHours: hours, recipientHours: hours }),
});
const tick = fc.record({
  kind: fc.constant('tick' as const),
  days: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) },
    { weight: 1, arbitrary: fc.constant(15) },
  ),
});
const step = fc.oneof(
  { weight: 3, arbitrary: request },
  { weight: 9, arbitrary: act },
  { weight: 1, arbitrary: tick },
);
const communityStep = fc.oneof(
  { weight: 2, arbitrary: request },
  { weight: 10, arbitrary: act },
  { weight: 1, arbitrary: tick },
);
type Step =
  | (typeof request extends fc.Arbitrary<infer R> ? R : never)
  | (typeof act extends fc.Arbitrary<infer A> ? A : never)
  | (typeof tick extends fc.Arbitrary<infer T> ? T : never);
/** The install's own fund (migration 0020), which the property's extra hours come from. */
const installFundAccountId = '00000000-0000-4000-8000-000000000001';

/** A community's rules as its coordinators set them (ADR 172, 181). */
interface CommunityLimits {
  creditFloor: number | null;
  balanceCap: number | null;
  levyPercent: number;
}
interface KnownSwap {
  id: string;
  requester: number;
  recipient: number;
}

/** PROPERTY_SEED and PROPERTY_PATH replay a failure fast-check reported. */
const replay = process.env.PROPERTY_SEED
  ? { seed: Number(process.env.PROPERTY_SEED), path: process.env.PROPERTY_PATH }
  : {};

describe(`swap lifecycle properties on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  const clock = createManualClock(new Date('2026-05-01T08:00:00Z'));
  let group = 0;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  async function joinGroup(plans: PlanTier[]): Promise<KitMember[]> {
    group += 1;
    const members: KitMember[] = [];
    for (const [index, plan] of plans.entries())
      members.push(await kit.joinMember(`Member ${group}-${index}`, { plan }));
    return members;
  }

  /**
   * Runs one step; answers the HTTP statuses it produced. Steps in one batch run at the same time. With
   * `communityId`, every request is made in that community (ADR 181).
   */
  async function runStep(
    members: KitMember[],
    swaps: KnownSwap[],
    current: Step,
    communityId?: string,
  ): Promise<number[]> {
    if (current.kind === 'request') {
      if (current.from === current.to) return [];
      const response = await inject(harness.app, swapRoutes.createSwapRequest, {
        headers: members[current.from]!.authHeader,
        body: {
          targetId: members[current.to]!.userId,
          offeredSkill: 'Guitar',
          requestedSkill: 'Spanish',
          message: '',
          hoursOffered: current.hoursOffered,
          hoursRequested: current.hoursRequested,
          ...(communityId ? { communityId } : {}),
        },
      });
      if (response.statusCode === 201) {
        const { id } = response.json<{ data: { id: string } }>().data;
        swaps.push({ id, requester: current.from, recipient: current.to });
      }
      return [response.statusCode];
    }
    if (current.kind !== 'act' || swaps.length === 0) return [];
    const swap = swaps[Math.max(0, swaps.length - 1 - current.swap)]!;
    const outsider = [0, 1, 2, 3].find((index) => index !== swap.requester && index !== swap.recipient)!;
    const actor =
      members[
        current.who === 'requester' ? swap.requester : current.who === 'recipient' ? swap.recipient : outsider
      ]!;
    const view = (await kit.getSwap(members[swap.requester]!, swap.id)).json<SwapDetail>();
    if (current.isNextMove)
      return runNextMove(members, swap, view, current.isAgreedHours ? null : current.confirmed);
    const payload =
      current.action === 'confirm'
        ? current.isAgreedHours
          ? { requesterHours: view.hoursOffered, recipientHours: view.hoursRequested }
          : current.confirmed
        : current.action === 'dispute'
          ? { reason: 'The sessions did not happen as agreed' }
          : undefined;
    const response = await kit.act(actor, swap.id, current.action, payload);
    return [response.statusCode];
  }

  /** What the swap waits for: the recipient's answer, then each member's confirmation of the hours. */
  async function runNextMove(
    members: KitMember[],
    swap: KnownSwap,
    view: SwapDetail,
    confirmed: { requesterHours: number; recipientHours: number } | null,
  ): Promise<number[]> {
    if (view.status === 'requested')
      return [(await kit.act(members[swap.recipient]!, swap.id, 'accept')).statusCode];
    if (view.status !== 'accepted') return [];
    const confirmer = view.confirmations.requester ? swap.recipient : swap.requester;
    const figures = confirmed ?? { requesterHours: view.hoursOffered, recipientHours: view.hoursRequested };
    return [(await kit.act(members[confirmer]!, swap.id, 'confirm', figures)).statusCode];
  }

  it('keeps every promise of the ledger and the lifecycle under random and concurrent actions', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<PlanTier>('free', 'premium', 'elite'), { minLength: 4, maxLength: 4 }),
        fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 5, maxLength: 14 }),
        async (plans, batches) => {
          let members = await joinGroup(plans);
          const swaps: KnownSwap[] = [];
          for (const batch of batches) {
            const ticks = batch.filter((item) => item.kind === 'tick');
            if (ticks.length > 0) {
              clock.advance(
                ticks.reduce((days, item) => days + (item.kind === 'tick' ? item.days : 0), 0) * 86_400_000,
              );
              members = await Promise.all(members.map((member) => kit.signInAgain(member)));
              await expireDueRequests({
                db: harness.database.db,
                clock,
                publicUrl: harness.config.PUBLIC_URL,
              });
            }
            const statuses = (await Promise.all(batch.map((item) => runStep(members, swaps, item)))).flat();
            for (const status of statuses) expect([200, 201, 400, 403, 404, 409, 422, 429]).toContain(status);
            expect(await findBrokenPromises(harness.database.db)).toEqual([]);
          }
          for (const [swapId, { status, path }] of await listStatusPaths(harness.database.db)) {
            let at: string = 'requested';
            for (const type of path.slice(1)) {
              expect(statusEvents.has(type), `swap ${swapId}: unknown event ${type}`).toBe(true);
              expect(allowedMoves.has(`${at}>${type}`), `swap ${swapId}: ${at} → ${type}`).toBe(true);
              at = type;
            }
            expect(status).toBe(at);
          }
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 10), endOnFailure: true, ...replay },
    );
    // PROPERTY_STATS=1 prints where the swaps ended, to see that the runs reach every status.
    if (process.env.PROPERTY_STATS) {
      const paths = [...(await listStatusPaths(harness.database.db)).values()];
      const counts: Record<string, number> = {};
      for (const { status } of paths) counts[status] = (counts[status] ?? 0) + 1;
      process.stdout.write(`STATS ${JSON.stringify(counts)}\n`);
    }
  }, 600_000);

  /** A community of the group's members with the given rules, set by its owner (another member). */
  async function communityOf(members: KitMember[], rules: CommunityLimits): Promise<string> {
    const owner = await kit.joinMember(`Owner ${group}`);
    const call = async (member: KitMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const response = await harness.app.inject({
        method,
        url,
        headers: member.authHeader,
        ...(payload ? { payload } : {}),
      });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
      return response.json<{ data: { id: string; slug: string } }>();
    };
    const { data } = await call(owner, 'POST', '/api/communities', {
      name: `Bank ${group}`,
      description: '',
      isOnline: true,
      visibility: 'public',
      joinRule: 'open',
    });
    for (const member of members) await call(member, 'POST', `/api/communities/${data.slug}/join`, {});
    await call(owner, 'PUT', `/api/communities/${data.slug}/rules`, rules);
    return data.id;
  }

  /** Gives each member extra hours from the install's fund (a balanced transfer), so a cap can be reached. */
  async function grant(members: KitMember[], amounts: number[]) {
    for (const [index, member] of members.entries()) {
      const amount = amounts[index]!;
      if (amount === 0) continue;
      await harness.database.db.execute(sql`
        WITH transfer AS (
          INSERT INTO ledger_transfers (kind, idempotency_key, description, details)
          VALUES ('starter_grant', ${`property-grant:${member.userId}`}, 'Property test grant', '{}'::jsonb)
          RETURNING id)
        INSERT INTO ledger_movements (transfer_id, account_id, amount)
        SELECT transfer.id, account.id, CASE WHEN account.member_id IS NULL THEN ${-amount}::numeric ELSE ${amount}::numeric END
        FROM transfer, ledger_accounts account
        WHERE account.member_id = ${member.userId}
           OR account.id = ${installFundAccountId}`);
    }
  }

  /**
   * The community's promises (ADR 181), read from the tables: the stricter floor, the cap, one levy per swap.
   */
  async function findBrokenCommunityPromises(
    members: KitMember[],
    communityId: string,
    rules: CommunityLimits,
  ): Promise<string[]> {
    const broken: string[] = [];
    const ids = members.map((member) => member.userId);
    const balances = await harness.database.db.execute<{
      member_id: string;
      balance: string;
      held: string;
    }>(sql`
      SELECT a.member_id,
             coalesce((SELECT sum(amount) FROM ledger_movements m WHERE m.account_id = a.id), 0) AS balance,
             coalesce((SELECT sum(amount) FROM ledger_holds h WHERE h.account_id = a.id AND h.released_at IS NULL), 0)
               AS held
      FROM ledger_accounts a WHERE a.member_id = ANY(${sql.param(ids)}::uuid[])`);
    for (const row of balances.rows) {
      const available = Number(row.balance) - Number(row.held);
      if (rules.creditFloor !== null && available < rules.creditFloor - 1e-9)
        broken.push(`member ${row.member_id} is at ${available}, below the floor ${rules.creditFloor}`);
      if (rules.balanceCap !== null && Number(row.balance) > rules.balanceCap + 1e-9)
        broken.push(`member ${row.member_id} holds ${row.balance}, above the cap ${rules.balanceCap}`);
    }
    const levies = await harness.database.db.execute<{
      id: string;
      net: string | null;
      levies: string;
      levied: string;
    }>(sql`
      SELECT s.id,
             (SELECT max(abs(m.amount)) FROM ledger_transfers t JOIN ledger_movements m ON m.transfer_id = t.id
               WHERE t.swap_id = s.id AND t.kind = 'swap_settlement') AS net,
             (SELECT count(*) FROM ledger_transfers t
               WHERE t.idempotency_key = 'community-levy:swap:' || s.id) AS levies,
             coalesce((SELECT sum(m.amount) FROM ledger_transfers t
               JOIN ledger_movements m ON m.transfer_id = t.id
               JOIN ledger_accounts a ON a.id = m.account_id AND a.kind = 'community_fund'
               WHERE t.idempotency_key = 'community-levy:swap:' || s.id), 0) AS levied
      FROM swaps s WHERE s.community_id = ${communityId}`);
    for (const row of levies.rows) {
      const expected = row.net === null ? 0 : Math.round(Number(row.net) * rules.levyPercent) / 100;
      if (Number(row.levies) > 1) broken.push(`swap ${row.id} was levied ${row.levies} times`);
      if (Math.abs(Number(row.levied) - expected) > 1e-9)
        broken.push(`swap ${row.id} paid ${row.levied} of levy, not ${expected}`);
    }
    return broken;
  }

  it('keeps a community’s floor, cap and levy on the swaps made in it under random and concurrent actions', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          creditFloor: fc.option(fc.integer({ min: -4, max: 0 }), { nil: null }),
          balanceCap: fc.option(fc.integer({ min: 10, max: 12 }), { nil: null }),
          levyPercent: fc.integer({ min: 0, max: 10 }),
        }),
        fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 4, maxLength: 4 }),
        // Mostly moves on swaps already asked for, so many of them settle under the rules.
        fc.array(fc.array(communityStep, { minLength: 1, maxLength: 3 }), { minLength: 10, maxLength: 24 }),
        async (rules, extra, batches) => {
          let members = await joinGroup(['elite', 'elite', 'elite', 'elite']);
          await grant(members, extra);
          const communityId = await communityOf(members, rules);
          const swaps: KnownSwap[] = [];
          for (const batch of batches) {
            if (batch.some((item) => item.kind === 'tick')) {
              clock.advance(86_400_000);
              members = await Promise.all(members.map((member) => kit.signInAgain(member)));
            }
            const statuses = (
              await Promise.all(batch.map((item) => runStep(members, swaps, item, communityId)))
            ).flat();
            for (const status of statuses) expect([200, 201, 400, 403, 404, 409, 422, 429]).toContain(status);
            expect(await findBrokenPromises(harness.database.db)).toEqual([]);
            expect(await findBrokenCommunityPromises(members, communityId, rules)).toEqual([]);
          }
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 8), endOnFailure: true, ...replay },
    );
    // PROPERTY_STATS=1 prints how many swaps made in a community completed and paid a levy, to see the
    // runs reach them.
    if (process.env.PROPERTY_STATS) {
      const stats = await harness.database.db.execute<{ completed: string; levies: string }>(sql`
        SELECT (SELECT count(*) FROM swaps WHERE community_id IS NOT NULL AND status = 'completed') AS completed,
               (SELECT count(*) FROM ledger_transfers WHERE idempotency_key LIKE 'community-levy:swap:%') AS levies`);
      process.stdout.write(`COMMUNITY STATS ${JSON.stringify(stats.rows[0])}\n`);
    }
  }, 600_000);

  it('refuses every action the lifecycle does not allow, one action at a time, and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            actor: fc.constantFrom(0, 1),
            action: fc.constantFrom<SwapAction>('accept', 'decline', 'cancel', 'confirm', 'dispute'),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (attempts) => {
          const members = await joinGroup(['elite', 'elite']);
          const swapId = await kit.requestSwap(members[0]!, members[1]!, {
            hoursOffered: 1,
            hoursRequested: 2,
          });
          for (const attempt of attempts) {
            const before = (await kit.getSwap(members[0]!, swapId)).json<SwapDetail>();
            const role = attempt.actor === 0 ? 'requester' : 'recipient';
            const isAllowed = lifecycle[attempt.action].some(
              (rule) => rule.from === before.status && rule.by.includes(role),
            );
            const payload =
              attempt.action === 'confirm'
                ? { requesterHours: 1, recipientHours: 2 }
                : attempt.action === 'dispute'
                  ? { reason: 'Nothing happened as we agreed' }
                  : undefined;
            const response = await kit.act(members[attempt.actor]!, swapId, attempt.action, payload);
            const after = (await kit.getSwap(members[0]!, swapId)).json<SwapDetail>();
            if (!isAllowed && after.status !== before.status) {
              throw new Error(`${role} ${attempt.action} moved ${before.status} → ${after.status}`);
            }
            if (isAllowed) expect(response.statusCode).toBe(200);
            if (after.status !== before.status)
              expect(allowedMoves.has(`${before.status}>${after.status}`)).toBe(true);
          }
          expect(await findBrokenPromises(harness.database.db)).toEqual([]);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 10), endOnFailure: true },
    );
  }, 600_000);
});
