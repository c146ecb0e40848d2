import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FederationOverview } from '@skillswap/contracts/federation/schemas';
import type { NodeTransfer, NodeTransferPage } from '@skillswap/contracts/federation/transfer-schemas';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import {
  heads,
  ledgerSum,
  linkBalances,
  listenAgain,
  movedTimes,
  reconcileNow,
  runJob,
  sendAs,
  startTree,
  stateOn,
  stopListening,
  transferCount,
  type Node,
} from './federation.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { federationRoutes } from '@skillswap/contracts/federation/routes';

type Tree = Awaited<ReturnType<typeof startTree>>;

// ADR 184: exactly once across outages. A node whose HTTP listener is stopped mid-transfer
// is caught up by the delivery job when it listens again; a lost acknowledgement, a paused link and a node
// down at proposal change nothing twice. Each test goes on from the balances the one before left.

describe(`federation transfers across outages on ${databaseKind}`, { timeout: 120_000 }, () => {
  let tree: Awaited<ReturnType<typeof startTree>>;
  let hub: Node;
  let riverside: Node;
  let hilltop: Node;
  let alice: TestMember;
  let bob: TestMember;
  beforeAll(async () => {
    tree = await startTree();
    ({ hub, riverside, hilltop, alice, bob } = tree);
    // Where the first file's tests leave the tree: Alice paid Bob 3 h.
    const first = await tree.propose(3);
    await tree.approve(first.json<NodeTransfer>().id);
  }, 180_000);
  afterAll(() => tree?.close());
  const as: Tree['as'] = (...args) => tree.as(...args);
  const propose: Tree['propose'] = (...args) => tree.propose(...args);
  const approve: Tree['approve'] = (...args) => tree.approve(...args);
  const balance: Tree['balance'] = (...args) => tree.balance(...args);

  it('completes a transfer approved while the hub was down once it is back, moving nothing twice', async () => {
    const id = (await propose(1)).json<NodeTransfer>().id;
    await stopListening(hub);
    const approved = await approve(id);
    expect(approved.json()).toMatchObject({ state: 'pending' });
    expect(await balance(riverside, alice)).toBe(6);
    await runJob(riverside);
    expect([await stateOn(riverside, id), await stateOn(hub, id), await stateOn(hilltop, id)]).toEqual([
      'pending',
      'validated',
      'validated',
    ]);
    expect(await balance(hilltop, bob)).toBe(3);

    await listenAgain(hub);
    await runJob(riverside);
    for (const node of [riverside, hub, hilltop]) expect(await stateOn(node, id)).toBe('completed');
    expect(await balance(hilltop, bob)).toBe(4);
    for (const node of [riverside, hub, hilltop]) await runJob(node);
    expect((await approve(id)).json<NodeTransfer>()).toMatchObject({ state: 'completed' });
    for (const node of [riverside, hub, hilltop]) {
      expect(await movedTimes(node, id)).toBe(1);
      expect(await ledgerSum(node)).toBe(0);
    }
    expect(await balance(riverside, alice)).toBe(6);
    expect((await heads(hub)).riverside).toBe((await heads(riverside)).hub);
  });

  it('leaves a transfer pending at the hub while the payee’s node is down, and the hub completes it there later', async () => {
    const proposed = await as(hilltop, bob).call('POST', '/api/federation/transfers', {
      payee: `riverside/${alice.userId}`,
      hours: 2,
      description: 'Bread',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const id = proposed.json<NodeTransfer>().id;
    await stopListening(riverside);
    const approved = await as(hilltop, bob).call('POST', `/api/federation/transfers/${id}/approve`);
    // hilltop's part is done (the hub acknowledged); the hub holds the hours for riverside until it answers.
    expect(approved.json()).toMatchObject({ state: 'completed' });
    expect([await stateOn(hub, id), await stateOn(riverside, id)]).toEqual(['pending', 'validated']);
    await runJob(hub);
    expect(await stateOn(hub, id)).toBe('pending');
    expect(await balance(riverside, alice)).toBe(6);

    await listenAgain(riverside);
    await runJob(hub);
    await runJob(hub);
    for (const node of [riverside, hub, hilltop]) {
      expect(await stateOn(node, id)).toBe('completed');
      expect(await movedTimes(node, id)).toBe(1);
      expect(await ledgerSum(node)).toBe(0);
    }
    expect(await balance(riverside, alice)).toBe(8);
    expect(await balance(hilltop, bob)).toBe(2);
    expect(await linkBalances(hub)).toEqual({ riverside: -2, hilltop: 2 });
    expect((await heads(hub)).riverside).toBe((await heads(riverside)).hub);
    expect((await heads(hub)).hilltop).toBe((await heads(hilltop)).hub);
    const events = await hub.database.db.execute<{ event: string }>(
      sql`SELECT event FROM audit_log WHERE details->>'transaction' = ${id} ORDER BY id`,
    );
    expect(events.rows.map((row) => row.event)).toEqual([
      'node_transfer_validated',
      'node_transfer_pending',
      'node_transfer_completed',
    ]);
    const told = await riverside.database.db.execute<{ title: string }>(
      sql`SELECT title FROM notifications WHERE member_id = ${alice.userId} ORDER BY created_at`,
    );
    expect(told.rows.map((row) => row.title)).toEqual(
      expect.arrayContaining([
        'Your 3 h reached Bob Hill · hilltop',
        'You received 2 h from Bob Hill · hilltop',
      ]),
    );
  });

  it('sends nothing across a paused link: a proposal is refused, an approved transfer waits for the resume', async () => {
    const linkTo = async (node: Node, peer: string) => {
      const overview = await inject(node.app, federationRoutes.getFederation, {
        headers: node.admin.authHeader,
      });
      return overview.json<FederationOverview>().links.find((link) => link.peerName === peer)!.id;
    };
    const switchLink = async (node: Node, peer: string, change: 'pause' | 'resume') => {
      const url = `/api/admin/federation/links/${await linkTo(node, peer)}/${change}`;
      const answer = await node.app.inject({ method: 'POST', url, headers: node.admin.authHeader });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    await switchLink(hub, 'hilltop', 'pause');
    const refused = await propose(1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'The link with that node is paused or ended: nothing crosses it now',
    );
    await switchLink(hub, 'hilltop', 'resume');

    const id = (await propose(1)).json<NodeTransfer>().id;
    await switchLink(hilltop, 'hub', 'pause');
    expect((await approve(id)).json()).toMatchObject({ state: 'completed' });
    await runJob(hub);
    expect([await stateOn(hub, id), await stateOn(hilltop, id)]).toEqual(['pending', 'validated']);
    expect(await balance(hilltop, bob)).toBe(2);

    await switchLink(hilltop, 'hub', 'resume');
    await runJob(hub);
    for (const node of [riverside, hub, hilltop]) {
      expect(await stateOn(node, id)).toBe('completed');
      expect(await ledgerSum(node)).toBe(0);
    }
    expect(await balance(hilltop, bob)).toBe(3);
    expect(await balance(riverside, alice)).toBe(7);
  });

  it('catches up a node whose acknowledgement was lost: one step behind on the ratchet, nothing moved twice', async () => {
    const id = (await propose(1)).json<NodeTransfer>().id;
    await stopListening(hub);
    expect((await approve(id)).json()).toMatchObject({ state: 'pending' });
    await listenAgain(hub);
    // The completion reaches the hub, but riverside never hears the answer.
    const lost = await sendAs(riverside, hub, `/api/federation/transactions/${id}/state`, {
      state: 'completed',
    });
    expect(lost.response.statusCode, lost.response.body).toBe(200);
    expect((await heads(hub)).riverside).not.toBe((await heads(riverside)).hub);

    await runJob(riverside);
    expect(await stateOn(riverside, id)).toBe('completed');
    expect((await heads(hub)).riverside).toBe((await heads(riverside)).hub);
    for (const node of [riverside, hub, hilltop]) {
      expect(await movedTimes(node, id)).toBe(1);
      expect(await ledgerSum(node)).toBe(0);
    }
    expect([await balance(riverside, alice), await balance(hilltop, bob)]).toEqual([6, 4]);
    // The two ends agree again: the hub's next message to riverside is let in.
    const next = await as(hilltop, bob).call('POST', '/api/federation/transfers', {
      payee: `riverside/${alice.userId}`,
      hours: 0.5,
      description: 'Jam',
    });
    expect(next.statusCode, next.body).toBe(201);
  });

  it('refuses a proposal the payee’s node cannot hear, 503 to the member, and nothing stays validated', async () => {
    const counts = await Promise.all([riverside, hub, hilltop].map(transferCount));
    const bobHad = await balance(hilltop, bob);
    await stopListening(riverside);
    const refused = await as(hilltop, bob).call('POST', '/api/federation/transfers', {
      payee: `riverside/${alice.userId}`,
      hours: 0.25,
      description: 'Eggs',
    });
    await listenAgain(riverside);
    expect(refused.statusCode).toBe(503);
    expect(refused.json<{ message: string }>().message).toBe(
      'The other node could not be reached; try again later',
    );
    // hilltop keeps it erased, to tell the hub in case it had recorded it; the hub had not.
    expect(await Promise.all([riverside, hub, hilltop].map(transferCount))).toEqual([
      counts[0],
      counts[1],
      counts[2]! + 1,
    ]);
    const kept = async () =>
      (
        await hilltop.database.db.execute<{ state: string; delivery_due: boolean }>(
          sql`SELECT state, delivery_due FROM federation_transfers ORDER BY created_at DESC LIMIT 1`,
        )
      ).rows[0];
    expect(await kept()).toEqual({ state: 'erased', delivery_due: true });
    // The job tells the hub; it has nothing to erase and says so, which ends the matter.
    await runJob(hilltop);
    expect(await kept()).toEqual({ state: 'erased', delivery_due: false });
    expect(await balance(hilltop, bob)).toBe(bobHad);
    // Bob's list says why it moved nothing, and names the exchange alone: the payee's name never came back.
    const [newest] = (
      await as(hilltop, bob).call('GET', '/api/federation/transfers')
    ).json<NodeTransferPage>().items;
    expect(newest).toMatchObject({
      state: 'erased',
      erasedBecause: 'unreachable',
      payeeLabel: 'riverside',
    });
  });

  // ADR 191: the ratchet's window. Before it, a node two completions behind (two answers lost) was refused
  // for good, and so was a third message in flight on one link.
  const reconcile = async (node: Node) =>
    (await reconcileNow(node)).links.map((link) => [link.peerName, link.outcome]);
  const bobPays = async (hours: number) => {
    const proposed = await as(hilltop, bob).call('POST', '/api/federation/transfers', {
      payee: `riverside/${alice.userId}`,
      hours,
      description: 'Honey',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    return proposed.json<NodeTransfer>().id;
  };

  it('lets a node in that is two completions behind (both answers lost), and the one ahead of it too', async () => {
    const ids = [await bobPays(0.5), await bobPays(0.5)];
    await stopListening(riverside);
    for (const id of ids) {
      const approved = await as(hilltop, bob).call('POST', `/api/federation/transfers/${id}/approve`);
      expect(approved.json()).toMatchObject({ state: 'completed' });
    }
    await listenAgain(riverside);
    // Both completions reach riverside; the hub never hears either answer, so riverside is two heads ahead.
    for (const id of ids) {
      const lost = await sendAs(hub, riverside, `/api/federation/transactions/${id}/state`, {
        state: 'completed',
      });
      expect(lost.response.statusCode, lost.response.body).toBe(200);
      expect(await stateOn(hub, id)).toBe('pending');
    }
    // The node ahead sends the head the hub showed it holds: its proposal and approval are let in.
    const back = (await propose(0.25)).json<NodeTransfer>().id;
    expect((await approve(back)).json()).toMatchObject({ state: 'completed' });
    // The node behind catches up with the job: both answers come again, nothing moves twice.
    await runJob(hub);
    for (const id of [...ids, back]) {
      for (const node of [riverside, hub, hilltop]) {
        expect(await stateOn(node, id)).toBe('completed');
        expect(await movedTimes(node, id)).toBe(1);
      }
    }
    for (const node of [riverside, hub, hilltop]) expect(await ledgerSum(node)).toBe(0);
    expect([await balance(riverside, alice), await balance(hilltop, bob)]).toEqual([6.75, 3.25]);
    expect((await heads(hub)).riverside).toBe((await heads(riverside)).hub);
    expect(await reconcile(riverside)).toEqual([['hub', 'matched']]);
  });

  it('completes three transfers approved at once on one link, each at once, none refused by the ratchet', async () => {
    const ids = [await bobPays(0.25), await bobPays(0.25), await bobPays(0.25)];
    const approved = await Promise.all(
      ids.map((id) => as(hilltop, bob).call('POST', `/api/federation/transfers/${id}/approve`)),
    );
    expect(approved.map((answer) => answer.json<NodeTransfer>().state)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
    for (const id of ids) expect(await stateOn(riverside, id)).toBe('completed');
    for (const node of [riverside, hub, hilltop]) expect(await ledgerSum(node)).toBe(0);
    expect([await balance(riverside, alice), await balance(hilltop, bob)]).toEqual([7.5, 2.5]);
    expect(await reconcile(hilltop)).toEqual([['hub', 'matched']]);
    expect(await reconcile(riverside)).toEqual([['hub', 'matched']]);
  });

  it('refuses a correctly signed message whose ratchet head neither node ever held, and it changes nothing', async () => {
    const id = await bobPays(0.25);
    const before = await heads(riverside);
    const forged = await sendAs(
      hub,
      riverside,
      `/api/federation/transactions/${id}/state`,
      { state: 'completed' },
      { 'cc-auth': 'f'.repeat(32) },
    );
    expect(forged.response.statusCode).toBe(401);
    expect(forged.classes()).toEqual(['AuthViolation']);
    expect(await stateOn(riverside, id)).toBe('validated');
    expect(await heads(riverside)).toEqual(before);
    // The same message with the head the hub holds for riverside is let in.
    expect(
      (await sendAs(hub, riverside, '/api/federation/reconciliation', { pending: [] })).response.statusCode,
    ).toBe(200);
    await as(hilltop, bob).call('POST', `/api/federation/transfers/${id}/cancel`);
  });
});
