import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwapAction } from '@skillswap/contracts/swap-lifecycle/schemas';
import { swapEvents } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { findBrokenPromises } from './ledger-invariants.test-helper.ts';
import { createSwapKit, type KitMember, type SwapKit } from './swaps.test-helper.ts';

/**
 * Races over real HTTP: a listening server and parallel requests, so on PostgreSQL the transactions
 * really overlap and only the row locks keep the promises.
 */
describe(`swap lifecycle under concurrent requests on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let baseUrl: string;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
    await harness.close();
  });

  function post(member: KitMember, path: string, body?: object) {
    return fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...member.authHeader, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  }
  const act = (member: KitMember, swapId: string, action: SwapAction, body?: object) =>
    post(member, `/api/swaps/${swapId}/${action}`, body);
  const statusesOf = async (responses: Promise<Response>[]) =>
    (await Promise.all(responses)).map((r) => r.status);

  async function countRows(query: ReturnType<typeof sql>) {
    const result = await harness.database.db.execute<{ total: string }>(query);
    return Number(result.rows[0]!.total);
  }
  const eventTypes = async (swapId: string) =>
    (await harness.database.db.select().from(swapEvents).where(eq(swapEvents.swapId, swapId))).map(
      (e) => e.type,
    );

  it('settles exactly once when both members confirm at the same instant', async () => {
    const ana = await kit.joinMember('Ana Race');
    const ben = await kit.joinMember('Ben Race');
    const swapId = await kit.requestSwap(ana, ben, { hoursOffered: 1, hoursRequested: 3 });
    await kit.actOk(ben, swapId, 'accept');
    const hours = { requesterHours: 1, recipientHours: 3 };
    const statuses = await statusesOf([
      act(ana, swapId, 'confirm', hours),
      act(ben, swapId, 'confirm', hours),
    ]);
    expect(statuses).toEqual([200, 200]);
    expect(
      await countRows(sql`SELECT count(*) AS total FROM ledger_transfers WHERE swap_id = ${swapId}`),
    ).toBe(1);
    expect((await eventTypes(swapId)).filter((type) => type === 'completed')).toHaveLength(1);
    expect((await kit.balanceOf(ana)).balance).toBe(0);
    expect((await kit.balanceOf(ben)).balance).toBe(4);
  });

  it('treats a retried acceptance and a retried confirmation as one', async () => {
    const cleo = await kit.joinMember('Cleo Retry');
    const dan = await kit.joinMember('Dan Retry');
    const swapId = await kit.requestSwap(cleo, dan, { hoursOffered: 0, hoursRequested: 2 });
    expect(await statusesOf(Array.from({ length: 4 }, () => act(dan, swapId, 'accept')))).toEqual([
      200, 200, 200, 200,
    ]);
    const hours = { requesterHours: 0, recipientHours: 2 };
    expect(
      await statusesOf([act(cleo, swapId, 'confirm', hours), act(cleo, swapId, 'confirm', hours)]),
    ).toEqual([200, 200]);
    expect(await eventTypes(swapId)).toEqual(['requested', 'accepted', 'confirmed']);
    expect(await countRows(sql`SELECT count(*) AS total FROM ledger_holds WHERE swap_id = ${swapId}`)).toBe(
      1,
    );
    expect((await kit.balanceOf(cleo)).held).toBe(2);
  });

  it('lets only one of two acceptances through when together they would break the credit floor', async () => {
    const eve = await kit.joinMember('Eve Learner', { plan: 'elite' });
    const [fay, gus] = [await kit.joinMember('Fay Teacher'), await kit.joinMember('Gus Teacher')];
    // Eve has 2 SC and, not having taught yet, a floor of 0: one hold of 2 leaves her at 0, a second would
    // take her to -2.
    const first = await kit.requestSwap(eve, fay, { hoursOffered: 0, hoursRequested: 2 });
    const second = await kit.requestSwap(eve, gus, { hoursOffered: 0, hoursRequested: 2 });
    const statuses = await statusesOf([act(fay, first, 'accept'), act(gus, second, 'accept')]);
    expect(statuses.sort()).toEqual([200, 422]);
    expect(await kit.balanceOf(eve)).toEqual({ balance: 2, held: 2, available: 0, creditFloor: 0 });
  });

  it('lets only one of two acceptances through when together they would pass the Free plan’s active swaps', async () => {
    const hub = await kit.joinMember('Hub Free', { plan: 'free' });
    const senders = [];
    for (const name of ['Ivy', 'Jon', 'Kai', 'Lea'])
      senders.push(await kit.joinMember(`${name} Elite`, { plan: 'elite' }));
    const swapIds = [];
    for (const sender of senders) swapIds.push(await kit.requestSwap(sender, hub));
    await kit.actOk(hub, swapIds[0]!, 'accept');
    await kit.actOk(hub, swapIds[1]!, 'accept');
    const statuses = await statusesOf([act(hub, swapIds[2]!, 'accept'), act(hub, swapIds[3]!, 'accept')]);
    expect(statuses.sort()).toEqual([200, 422]);
    const active = sql`SELECT count(*) AS total FROM swaps WHERE status = 'accepted' AND recipient_id = ${hub.userId}`;
    expect(await countRows(active)).toBe(3);
  });

  it('completes one swap and accepts another between the same two members at once, round after round, with no deadlock', async () => {
    // Completing updates both members' profiles (their level) and accepting locks their profiles before their
    // ledger accounts: both must take the profiles first, or each waits for the other and one
    // is answered 503.
    const nia = await kit.joinMember('Nia Both', { plan: 'elite' });
    const oto = await kit.joinMember('Oto Both', { plan: 'elite' });
    const hours = { requesterHours: 1, recipientHours: 1 };
    // Each sends one request a round: eight rounds stay under the ten requests a member may send
    // in ten minutes.
    for (let round = 0; round < 8; round += 1) {
      const finishing = await kit.requestSwap(nia, oto, { hoursOffered: 1, hoursRequested: 1 });
      await kit.actOk(oto, finishing, 'accept');
      await kit.actOk(nia, finishing, 'confirm', hours);
      const answering = await kit.requestSwap(oto, nia, { hoursOffered: 1, hoursRequested: 1 });
      const statuses = await statusesOf([
        act(oto, finishing, 'confirm', hours),
        act(nia, answering, 'accept'),
      ]);
      expect({ round, statuses }).toEqual({ round, statuses: [200, 200] });
      await kit.actOk(oto, answering, 'cancel');
    }
  });

  it('creates only one of two requests sent at once past the Free plan’s monthly requests', async () => {
    const sender = await kit.joinMember('Mia Sender', { plan: 'free' });
    const targets = [];
    for (let index = 0; index < 6; index += 1)
      targets.push(await kit.joinMember(`Target ${index}`, { plan: 'elite' }));
    for (const target of targets.slice(0, 4)) {
      const swapId = await kit.requestSwap(sender, target);
      await kit.actOk(sender, swapId, 'cancel');
    }
    const statuses = await statusesOf(
      targets.slice(4).map((target) =>
        post(sender, '/api/swap-requests', {
          targetId: target.userId,
          offeredSkill: 'Guitar',
          requestedSkill: 'Spanish',
          message: '',
        }),
      ),
    );
    expect(statuses.sort()).toEqual([201, 422]);
    expect(
      await countRows(sql`SELECT count(*) AS total FROM swaps WHERE requester_id = ${sender.userId}`),
    ).toBe(5);
  });
});
