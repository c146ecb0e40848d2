import { sql } from 'drizzle-orm';
import type { ReconciliationOverview } from '@skillswap/contracts/federation/reconciliation';
import type { Balance } from '@skillswap/contracts/ledger/schemas';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { freePort } from '../../test/ports.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { signUpStaffMember } from '../../test/staff.ts';
import { findLiveLinkByPeer } from './federation.repository.ts';
import { deliverDueTransfers } from './federation-transfers.delivery.ts';
import { signNodeRequest } from './node-auth.ts';

// Nodes for the federation tests (ADRs 183 to 185): whole installs on their own databases, listening on real
// ports, and what a test reads on each: a transaction's state, the ledger's sum, the links' balances
// and ratchet heads.

/** A node on its own database; `clock` lets a test move time on every node at once (one clock for all). */
export async function startNode(name: string, options: { clock?: Clock } = {}) {
  const port = await freePort();
  const harness = await createTestApp({
    config: { NODE_NAME: name, PUBLIC_URL: `http://127.0.0.1:${port}` },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await harness.app.listen({ host: '127.0.0.1', port });
  const admin = await signUpStaffMember(harness.app, harness.database, systemClock, 'admin');
  return { ...harness, admin, port, name, url: `http://127.0.0.1:${port}` };
}
export type Node = Awaited<ReturnType<typeof startNode>>;

/** Stops a node's HTTP listener (its database and app stay), as a crashed or unreachable install looks. */
export const stopListening = (node: Node) =>
  new Promise<void>((resolve) => node.app.server.close(() => resolve()));
export const listenAgain = (node: Node) =>
  new Promise<void>((resolve) => node.app.server.listen(node.port, '127.0.0.1', () => resolve()));

export async function giveHours(node: Node, memberId: string, hours: number) {
  await node.database.db.execute(sql`
    INSERT INTO ledger_accounts (kind, member_id) VALUES ('member', ${memberId}) ON CONFLICT DO NOTHING`);
  await node.database.db.execute(sql`
    WITH t AS (INSERT INTO ledger_transfers (kind, idempotency_key, description)
      VALUES ('starter_grant', ${`test:${memberId}`}, 'Test hours') RETURNING id)
    INSERT INTO ledger_movements (transfer_id, account_id, amount)
    SELECT t.id, a.id, CASE WHEN a.member_id IS NULL THEN ${-hours}::numeric ELSE ${hours}::numeric END
    FROM t, ledger_accounts a
    WHERE a.id = '00000000-0000-4000-8000-000000000001' OR a.member_id = ${memberId}`);
}

export const stateOn = async (node: Node, id: string) =>
  (
    await node.database.db.execute<{ state: string }>(
      sql`SELECT state FROM federation_transfers WHERE id = ${id}`,
    )
  ).rows[0]?.state ?? null;
export const ledgerSum = async (node: Node) =>
  Number(
    (
      await node.database.db.execute<{ s: string }>(
        sql`SELECT coalesce(sum(amount), 0) AS s FROM ledger_movements`,
      )
    ).rows[0]!.s,
  );
export const linkBalances = async (node: Node) =>
  Object.fromEntries(
    (
      await node.database.db.execute<{ peer_name: string; balance: string }>(sql`
        SELECT l.peer_name, coalesce(sum(m.amount), 0) AS balance FROM federation_links l
        LEFT JOIN ledger_movements m ON m.account_id = l.account_id GROUP BY l.peer_name`)
    ).rows.map((row) => [row.peer_name, Number(row.balance)]),
  );
export const heads = async (node: Node) =>
  Object.fromEntries(
    (
      await node.database.db.execute<{ peer_name: string; last_hash: string }>(
        sql`SELECT peer_name, last_hash FROM federation_links`,
      )
    ).rows.map((row) => [row.peer_name, row.last_hash]),
  );
export const movedTimes = async (node: Node, id: string) =>
  Number(
    (
      await node.database.db.execute<{ n: string }>(
        sql`SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key = ${`federation-transfer:${id}`}`,
      )
    ).rows[0]!.n,
  );

export const transferCount = async (node: Node) =>
  Number(
    (await node.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM federation_transfers`))
      .rows[0]!.n,
  );

/** A node message signed as `from` would sign it to `to` (the headers may be overridden). */
export async function sendAs(
  from: Node,
  to: Node,
  path: string,
  body: object,
  headers: Record<string, string> = {},
) {
  const link = (await findLiveLinkByPeer(from.database.db, to.name))!;
  const text = JSON.stringify(body);
  const signed = signNodeRequest(
    link,
    { method: 'POST', path, body: text },
    { ourName: from.name, rootSecret: from.config.AUTH_SECRET, now: new Date() },
  );
  const all = { ...signed, 'content-type': 'application/json', ...headers };
  const response = await to.app.inject({ method: 'POST', url: path, headers: all, payload: text });
  return {
    response,
    headers: all,
    classes: () => response.json<{ errors: Array<{ class: string }> }>().errors.map((e) => e.class),
  };
}

/** The node's admin asks for every link to be reconciled now: each link's last check (ADR 188). */
export async function reconcileNow(node: Node): Promise<ReconciliationOverview> {
  const response = await node.app.inject({
    method: 'POST',
    url: '/api/admin/federation/reconciliations',
    headers: node.admin.authHeader,
  });
  if (response.statusCode !== 200) throw new Error(`Reconciling failed: ${response.body}`);
  return response.json<ReconciliationOverview>();
}

export const runJob = (node: Node) =>
  deliverDueTransfers(node.database, { config: node.config, now: new Date(), audit: {} });

/** `branch` joins `trunk` with an invitation its admin made, with these limits, as the consoles do. */
export async function joinAsBranch(
  trunk: Node,
  branch: Node,
  limits: { maxOwedHours: number; maxOwingHours: number },
) {
  const invited = await trunk.app.inject({
    method: 'POST',
    url: '/api/admin/federation/invitations',
    headers: trunk.admin.authHeader,
    payload: { ...limits, days: 7 },
  });
  const joined = await branch.app.inject({
    method: 'POST',
    url: '/api/admin/federation/trunk',
    headers: branch.admin.authHeader,
    payload: { invitation: invited.json<{ invitation: string }>().invitation },
  });
  if (joined.statusCode !== 201) throw new Error(`Joining ${trunk.name} failed: ${joined.body}`);
}

/**
 * A hub and two branches linked to it (riverside may owe the hub 5 h; hilltop may be owed 4 h), Alice on
 * riverside with 10 h, Bob on hilltop with none, and the calls a test makes as them.
 */
export async function startTree(options: { clock?: Clock } = {}) {
  const [hub, riverside, hilltop] = await Promise.all([
    startNode('hub', options),
    startNode('riverside', options),
    startNode('hilltop', options),
  ]);
  await joinAsBranch(hub, riverside, { maxOwedHours: 5, maxOwingHours: 10 });
  await joinAsBranch(hub, hilltop, { maxOwedHours: 10, maxOwingHours: 4 });
  const alice = await signUpMember(riverside.app, { fullName: 'Alice Rivers' });
  const bob = await signUpMember(hilltop.app, { fullName: 'Bob Hill' });
  await giveHours(riverside, alice.userId, 10);
  const as = (node: Node, who: TestMember) => ({
    call: (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      node.app.inject({ method, url, headers: who.authHeader, ...(payload ? { payload } : {}) }),
  });
  return {
    hub,
    riverside,
    hilltop,
    alice,
    bob,
    as,
    /** Alice proposes paying Bob (or another address). */
    propose: (hours: number, payee = `hilltop/${bob.userId}`) =>
      as(riverside, alice).call('POST', '/api/federation/transfers', {
        payee,
        hours,
        description: 'Guitar lesson',
      }),
    approve: (id: string) => as(riverside, alice).call('POST', `/api/federation/transfers/${id}/approve`),
    balance: async (node: Node, who: TestMember) =>
      (await as(node, who).call('GET', '/api/ledger/balance')).json<Balance>().balance,
    close: () => Promise.all([hub, riverside, hilltop].map((node) => node.close())),
  };
}
