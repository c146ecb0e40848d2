import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationOverview } from '@skillswap/contracts/federation/reconciliation';
import type { NodeTransfer } from '@skillswap/contracts/federation/transfer-schemas';
import { systemClock } from '../../lib/clock.ts';
import { databaseKind } from '../../test/database.ts';
import {
  heads,
  ledgerSum,
  linkBalances,
  listenAgain,
  reconcileNow,
  runJob,
  sendAs,
  startTree,
  stateOn,
  stopListening,
  type Node,
} from './federation.test-helper.ts';
import { reconcileDueLinks } from './federation-reconciliation.service.ts';
import { inject } from '../../test/inject.ts';
import { federationRoutes } from '@skillswap/contracts/federation/routes';

// ADR 188: every node compares each of its links with the node at the other end, daily and
// when an admin asks; a difference that holds is told to the admins once, in the app and by mail.

describe(`federation reconciliation on ${databaseKind}`, { timeout: 120_000 }, () => {
  let tree: Awaited<ReturnType<typeof startTree>>;
  let hub: Node;
  let riverside: Node;
  let hilltop: Node;
  beforeAll(async () => {
    tree = await startTree();
    ({ hub, riverside, hilltop } = tree);
  }, 180_000);
  afterAll(() => tree?.close());

  const lastChecks = async (node: Node) =>
    (
      await inject(node.app, federationRoutes.getReconciliations, { headers: node.admin.authHeader })
    ).json<ReconciliationOverview>();
  const byPeer = (overview: ReconciliationOverview) =>
    Object.fromEntries(overview.links.map((link) => [link.peerName, link]));
  const alerts = async (node: Node) =>
    (
      await node.database.db.execute<{ title: string; body: string; link: string }>(sql`
        SELECT title, body, link FROM notifications
        WHERE member_id = ${node.admin.userId} AND type = 'federation_reconciliation' ORDER BY created_at`)
    ).rows;
  const alertMails = async (node: Node) =>
    (
      await node.database.db.execute<{ subject: string; body_text: string }>(sql`
        SELECT subject, body_text FROM outbox WHERE recipient = ${node.admin.email}
          AND body_text LIKE '%/admin/federation%' ORDER BY id`)
    ).rows;
  const checkCount = async (node: Node) =>
    Number(
      (
        await node.database.db.execute<{ n: string }>(
          sql`SELECT count(*) AS n FROM federation_reconciliations`,
        )
      ).rows[0]!.n,
    );
  /** Alice pays Bob; `meanwhile` runs between the proposal and the approval. */
  const pay = async (hours: number, meanwhile = async () => {}) => {
    const proposed = await tree.propose(hours);
    expect(proposed.statusCode, proposed.body).toBe(201);
    const id = proposed.json<NodeTransfer>().id;
    await meanwhile();
    expect((await tree.approve(id)).statusCode).toBe(200);
    return id;
  };

  it('finds every link matched after transfers, each link checked once a day however many processes run the job', async () => {
    await pay(3);
    // Two server processes of the hub run the daily job at once: each link is claimed by one of them.
    const runs = await Promise.all([
      reconcileDueLinks(hub.database, { config: hub.config, clock: systemClock }),
      reconcileDueLinks(hub.database, { config: hub.config, clock: systemClock }),
    ]);
    expect(runs).toEqual([false, false]);
    expect(await checkCount(hub)).toBe(2);
    // Again the same day: nothing left to check.
    await reconcileDueLinks(hub.database, { config: hub.config, clock: systemClock });
    expect(await checkCount(hub)).toBe(2);

    const seen = byPeer(await lastChecks(hub));
    expect(seen.riverside).toMatchObject({ outcome: 'matched', ours: 3, theirs: 3, isAlerted: false });
    expect(seen.hilltop).toMatchObject({ outcome: 'matched', ours: -3, theirs: -3, isAlerted: false });
    await reconcileDueLinks(riverside.database, { config: riverside.config, clock: systemClock });
    expect(byPeer(await lastChecks(riverside)).hub).toMatchObject({
      outcome: 'matched',
      ours: -3,
      theirs: -3,
    });
    expect(await alerts(hub)).toEqual([]);
    expect(await alerts(riverside)).toEqual([]);
  });

  it('counts a transfer moved on one side and not yet the other, and matches again once it lands', async () => {
    // hilltop is away when Alice approves: riverside and the hub move their ledgers, hilltop has not yet.
    const id = await pay(1, () => stopListening(hilltop));
    await listenAgain(hilltop);
    expect([await stateOn(hub, id), await stateOn(hilltop, id)]).toEqual(['pending', 'validated']);
    expect(await linkBalances(hub)).toMatchObject({ hilltop: 4 });
    expect(await linkBalances(hilltop)).toEqual({ hub: -3 });

    const fromHub = byPeer(await reconcileNow(hub)).hilltop;
    expect(fromHub).toMatchObject({
      outcome: 'matched',
      ours: -4,
      theirs: -4,
      inFlight: { ours: 1, theirs: 0 },
    });
    const fromHilltop = byPeer(await reconcileNow(hilltop)).hub;
    expect(fromHilltop).toMatchObject({
      outcome: 'matched',
      ours: 4,
      theirs: 4,
      inFlight: { ours: 0, theirs: 1 },
    });

    await runJob(hub);
    expect(await stateOn(hilltop, id)).toBe('completed');
    expect(byPeer(await reconcileNow(hub)).hilltop).toMatchObject({
      outcome: 'matched',
      ours: -4,
      theirs: -4,
      inFlight: { ours: 0, theirs: 0 },
    });
    expect(await alerts(hub)).toEqual([]);
  });

  it('records a partner that does not answer as such, without telling anyone', async () => {
    await stopListening(riverside);
    const seen = byPeer(await reconcileNow(hub));
    await listenAgain(riverside);
    expect(seen.riverside).toMatchObject({
      outcome: 'unanswered',
      ours: null,
      theirs: null,
      isAlerted: false,
    });
    expect(seen.hilltop).toMatchObject({ outcome: 'matched' });
    expect(await alerts(hub)).toEqual([]);
    expect(await alertMails(hub)).toEqual([]);
    const audited = await hub.database.db.execute<{ details: { links: unknown[] } }>(sql`
      SELECT details FROM audit_log WHERE event = 'node_links_reconciled' AND actor_id = ${hub.admin.userId}
      ORDER BY created_at DESC LIMIT 1`);
    expect(audited.rows[0]!.details.links).toEqual(
      expect.arrayContaining([{ peer: 'riverside', outcome: 'unanswered', ours: null, theirs: null }]),
    );
  });

  it('finds a difference planted in one side’s ledger and tells each side’s admins once', async () => {
    // Someone edits the hub's ledger by hand: its account for riverside now says riverside owes 5 h, not 4.
    const editHubLedger = (hours: number) =>
      hub.database.db.execute(sql`
        WITH t AS (INSERT INTO ledger_transfers (kind, idempotency_key, description)
          VALUES ('starter_grant', ${`test:edited:${crypto.randomUUID()}`}, 'Edited by hand') RETURNING id)
        INSERT INTO ledger_movements (transfer_id, account_id, amount)
        SELECT t.id, a.id, CASE WHEN a.kind = 'node_link' THEN ${-hours}::numeric ELSE ${hours}::numeric END
        FROM t, ledger_accounts a
        WHERE a.id = '00000000-0000-4000-8000-000000000001'
          OR a.id = (SELECT account_id FROM federation_links WHERE peer_name = 'riverside')`);
    await editHubLedger(1);
    expect(await ledgerSum(hub)).toBe(0);

    const first = byPeer(await reconcileNow(hub)).riverside;
    expect(first).toMatchObject({ outcome: 'difference', ours: 5, theirs: 4, isAlerted: true });
    expect(await alerts(hub)).toEqual([
      {
        title: 'The ledgers of hub and riverside differ',
        body: 'hub says riverside owes 5 h; riverside’s ledger says 4 h. Check the link with riverside’s admins, and pause it if hours may be at risk.',
        link: '/admin/federation',
      },
    ]);
    const mails = await alertMails(hub);
    expect(mails.map((mail) => mail.subject)).toEqual(['The ledgers of hub and riverside differ']);
    expect(mails[0]!.body_text).toContain('hub says riverside owes 5 h; riverside’s ledger says 4 h.');
    expect(mails[0]!.body_text).toContain('Open Federation in the console:');

    // The other side finds it too, from its own point of view, and tells its own admins.
    await reconcileNow(riverside);
    expect(byPeer(await lastChecks(riverside)).hub).toMatchObject({
      outcome: 'difference',
      ours: -4,
      theirs: -5,
    });
    expect((await alerts(riverside)).map((alert) => alert.body)).toEqual([
      'riverside says riverside owes 4 h; hub’s ledger says 5 h. Check the link with hub’s admins, and pause it if hours may be at risk.',
    ]);

    // The same difference on the next checks, by hand or the next day's job, is not told again.
    await reconcileNow(hub);
    // The next day's job: today's checks are moved back a day, so the job finds the links unchecked today.
    await hub.database.db.execute(
      sql`UPDATE federation_reconciliations SET job_day = job_day - 1 WHERE job_day IS NOT NULL`,
    );
    await reconcileDueLinks(hub.database, { config: hub.config, clock: systemClock });
    expect(byPeer(await lastChecks(hub)).riverside).toMatchObject({
      outcome: 'difference',
      isAlerted: false,
    });
    expect(await alerts(hub)).toHaveLength(1);
    expect(await alertMails(hub)).toHaveLength(1);

    // Put right by an entry the other way (the ledger is append-only), the link matches again.
    await editHubLedger(-1);
    expect(byPeer(await reconcileNow(hub)).riverside).toMatchObject({
      outcome: 'matched',
      ours: 4,
      theirs: 4,
    });
    expect(await alerts(hub)).toHaveLength(1);
  });

  it('tells of a partner that refuses two checks in a row, not of one refusal', async () => {
    expect(byPeer(await reconcileNow(riverside)).hub).toMatchObject({ outcome: 'matched' });
    const told = (await alerts(riverside)).length;
    // The hub's ratchet heads for riverside are lost (a restore from an old backup): it lets no request of
    // riverside in. Its window of heads is renamed while it is lost, and put back after.
    const [saved] = (
      await hub.database.db.execute<{ id: string; last_hash: string; previous_hash: string | null }>(
        sql`SELECT id, last_hash, previous_hash FROM federation_links WHERE peer_name = 'riverside'`,
      )
    ).rows;
    await hub.database.db.execute(sql`
      UPDATE federation_link_heads SET hash = 'set aside ' || hash WHERE link_id = ${saved!.id}`);
    await hub.database.db.execute(
      sql`UPDATE federation_links SET last_hash = 'restored', previous_hash = NULL WHERE peer_name = 'riverside'`,
    );
    expect(byPeer(await reconcileNow(riverside)).hub).toMatchObject({ outcome: 'refused', isAlerted: false });
    expect(await alerts(riverside)).toHaveLength(told);
    expect(byPeer(await reconcileNow(riverside)).hub).toMatchObject({ outcome: 'refused', isAlerted: true });
    expect(byPeer(await reconcileNow(riverside)).hub).toMatchObject({ outcome: 'refused', isAlerted: false });
    const titles = (await alerts(riverside)).map((alert) => alert.title);
    expect(titles.slice(told)).toEqual(['hub refuses to compare ledgers with riverside']);

    await hub.database.db.execute(sql`
      UPDATE federation_links SET last_hash = ${saved!.last_hash}, previous_hash = ${saved!.previous_hash}
      WHERE peer_name = 'riverside'`);
    await hub.database.db.execute(sql`
      UPDATE federation_link_heads SET hash = substr(hash, 12) WHERE link_id = ${saved!.id}`);
    expect(byPeer(await reconcileNow(riverside)).hub).toMatchObject({ outcome: 'matched' });
  });

  it('answers a node’s reconciliation request only signed, fresh and once, and it changes nothing', async () => {
    const before = await Promise.all([hub, riverside].map(checkCount));
    const headsBefore = await heads(hub);
    const path = '/api/federation/reconciliation';
    const good = await sendAs(riverside, hub, path, { pending: [] });
    expect(good.response.statusCode, good.response.body).toBe(200);
    expect(good.response.json()).toMatchObject({
      node: 'hub',
      balance: 4,
      head: headsBefore.riverside,
      pending: [],
      pendingCount: 0,
      moved: [],
      validated: 0,
    });

    const replayed = await hub.app.inject({
      method: 'POST',
      url: path,
      headers: good.headers,
      payload: JSON.stringify({ pending: [] }),
    });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json<{ errors: Array<{ class: string }> }>().errors[0]!.class).toBe('AuthViolation');
    const unsigned = await hub.app.inject({ method: 'POST', url: path, payload: { pending: [] } });
    expect(unsigned.statusCode).toBe(401);
    // Signed for one body, sent with another.
    const signed = await sendAs(riverside, hub, path, { pending: [] });
    const tampered = await hub.app.inject({
      method: 'POST',
      url: path,
      headers: { ...signed.headers, 'cc-user': 'riverside' },
      payload: JSON.stringify({ pending: [crypto.randomUUID()] }),
    });
    expect(tampered.statusCode).toBe(401);
    const impostor = await sendAs(hilltop, hub, path, { pending: [] }, { 'cc-user': 'riverside' });
    expect([impostor.response.statusCode, impostor.classes()]).toEqual([401, ['AuthViolation']]);
    const malformed = await sendAs(riverside, hub, path, { pending: ['not-a-transfer'] });
    expect(malformed.response.statusCode).toBe(400);

    expect(await Promise.all([hub, riverside].map(checkCount))).toEqual(before);
    expect(await heads(hub)).toEqual(headsBefore);
    for (const node of [hub, riverside, hilltop]) expect(await ledgerSum(node)).toBe(0);
  });
});
