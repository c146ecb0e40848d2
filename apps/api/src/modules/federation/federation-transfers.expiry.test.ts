import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeTransfer, NodeTransferPage } from '@skillswap/contracts/federation/transfer-schemas';
import { createManualClock } from '../../lib/clock.ts';
import { signIn } from '../../test/auth-requests.ts';
import { databaseKind } from '../../test/database.ts';
import { deliverDueTransfers } from './federation-transfers.delivery.ts';
import { expireStaleProposals, proposalLifetimeMs } from './federation-transfers.expiry.ts';
import {
  listenAgain,
  ledgerSum,
  startTree,
  stateOn,
  stopListening,
  type Node,
} from './federation.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { federationTransferRoutes } from '@skillswap/contracts/federation/transfer-routes';

// ADR 188: a proposal its payer neither approves nor cancels holds its share of every link's limits on the
// way; the payer's node cancels it after 24 hours, as the payer's cancel does, and tells the payer. Time
// moves on the test clock that all three nodes share, so their signatures stay fresh for each other.

describe(`expiry of proposals across nodes on ${databaseKind}`, { timeout: 120_000 }, () => {
  const clock = createManualClock(new Date());
  let tree: Awaited<ReturnType<typeof startTree>>;
  let hub: Node;
  let riverside: Node;
  let hilltop: Node;
  beforeAll(async () => {
    tree = await startTree({ clock });
    ({ hub, riverside, hilltop } = tree);
  }, 180_000);
  afterAll(() => tree?.close());

  /**
   * Moves every node's time on; Alice signs in again, as her 15-minute access token has expired meanwhile.
   */
  const advance = async (ms: number) => {
    clock.advance(ms);
    const { alice } = tree;
    const session = await signIn(riverside.app, { email: alice.email, password: alice.password });
    expect(session.statusCode, session.body).toBe(200);
    alice.authHeader = { authorization: `Bearer ${session.json<{ access_token: string }>().access_token}` };
  };
  const expire = (node: Node) =>
    expireStaleProposals(node.database, { config: node.config, now: clock.now(), audit: {} });
  const propose = async (hours: number) => {
    const proposed = await tree.propose(hours);
    expect(proposed.statusCode, proposed.body).toBe(201);
    return proposed.json<NodeTransfer>().id;
  };
  const notices = async () =>
    (
      await riverside.database.db.execute<{ title: string; body: string }>(sql`
        SELECT title, body FROM notifications WHERE member_id = ${tree.alice.userId} AND title LIKE '%expired'`)
    ).rows;
  const waitingOnLink = async () =>
    Number(
      (
        await riverside.database.db.execute<{ hours: string }>(sql`
          SELECT coalesce(sum(quantity), 0) AS hours FROM federation_transfers WHERE state = 'validated'`)
      ).rows[0]!.hours,
    );

  it('cancels a proposal left unapproved for 24 hours on every node, tells the payer and audits it', async () => {
    const id = await propose(3);
    // A later proposal is younger: it is not due with the first.
    await advance(60 * 60 * 1000);
    const younger = await propose(1);
    // Waiting, they fill what the hub may owe hilltop (4 h): one more hour is refused.
    expect(await waitingOnLink()).toBe(4);
    expect((await tree.propose(1)).statusCode).toBe(400);

    await advance(proposalLifetimeMs - 2 * 60 * 60 * 1000);
    expect(await expire(riverside)).toBe(false);
    expect(await stateOn(riverside, id)).toBe('validated');

    await advance(60 * 60 * 1000 + 1);
    await expire(riverside);
    for (const node of [riverside, hub, hilltop]) expect(await stateOn(node, id)).toBe('erased');
    expect(await stateOn(riverside, younger)).toBe('validated');
    // Alice's list says it expired; on Bob's exchange it was erased by the payer's, which is all it knows.
    const listed = async (node: Node, member: typeof tree.alice) => {
      // A day has passed on the test clock: the member signs in again for a fresh access token.
      const session = await signIn(node.app, { email: member.email, password: member.password });
      const token = session.json<{ access_token: string }>().access_token;
      const page = await inject(node.app, federationTransferRoutes.listNodeTransfers, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(page.statusCode, page.body).toBe(200);
      return page.json<NodeTransferPage>().items.find((item) => item.id === id);
    };
    expect(await listed(riverside, tree.alice)).toMatchObject({ state: 'erased', erasedBecause: 'expired' });
    expect(await listed(hilltop, tree.bob)).toMatchObject({ state: 'erased', erasedBecause: 'cancelled' });
    expect(await waitingOnLink()).toBe(1);
    expect(await notices()).toEqual([
      {
        title: 'Your proposal of 3 h to Bob Hill · hilltop expired',
        body: 'You did not approve it within 24 hours, so it was cancelled on every exchange along the way and nothing moved. Propose it again if you still want to send the hours.',
      },
    ]);
    const audited = await riverside.database.db.execute<{ user_id: string }>(sql`
      SELECT user_id FROM audit_log WHERE event = 'node_transfer_expired' AND details->>'transaction' = ${id}`);
    expect(audited.rows).toEqual([{ user_id: tree.alice.userId }]);
    // What it held on the links is free again.
    expect((await tree.propose(3)).statusCode).toBe(201);

    // Running again expires nothing twice, and the payer can no longer approve it.
    await expire(riverside);
    expect(await notices()).toHaveLength(1);
    expect((await tree.approve(id)).statusCode).toBe(409);
    for (const node of [riverside, hub, hilltop]) expect(await ledgerSum(node)).toBe(0);
    expect(await tree.balance(riverside, tree.alice)).toBe(10);
  });

  it('holds the erasure for a node that is down, and delivers it when the node is back', async () => {
    // The proposals of the test before expire first.
    await advance(proposalLifetimeMs + 1);
    await expire(riverside);
    expect(await waitingOnLink()).toBe(0);
    const id = await propose(2);
    await advance(proposalLifetimeMs + 1);
    await stopListening(hub);
    await expire(riverside);
    await listenAgain(hub);
    expect([await stateOn(riverside, id), await stateOn(hub, id)]).toEqual(['erased', 'validated']);

    // The delivery job tries again as for a payer's cancel.
    clock.advance(60_000);
    await deliverDueTransfers(riverside.database, { config: riverside.config, now: clock.now(), audit: {} });
    for (const node of [riverside, hub, hilltop]) expect(await stateOn(node, id)).toBe('erased');
  });
});
