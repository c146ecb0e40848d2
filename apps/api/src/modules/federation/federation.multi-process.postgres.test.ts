import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementPage } from '@skillswap/contracts/ledger/schemas';
import type { NodeTransfer } from '@skillswap/contracts/federation/transfer-schemas';
import type {
  RemoteSwapRequest,
  RemoteSwapRequestList,
} from '@skillswap/contracts/federation/swap-request-schemas';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import {
  callAs,
  startNodeProcess,
  startTree,
  type NodeMember,
  type NodePlan,
  type NodeProcess,
} from '../../test/federation-processes.ts';
import { freePort } from '../../test/ports.ts';
import { createPostgresDatabase, runAdminQuery } from '../../test/server-processes.ts';

// ADR 187: a hub and two branches as three server processes, each on its own PostgreSQL
// database, started and linked by the harness `npm run demo:federation` uses (the operator commands, members
// made through the API). Hours go from riverside to hilltop through the hub; then the hub is killed (SIGKILL)
// twice over in one outage: once after it moved its own ledger while it was still handing the transfer on
// (hilltop frozen with SIGSTOP, so the hub is caught in the middle), and then while a second transfer is
// approved. It comes back on the same database, and the delivery jobs finish both: every node moved each
// transfer once. Then a swap request (ADR 206) from riverside to hilltop is caught at the hub the same way,
// delivered once when the hub is back, accepted, and settled with a transfer.

const serverUrl = process.env.TEST_DATABASE_URL!;
const names = ['hub', 'riverside', 'hilltop'] as const;
type Name = (typeof names)[number];
/**
 * This file's own timeouts stretch with the suite's on a busy machine (vitest.config.ts); CI never sets it.
 */
const scale = Math.max(1, Number(process.env.TEST_TIMEOUT_SCALE) || 1);

describe('federated installs as server processes on PostgreSQL', { timeout: 120_000 * scale }, () => {
  const databases: Array<Awaited<ReturnType<typeof createPostgresDatabase>>> = [];
  const url = {} as Record<Name, string>;
  let nodes: Record<Name, NodeProcess>;
  let alice: NodeMember;
  let bob: NodeMember;

  const query = async <Row extends Record<string, unknown>>(name: Name, sql: string) =>
    runAdminQuery<Row>(url[name], sql);
  const movedTimes = async (name: Name, id: string) =>
    Number(
      (
        await query<{ n: string }>(
          name,
          `SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key = 'federation-transfer:${id}'`,
        )
      )[0]!.n,
    );
  const stateOn = async (name: Name, id: string) =>
    (await query<{ state: string }>(name, `SELECT state FROM federation_transfers WHERE id = '${id}'`))[0]
      ?.state ?? null;
  const ledgerSum = async (name: Name) =>
    Number(
      (await query<{ s: string }>(name, 'SELECT coalesce(sum(amount), 0) AS s FROM ledger_movements'))[0]!.s,
    );
  /** What each link's account holds on a node, by the peer's name. */
  const linkAccounts = async (name: Name) =>
    Object.fromEntries(
      (
        await query<{ peer_name: string; s: string }>(
          name,
          `SELECT l.peer_name, coalesce(sum(m.amount), 0) AS s FROM federation_links l
           LEFT JOIN ledger_movements m ON m.account_id = l.account_id GROUP BY l.peer_name`,
        )
      ).map((row) => [row.peer_name, Number(row.s)]),
    );
  const balance = async (name: Name, member: NodeMember) =>
    (await callAs<{ balance: number }>(nodes[name], member, 'GET', '/api/ledger/balance')).body.balance;
  const statement = async (name: Name, member: NodeMember) =>
    (await callAs<StatementPage>(nodes[name], member, 'GET', '/api/ledger/statement')).body.items;
  const propose = async (hours: number, description: string) => {
    const answer = await callAs<NodeTransfer>(nodes.riverside, alice, 'POST', '/api/federation/transfers', {
      payee: `hilltop/${bob.userId}`,
      hours,
      description,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.id;
  };
  const approve = (id: string) =>
    callAs<NodeTransfer>(nodes.riverside, alice, 'POST', `/api/federation/transfers/${id}/approve`);
  const waitFor = async (what: string, done: () => Promise<boolean>, timeoutMs = 30_000 * scale) => {
    const until = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > until) throw new Error(`Still waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const swapRequests = async (name: Name, member: NodeMember) =>
    (await callAs<RemoteSwapRequestList>(nodes[name], member, 'GET', '/api/federation/swap-requests')).body
      .requests;
  const swapRows = async (name: Name, id: string) =>
    query<{ state: string }>(name, `SELECT state FROM federation_swap_requests WHERE id = '${id}'`);
  const titles = async (name: Name, member: NodeMember) =>
    (
      await callAs<NotificationPage>(nodes[name], member, 'GET', '/api/notifications?limit=100')
    ).body.items.map((item) => item.title);
  /**
   * Whether bytes wait unread on a socket of `port`: a frozen server's, once a peer's message reached it.
   * Read from Linux's /proc/net/tcp (ESTABLISHED, receive queue above zero); null where there is none.
   */
  const hasUnreadBytes = async (port: number) => {
    const table = await readFile('/proc/net/tcp', 'utf8').catch(() => null);
    if (table === null) return null;
    const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
    return table
      .split('\n')
      .slice(1)
      .some((line) => {
        const [, address, , state, queues] = line.trim().split(/\s+/);
        return address?.endsWith(local) && state === '01' && parseInt(queues!.split(':')[1]!, 16) > 0;
      });
  };

  const plans = {} as Record<Name, NodePlan>;
  beforeAll(async () => {
    for (const name of names) {
      const database = await createPostgresDatabase(serverUrl, `skillswap_fed_${name}`);
      databases.push(database);
      url[name] = database.url;
      plans[name] = {
        name,
        port: await freePort(),
        database: { url: database.url },
        authSecret: randomBytes(32).toString('base64url'),
        env: {
          SEED_MEMBERS: '0',
          LOG_LEVEL: 'warn',
          ARGON2_MEMORY_KIB: '1024',
          ARGON2_TIME_COST: '1',
          SIGN_UP_ANSWER_MS: '0',
          // The delivery job every second instead of every 15 s (a test setting, refused in production).
          JOB_INTERVAL_MS: '1000',
        },
      };
    }
    const person = (fullName: string, offers: string, wants: string) => ({
      fullName,
      email: `${fullName.split(' ')[0]!.toLowerCase()}-${randomBytes(3).toString('hex')}@skillswap.test`,
      bio: `${fullName} teaches ${offers}.`,
      city: 'Lisbon',
      country: 'Portugal',
      offers: [offers],
      wants: [wants],
      visibleToPartners: true,
    });
    const tree = await startTree({
      hub: plans.hub,
      branches: [plans.riverside, plans.hilltop],
      limits: { maxOwedHours: 50, maxOwingHours: 50 },
      people: {
        riverside: [person('Alice Rivers', 'Guitar', 'Spanish')],
        hilltop: [person('Bob Hill', 'Spanish', 'Guitar')],
      },
    });
    nodes = tree.nodes as Record<Name, NodeProcess>;
    alice = tree.members.riverside![0]!;
    bob = tree.members.hilltop![0]!;
    expect(tree.linked).toEqual(['riverside', 'hilltop']);
  }, 180_000 * scale);

  afterAll(async () => {
    if (nodes) await Promise.all(names.map((name) => nodes[name].stop('SIGKILL')));
    await Promise.all(databases.map((database) => database.drop()));
  });

  it('settles a transfer from riverside to hilltop through the hub, on both statements with one id', async () => {
    // The starter grant, given when the operator verified each address.
    expect(await balance('riverside', alice)).toBe(2);
    const found = await callAs<{ items: Array<{ id: string; node: string }> }>(
      nodes.riverside,
      alice,
      'GET',
      '/api/federation/members?q=Bob',
    );
    expect(found.body.items).toEqual([expect.objectContaining({ id: bob.userId, node: 'hilltop' })]);

    const id = await propose(1, 'Guitar lesson');
    const approved = await approve(id);
    expect(approved.status).toBe(200);
    expect(approved.body.state).toBe('completed');
    expect(await balance('riverside', alice)).toBe(1);
    expect(await balance('hilltop', bob)).toBe(3);
    const paid = (await statement('riverside', alice)).find((line) => line.kind === 'federation_transfer');
    const received = (await statement('hilltop', bob)).find((line) => line.kind === 'federation_transfer');
    expect(paid).toMatchObject({
      amount: -1,
      details: { transactionId: id },
      counterpart: { id: bob.userId, fullName: 'Bob Hill', node: 'hilltop' },
    });
    expect(received).toMatchObject({
      amount: 1,
      details: { transactionId: id },
      counterpart: { id: alice.userId, fullName: 'Alice Rivers', node: 'riverside' },
    });
    for (const name of names) {
      expect(await movedTimes(name, id)).toBe(1);
      expect(await ledgerSum(name)).toBe(0);
    }
  });

  it('moves each transfer once on every node when the hub is killed mid-transfer and restarted', async () => {
    const caught = await propose(0.5, 'Caught at the hub');
    const waiting = await propose(0.25, 'Approved while the hub is down');

    // 1. Hilltop frozen, the payer approves: the hub moves its ledger, then waits on hilltop; killed there.
    // Thawed, hilltop takes the message the dead hub sent it; the hub, back, never hears the answer.
    nodes.hilltop.child.kill('SIGSTOP');
    const answer = approve(caught);
    await waitFor('the hub to move its ledger', async () => (await stateOn('hub', caught)) === 'pending');
    // The hub gives hilltop 10 s to answer: a second into that wait, its message to hilltop is on its way.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await nodes.hub.stop('SIGKILL');
    nodes.hilltop.child.kill('SIGCONT');
    expect((await answer).body.state).toBe('pending');

    // 2. The hub down, the payer approves the second: their hours leave; the message waits for the hub.
    expect((await approve(waiting)).body.state).toBe('pending');
    expect(await balance('riverside', alice)).toBe(0.25);
    expect(await movedTimes('riverside', waiting)).toBe(1);
    expect(await movedTimes('hub', caught)).toBe(1);
    expect(await movedTimes('hub', waiting)).toBe(0);

    // 3. The hub again, on the same database: the delivery jobs finish both.
    nodes.hub = await startNodeProcess(plans.hub);
    for (const id of [caught, waiting]) {
      await waitFor(`${id} to complete`, async () =>
        (await Promise.all([stateOn('riverside', id), stateOn('hilltop', id)])).every(
          (state) => state === 'completed',
        ),
      );
    }
    for (const name of names) {
      for (const id of [caught, waiting]) expect(await movedTimes(name, id), `${name} ${id}`).toBe(1);
      expect(await ledgerSum(name)).toBe(0);
    }
    expect(await balance('riverside', alice)).toBe(0.25);
    expect(await balance('hilltop', bob)).toBe(3.75);
    // Both ends of each link agree on what crossed it: 1.75 h from riverside to the hub, and on to hilltop.
    const [hub, riverside, hilltop] = await Promise.all(names.map(linkAccounts));
    expect(riverside).toEqual({ hub: 1.75 });
    expect(hilltop).toEqual({ hub: -1.75 });
    expect(hub).toEqual({ riverside: -1.75, hilltop: 1.75 });
    const ids = (await statement('hilltop', bob)).flatMap((line) =>
      line.kind === 'federation_transfer' ? [line.details?.transactionId] : [],
    );
    expect(ids).toHaveLength(3);
    expect(ids).toEqual(expect.arrayContaining([caught, waiting]));
  });

  it('delivers a swap request caught at the hub once, and its answer back; the hours then settle', async () => {
    // 1. Hilltop frozen, Alice sends: the hub hands the request on and waits on hilltop; killed there, before
    // it recorded its own copy. Thawed, hilltop takes the message the dead hub sent: Bob has the request.
    nodes.hilltop.child.kill('SIGSTOP');
    const sending = callAs<RemoteSwapRequest>(
      nodes.riverside,
      alice,
      'POST',
      '/api/federation/swap-requests',
      {
        recipient: `hilltop/${bob.userId}`,
        message: 'Guitar for Spanish, an hour each?',
      },
    );
    await waitFor('the hub’s message to reach hilltop', async () => {
      const unread = await hasUnreadBytes(nodes.hilltop.plan.port);
      if (unread !== null) return unread;
      // Without /proc/net/tcp: two seconds of the hub's ten-second wait on hilltop.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return true;
    });
    await nodes.hub.stop('SIGKILL');
    nodes.hilltop.child.kill('SIGCONT');
    const sent = await sending;
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.state).toBe('sending');
    const id = sent.body.id;
    await waitFor('hilltop to record the request', async () => (await swapRows('hilltop', id)).length === 1);
    expect(await swapRows('hub', id)).toEqual([]);

    // 2. The hub again: riverside's delivery job sends the request once more, the hub hands it on, and
    // hilltop answers as it did the first time, recording nothing more.
    nodes.hub = await startNodeProcess(plans.hub);
    await waitFor('the request to be delivered', async () =>
      (await swapRequests('riverside', alice)).some(
        (request) => request.id === id && request.state === 'pending',
      ),
    );
    const received = await swapRequests('hilltop', bob);
    expect(received).toEqual([
      expect.objectContaining({
        id,
        side: 'received',
        state: 'pending',
        requesterLabel: 'Alice Rivers · riverside',
        message: 'Guitar for Spanish, an hour each?',
      }),
    ]);
    const asked = (await titles('hilltop', bob)).filter((title) => title.endsWith('asks you for a swap'));
    expect(asked).toEqual(['Alice Rivers · riverside asks you for a swap']);

    // 3. Bob accepts on hilltop; the answer goes back through the hub, and Alice's node shows it accepted.
    const accepted = await callAs<RemoteSwapRequest>(
      nodes.hilltop,
      bob,
      'POST',
      `/api/federation/swap-requests/${id}/accept`,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.state).toBe('accepted');
    await waitFor('Alice to see it accepted', async () =>
      (await swapRequests('riverside', alice)).some(
        (request) => request.id === id && request.state === 'accepted',
      ),
    );
    expect((await swapRequests('riverside', alice)).find((request) => request.id === id)).toMatchObject({
      side: 'sent',
      recipientLabel: 'Bob Hill · hilltop',
    });
    expect((await titles('riverside', alice)).filter((title) => title.includes('your swap request'))).toEqual(
      ['Bob Hill · hilltop accepted your swap request'],
    );
    for (const name of names) expect(await swapRows(name, id), name).toEqual([{ state: 'accepted' }]);

    // 4. They settle the swap with a transfer: moved once on every node, and every ledger sums to zero.
    const before = await Promise.all([balance('riverside', alice), balance('hilltop', bob)]);
    const settled = await approve(await propose(0.25, 'Guitar lesson for the accepted swap'));
    expect(settled.body.state).toBe('completed');
    expect(await balance('riverside', alice)).toBe(before[0] - 0.25);
    expect(await balance('hilltop', bob)).toBe(before[1] + 0.25);
    for (const name of names) {
      expect(await movedTimes(name, settled.body.id), name).toBe(1);
      expect(await ledgerSum(name), name).toBe(0);
    }
  });
});
