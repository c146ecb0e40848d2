import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FederationOverview } from '@skillswap/contracts/federation/schemas';
import type { NodeTransfer } from '@skillswap/contracts/federation/transfer-schemas';
import type { StatementPage } from '@skillswap/contracts/ledger/schemas';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import {
  giveHours,
  heads,
  ledgerSum,
  linkBalances,
  movedTimes,
  sendAs,
  startTree,
  stateOn,
  transferCount,
  type Node,
} from './federation.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { federationRoutes } from '@skillswap/contracts/federation/routes';
import { federationTransferRoutes } from '@skillswap/contracts/federation/transfer-routes';

type Tree = Awaited<ReturnType<typeof startTree>>;

// ADR 184: a member of one branch pays a member of another through their hub.
// Every node validates and records the transaction, nothing moves until the payer approves, each node's
// ledger then moves once through its links' accounts; bad node messages are refused in the protocol's shape.

describe(`federation transfers on ${databaseKind}`, { timeout: 120_000 }, () => {
  let tree: Awaited<ReturnType<typeof startTree>>;
  let hub: Node;
  let riverside: Node;
  let hilltop: Node;
  let alice: TestMember;
  let bob: TestMember;
  beforeAll(async () => {
    tree = await startTree();
    ({ hub, riverside, hilltop, alice, bob } = tree);
  }, 180_000);
  afterAll(() => tree?.close());
  const as: Tree['as'] = (...args) => tree.as(...args);
  const propose: Tree['propose'] = (...args) => tree.propose(...args);
  const approve: Tree['approve'] = (...args) => tree.approve(...args);
  const balance: Tree['balance'] = (...args) => tree.balance(...args);

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
    // Only the payer approves (T104): the payee on his node, and another member of hers, are told there is no
    // such transfer, and nothing moves anywhere.
    const neighbour = await signUpMember(riverside.app, { fullName: 'Nia Rivers' });
    for (const [node, who] of [
      [hilltop, bob],
      [riverside, neighbour],
    ] as const) {
      const approvedByOther = await as(node, who).call(
        'POST',
        `/api/federation/transfers/${firstId}/approve`,
      );
      expect(approvedByOther.statusCode, approvedByOther.body).toBe(404);
    }
    for (const node of [riverside, hub, hilltop]) expect(await stateOn(node, firstId)).toBe('validated');
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
    // Each link's account on one side mirrors the other's: riverside owes the hub 3 h, the hub owes
    // hilltop 3 h.
    expect(await linkBalances(riverside)).toEqual({ hub: 3 });
    expect(await linkBalances(hub)).toEqual({ riverside: -3, hilltop: 3 });
    expect(await linkBalances(hilltop)).toEqual({ hub: -3 });
    // The console reads each link as what the other node owes this one.
    const consoleBalance = async (node: Node) =>
      (await inject(node.app, federationRoutes.getFederation, { headers: node.admin.authHeader }))
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
    // hilltop is owed 3 h of its 4: 2 more is refused by the hub, and the refusal reaches the member
    // as it was.
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
    // Two proposals at once for the last hour hilltop may be owed (T105): one is taken, the other refused.
    const raced = await Promise.all([propose(1), propose(1)]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const loser = raced.find((response) => response.statusCode === 400)!;
    expect(loser.json<{ message: string }>().message).toContain('lets hilltop be owed at most 4 h');
    const winner = raced.find((response) => response.statusCode === 201)!.json<NodeTransfer>();
    await as(riverside, alice).call('POST', `/api/federation/transfers/${winner.id}/cancel`);
    expect(await Promise.all([riverside, hub, hilltop].map(transferCount))).toEqual(counts.map((n) => n + 2));
    expect(await balance(riverside, alice)).toBe(7);
    expect(await balance(hilltop, bob)).toBe(3);
  });

  it('counts a member’s proposals awaiting approval as spent: the same hours cannot be promised twice (T113)', async () => {
    const carol = await signUpMember(riverside.app, { fullName: 'Carol Brook' });
    await giveHours(riverside, carol.userId, 1);
    const offer = (hours: number) =>
      as(riverside, carol).call('POST', '/api/federation/transfers', {
        payee: `hilltop/${bob.userId}`,
        hours,
        description: 'Seedlings',
      });
    const first = await offer(0.75);
    expect(first.statusCode, first.body).toBe(201);
    const twice = await offer(0.5);
    expect(twice.statusCode).toBe(422);
    const refused = twice.json<{ code: string; message: string }>();
    expect(refused.code).toBe('insufficient_credit');
    expect(refused.message).toContain('you have 0.25 SC available');
    // Cancelled, the first frees its hours for another.
    await as(riverside, carol).call(
      'POST',
      `/api/federation/transfers/${first.json<NodeTransfer>().id}/cancel`,
    );
    const second = await offer(0.5);
    expect(second.statusCode, second.body).toBe(201);
    await as(riverside, carol).call(
      'POST',
      `/api/federation/transfers/${second.json<NodeTransfer>().id}/cancel`,
    );
    expect(await balance(riverside, carol)).toBe(1);
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
    const replayed = await inject(hub.app, federationTransferRoutes.relayNodeTransaction, {
      unchecked: true,
      headers: first.headers,
      body: JSON.stringify(good),
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
});
