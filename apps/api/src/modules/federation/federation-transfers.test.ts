import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FederationOverview } from '@skillswap/contracts/federation';
import type { NodeTransfer } from '@skillswap/contracts/federation-transfers';
import type { Balance, StatementPage } from '@skillswap/contracts/ledger';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import {
  giveHours,
  heads,
  ledgerSum,
  linkBalances,
  listenAgain,
  movedTimes,
  runJob,
  sendAs,
  startNode,
  stateOn,
  stopListening,
  transferCount,
  type Node,
} from './federation-transfers.test-helper.ts';

// Issue 40 items 2-5, transfers (ADR 184): a member of one branch pays a member of another through their hub.
// Every node validates and records the transaction, nothing moves until the payer approves, each node's ledger
// then moves once through its links' accounts; a node down mid-transfer is caught up by the job, never twice.

describe(`federation transfers on ${databaseKind}`, { timeout: 120_000 }, () => {
  let hub: Node;
  let riverside: Node;
  let hilltop: Node;
  let alice: TestMember;
  let bob: TestMember;
  beforeAll(async () => {
    [hub, riverside, hilltop] = await Promise.all([
      startNode('hub'),
      startNode('riverside'),
      startNode('hilltop'),
    ]);
    // riverside may owe the hub 5 h; hilltop may be owed 4 h.
    for (const [branch, limits] of [
      [riverside, { maxOwedHours: 5, maxOwingHours: 10 }],
      [hilltop, { maxOwedHours: 10, maxOwingHours: 4 }],
    ] as const) {
      const invited = await hub.app.inject({
        method: 'POST',
        url: '/api/admin/federation/invitations',
        headers: hub.admin.authHeader,
        payload: { ...limits, days: 7 },
      });
      const joined = await branch.app.inject({
        method: 'POST',
        url: '/api/admin/federation/trunk',
        headers: branch.admin.authHeader,
        payload: { invitation: invited.json<{ invitation: string }>().invitation },
      });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    alice = await signUpMember(riverside.app, { fullName: 'Alice Rivers' });
    bob = await signUpMember(hilltop.app, { fullName: 'Bob Hill' });
    await giveHours(riverside, alice.userId, 10);
  }, 180_000);
  afterAll(() => Promise.all([hub, riverside, hilltop].map((node) => node?.close())));

  const as = (node: Node, who: TestMember) => ({
    call: (method: 'GET' | 'POST', url: string, payload?: object) =>
      node.app.inject({ method, url, headers: who.authHeader, ...(payload ? { payload } : {}) }),
  });
  const propose = (hours: number, payee = `hilltop/${bob.userId}`) =>
    as(riverside, alice).call('POST', '/api/federation/transfers', {
      payee,
      hours,
      description: 'Guitar lesson',
    });
  const approve = (id: string) =>
    as(riverside, alice).call('POST', `/api/federation/transfers/${id}/approve`);
  const balance = async (node: Node, who: TestMember) =>
    (await as(node, who).call('GET', '/api/ledger/balance')).json<Balance>().balance;
  let firstId: string;

  it('records a proposed transfer as validated on every node, and moves nothing until the payer approves', async () => {
    const proposed = await propose(3);
    expect(proposed.statusCode, proposed.body).toBe(201);
    const transfer = proposed.json<NodeTransfer>();
    firstId = transfer.id;
    expect(transfer).toMatchObject({
      payer: `riverside/${alice.userId}`,
      payee: `hilltop/${bob.userId}`,
      payerLabel: 'Alice Rivers · riverside',
      payeeLabel: 'Bob Hill · hilltop',
      hours: 3,
      state: 'validated',
    });
    for (const node of [riverside, hub, hilltop]) expect(await stateOn(node, firstId)).toBe('validated');
    const seenByBob = await as(hilltop, bob).call('GET', `/api/federation/transfers/${firstId}`);
    expect(seenByBob.json()).toMatchObject({
      id: firstId,
      state: 'validated',
      payerLabel: 'Alice Rivers · riverside',
    });
    expect(await balance(riverside, alice)).toBe(10);
    expect(await balance(hilltop, bob)).toBe(0);
  });

  it('moves the hours once on every node when the payer approves, each node summing to zero', async () => {
    const approved = await approve(firstId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id: firstId, state: 'completed' });
    for (const node of [riverside, hub, hilltop]) {
      expect(await stateOn(node, firstId)).toBe('completed');
      expect(await ledgerSum(node)).toBe(0);
      expect(await movedTimes(node, firstId)).toBe(1);
    }
    expect(await balance(riverside, alice)).toBe(7);
    expect(await balance(hilltop, bob)).toBe(3);
    // Each link's account on one side mirrors the other's: riverside owes the hub 3 h, the hub owes hilltop 3 h.
    expect(await linkBalances(riverside)).toEqual({ hub: 3 });
    expect(await linkBalances(hub)).toEqual({ riverside: -3, hilltop: 3 });
    expect(await linkBalances(hilltop)).toEqual({ hub: -3 });
    // The console reads each link as what the other node owes this one.
    const consoleBalance = async (node: Node) =>
      (await node.app.inject({ method: 'GET', url: '/api/admin/federation', headers: node.admin.authHeader }))
        .json<FederationOverview>()
        .links.map((link) => [link.peerName, link.balance]);
    expect(await consoleBalance(hub)).toEqual(
      expect.arrayContaining([
        ['riverside', 3],
        ['hilltop', -3],
      ]),
    );
    expect(await consoleBalance(riverside)).toEqual([['hub', -3]]);
    // Both ends of each link advanced their hash ratchet to the same head.
    expect((await heads(riverside)).hub).toMatch(/^[0-9a-f]{32}$/);
    expect((await heads(hub)).riverside).toBe((await heads(riverside)).hub);
    expect((await heads(hub)).hilltop).toBe((await heads(hilltop)).hub);

    const statement = async (node: Node, who: TestMember) =>
      (await as(node, who).call('GET', '/api/ledger/statement')).json<StatementPage>().items[0]!;
    expect(await statement(riverside, alice)).toMatchObject({
      kind: 'federation_transfer',
      amount: -3,
      details: { transactionId: firstId },
      counterpart: { id: bob.userId, fullName: 'Bob Hill', node: 'hilltop' },
      description: 'Guitar lesson (Bob Hill · hilltop)',
    });
    expect(await statement(hilltop, bob)).toMatchObject({
      kind: 'federation_transfer',
      amount: 3,
      details: { transactionId: firstId },
      counterpart: { id: alice.userId, fullName: 'Alice Rivers', node: 'riverside' },
    });
    const told = await hilltop.database.db.execute<{ title: string }>(
      sql`SELECT title FROM notifications WHERE member_id = ${bob.userId} AND type = 'community_exchange'`,
    );
    expect(told.rows.map((row) => row.title)).toEqual(['You received 3 h from Alice Rivers · riverside']);

    // Approving again answers the same and moves nothing.
    expect((await approve(firstId)).json()).toMatchObject({ state: 'completed' });
    expect(await balance(riverside, alice)).toBe(7);
    for (const node of [riverside, hub, hilltop]) expect(await movedTimes(node, firstId)).toBe(1);
  });

  it('erases a transfer the payer cancels before approving, on every node, and moves nothing', async () => {
    const id = (await propose(1)).json<NodeTransfer>().id;
    const cancelled = await as(riverside, alice).call('POST', `/api/federation/transfers/${id}/cancel`);
    expect(cancelled.json()).toMatchObject({ state: 'erased' });
    for (const node of [riverside, hub, hilltop]) expect(await stateOn(node, id)).toBe('erased');
    expect((await approve(id)).statusCode).toBe(409);
    expect(await balance(riverside, alice)).toBe(7);
    expect(await balance(hilltop, bob)).toBe(3);
  });

  it('refuses a transfer that would break a link’s limit before anyone is debited, naming the limit', async () => {
    const counts = await Promise.all([riverside, hub, hilltop].map(transferCount));
    // riverside owes the hub 3 h of its 5: 3 more is refused on riverside itself.
    const atHome = await propose(3);
    expect(atHome.statusCode).toBe(400);
    expect(atHome.json<{ message: string }>().message).toBe(
      'The link between riverside and hub lets riverside owe at most 5 h: it owes 3 h, and 3 h more would take it to 6 h',
    );
    // hilltop is owed 3 h of its 4: 2 more is refused by the hub, and the refusal reaches the member as it was.
    const atHub = await propose(2);
    expect(atHub.statusCode).toBe(400);
    expect(atHub.json<{ message: string }>().message).toBe(
      'The link between hilltop and hub lets hilltop be owed at most 4 h: it is owed 3 h, and 2 h more would take it to 5 h',
    );
    // Validated transfers count too: one hour waiting for approval leaves no room for another.
    const waiting = (await propose(1)).json<NodeTransfer>();
    expect((await propose(1)).statusCode).toBe(400);
    await as(riverside, alice).call('POST', `/api/federation/transfers/${waiting.id}/cancel`);
    expect(await Promise.all([riverside, hub, hilltop].map(transferCount))).toEqual(counts.map((n) => n + 1));
    expect(await balance(riverside, alice)).toBe(7);
    expect(await balance(hilltop, bob)).toBe(3);
  });

  it('answers bad node messages with the protocol’s errors and changes nothing', async () => {
    const counts = await Promise.all([riverside, hub, hilltop].map(transferCount));
    const transaction = (change: object = {}) => ({
      uuid: crypto.randomUUID(),
      payer: `riverside/${alice.userId}`,
      payee: `hilltop/${bob.userId}`,
      quantity: 0.5,
      description: 'Tea',
      payerName: 'Alice Rivers',
      ...change,
    });
    const relay = (body: object) => sendAs(riverside, hub, '/api/federation/transactions', body);
    const refusals: Array<[object, number, string]> = [
      [{ quantity: 1.005 }, 400, 'InvalidFieldsViolation'],
      [{ quantity: 0 }, 400, 'InvalidFieldsViolation'],
      [{ payee: `riverside/${alice.userId}` }, 400, 'SameAccountViolation'],
      [{ payer: `hilltop/${bob.userId}`, payee: `riverside/${alice.userId}` }, 400, 'PermissionViolation'],
      [{ payee: `hilltop/${crypto.randomUUID()}` }, 404, 'DoesNotExistViolation'],
      [{ payee: `nowhere/${crypto.randomUUID()}` }, 404, 'DoesNotExistViolation'],
    ];
    for (const [change, status, errorClass] of refusals) {
      const sent = await relay(transaction(change));
      expect(sent.response.statusCode, JSON.stringify(change)).toBe(status);
      expect(sent.classes()).toEqual([errorClass]);
    }

    const good = transaction();
    const first = await relay(good);
    expect(first.response.statusCode, first.response.body).toBe(201);
    expect((await relay(good)).response.json()).toEqual(first.response.json());
    const clash = await relay({ ...good, quantity: 0.75 });
    expect([clash.response.statusCode, clash.classes()]).toEqual([409, ['WorkflowViolation']]);
    const replayed = await hub.app.inject({
      method: 'POST',
      url: '/api/federation/transactions',
      headers: first.headers,
      payload: JSON.stringify(good),
    });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json<{ errors: Array<{ class: string }> }>().errors[0]!.class).toBe('AuthViolation');
    // hilltop signs with its own key but claims to be riverside.
    const impostor = await sendAs(hilltop, hub, '/api/federation/transactions', transaction(), {
      'cc-user': 'riverside',
    });
    expect([impostor.response.statusCode, impostor.classes()]).toEqual([401, ['AuthViolation']]);
    const unknown = await sendAs(
      riverside,
      hub,
      `/api/federation/transactions/${crypto.randomUUID()}/state`,
      {
        state: 'completed',
      },
    );
    expect([unknown.response.statusCode, unknown.classes()]).toEqual([404, ['DoesNotExistViolation']]);
    // Only the node a transaction came from may complete it: hilltop cannot complete what riverside sent.
    const notTheirs = await sendAs(hilltop, hub, `/api/federation/transactions/${good.uuid}/state`, {
      state: 'completed',
    });
    expect(notTheirs.response.statusCode).toBe(404);
    const erased = await sendAs(riverside, hub, `/api/federation/transactions/${good.uuid}/state`, {
      state: 'erased',
    });
    expect(erased.response.json()).toEqual({ uuid: good.uuid, state: 'erased' });
    expect(await stateOn(hilltop, good.uuid)).toBe('erased');

    expect(await transferCount(riverside)).toBe(counts[0]);
    expect([await transferCount(hub), await transferCount(hilltop)]).toEqual([
      counts[1]! + 1,
      counts[2]! + 1,
    ]);
    for (const node of [riverside, hub, hilltop]) expect(await ledgerSum(node)).toBe(0);
    expect(await balance(riverside, alice)).toBe(7);
    expect(await balance(hilltop, bob)).toBe(3);
  });

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
      const overview = await node.app.inject({
        method: 'GET',
        url: '/api/admin/federation',
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
    expect(await balance(hilltop, bob)).toBe(4);
  });
});
