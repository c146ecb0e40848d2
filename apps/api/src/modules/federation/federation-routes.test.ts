import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FederationOverview, PartnerDirectoryPage } from '@skillswap/contracts/federation/schemas';
import type {
  RemoteSwapRequest,
  RemoteSwapRequestList,
} from '@skillswap/contracts/federation/swap-request-schemas';
import type { NodeTransfer } from '@skillswap/contracts/federation/transfer-schemas';
import type { Balance } from '@skillswap/contracts/ledger/schemas';
import { federationRoutes } from '@skillswap/contracts/federation/routes';
import { privacyRoutes } from '@skillswap/contracts/privacy/routes';
import { databaseKind } from '../../test/database.ts';
import { inject } from '../../test/inject.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import {
  giveHours,
  joinAsBranch,
  ledgerSum,
  linkBalances,
  reconcileNow,
  sendAs,
  startNode,
  stateOn,
  transferCount,
  type Node,
} from './federation.test-helper.ts';

// ADR 218: a tree deeper than a hub and its branches. hub ← riverside ← r1, and hub ← lakeside: riverside
// tells the hub that r1 lies beneath it, so Lena on lakeside and Rhys on r1 reach each other through the hub
// and riverside, four installs over real HTTP, and no node may speak for a node that is not beneath it.

const limits = { maxOwedHours: 10, maxOwingHours: 10 };

describe(`routes through deeper trees on ${databaseKind}`, { timeout: 120_000 }, () => {
  let hub: Node;
  let riverside: Node;
  let lakeside: Node;
  let r1: Node;
  let lena: TestMember;
  let rhys: TestMember;
  const all = () => [hub, riverside, lakeside, r1];

  const call = (node: Node, who: TestMember, method: 'GET' | 'POST', url: string, payload?: object) =>
    node.app.inject({ method, url, headers: who.authHeader, ...(payload ? { payload } : {}) });
  const overview = async (node: Node) =>
    (await inject(node.app, federationRoutes.getFederation, { headers: node.admin.authHeader }))
      .json<FederationOverview>()
      .links.filter((link) => link.status !== 'ended')
      .map((link) => [link.peerName, link.reaches]);
  const routesOn = async (node: Node) =>
    (
      await node.database.db.execute<{ node: string; peer_name: string }>(sql`
        SELECT r.node, l.peer_name FROM federation_routes r JOIN federation_links l ON l.id = r.via_link
        ORDER BY r.node`)
    ).rows.map((row) => [row.node, row.peer_name]);
  const balance = async (node: Node, who: TestMember) =>
    (await call(node, who, 'GET', '/api/ledger/balance')).json<Balance>().balance;
  const requestsOf = async (node: Node, who: TestMember) =>
    (await call(node, who, 'GET', '/api/federation/swap-requests')).json<RemoteSwapRequestList>().requests;
  const pay = async (from: { node: Node; who: TestMember }, payee: string, hours: number) => {
    const proposed = await call(from.node, from.who, 'POST', '/api/federation/transfers', {
      payee,
      hours,
      description: 'Bread baking',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const id = proposed.json<NodeTransfer>().id;
    const approved = await call(from.node, from.who, 'POST', `/api/federation/transfers/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<NodeTransfer>().state).toBe('completed');
    return id;
  };
  const lenaAddress = () => `lakeside/${lena.userId}`;
  const rhysAddress = () => `r1/${rhys.userId}`;

  beforeAll(async () => {
    [hub, riverside, lakeside, r1] = await Promise.all([
      startNode('hub'),
      startNode('riverside'),
      startNode('lakeside'),
      startNode('r1'),
    ]);
    await joinAsBranch(hub, riverside, limits);
    await joinAsBranch(hub, lakeside, limits);
    await joinAsBranch(riverside, r1, limits);
    lena = await signUpMember(lakeside.app, { fullName: 'Lena Lake' });
    rhys = await signUpMember(r1.app, { fullName: 'Rhys Rowe' });
    for (const [node, who] of [
      [lakeside, lena],
      [r1, rhys],
    ] as const) {
      await giveHours(node, who.userId, 10);
      const opted = await inject(node.app, privacyRoutes.updatePrivacySettings, {
        as: who,
        body: { visibleToPartners: true },
      });
      expect(opted.statusCode, opted.body).toBe(200);
    }
  }, 600_000);
  afterAll(() => Promise.all(all().map((node) => node?.close())));

  it('tells the hub that r1 lies beneath riverside when r1 joins riverside, and shows it in the console', async () => {
    expect(await routesOn(hub)).toEqual([['r1', 'riverside']]);
    expect(await routesOn(riverside)).toEqual([]);
    expect(await overview(hub)).toEqual([
      ['riverside', ['r1']],
      ['lakeside', []],
    ]);
    const audited = await hub.database.db.execute<{ details: unknown }>(
      sql`SELECT details FROM audit_log WHERE event = 'node_routes_changed'`,
    );
    expect(audited.rows.map((row) => row.details)).toEqual([
      { peer: 'riverside', added: ['r1'], removed: [], refused: [] },
    ]);
  });

  it('delivers a swap request from lakeside to r1 and one back, each shown and answered on both ends', async () => {
    const sent = await call(lakeside, lena, 'POST', '/api/federation/swap-requests', {
      recipient: rhysAddress(),
      message: 'Bread for pottery?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json<RemoteSwapRequest>();
    expect(request).toMatchObject({ state: 'pending', recipientLabel: 'Rhys Rowe · r1' });
    expect(await requestsOf(r1, rhys)).toEqual([
      expect.objectContaining({ id: request.id, side: 'received', requesterLabel: 'Lena Lake · lakeside' }),
    ]);
    const accepted = await call(r1, rhys, 'POST', `/api/federation/swap-requests/${request.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await requestsOf(lakeside, lena)).toEqual([
      expect.objectContaining({ id: request.id, side: 'sent', state: 'accepted' }),
    ]);

    const back = await call(r1, rhys, 'POST', '/api/federation/swap-requests', {
      recipient: lenaAddress(),
      message: 'And knitting for you?',
    });
    expect(back.statusCode, back.body).toBe(201);
    const backId = back.json<RemoteSwapRequest>().id;
    expect((await requestsOf(lakeside, lena)).find((row) => row.id === backId)).toMatchObject({
      side: 'received',
      state: 'pending',
      requesterLabel: 'Rhys Rowe · r1',
    });
    const declined = await call(lakeside, lena, 'POST', `/api/federation/swap-requests/${backId}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await requestsOf(r1, rhys)).find((row) => row.id === backId)?.state).toBe('declined');
  });

  it('shows Rhys’s page to Lena and Lena’s to Rhys, asked of their node along the route', async () => {
    const page = (node: Node, who: TestMember, address: string) =>
      call(node, who, 'GET', `/api/federation/members/${address}`);
    const rhysPage = await page(lakeside, lena, rhysAddress());
    expect(rhysPage.statusCode, rhysPage.body).toBe(200);
    expect(rhysPage.json()).toMatchObject({ id: rhys.userId, name: 'Rhys Rowe', node: 'r1' });
    const lenaPage = await page(r1, rhys, lenaAddress());
    expect(lenaPage.statusCode, lenaPage.body).toBe(200);
    expect(lenaPage.json()).toMatchObject({ id: lena.userId, name: 'Lena Lake', node: 'lakeside' });
    expect((await page(lakeside, lena, `r1/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('finds Rhys in Lena’s “Other exchanges” and Lena in Rhys’s, the search relayed down and up the tree', async () => {
    const search = async (node: Node, who: TestMember) => {
      const response = await inject(node.app, federationRoutes.searchPartnerMembers, { as: who });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<PartnerDirectoryPage>();
      expect(page.unavailable).toEqual([]);
      return page.items.map((item) => `${item.node}/${item.id}`);
    };
    // Lakeside asks the hub, which asks riverside, which asks r1 beneath it.
    expect(await search(lakeside, lena)).toContain(rhysAddress());
    // R1 asks riverside, which asks the hub above it, which asks lakeside (never back to riverside).
    expect(await search(r1, rhys)).toContain(lenaAddress());
  });

  it('settles a transfer from lakeside to r1 and one back, every node summing to zero', async () => {
    const there = await pay({ node: lakeside, who: lena }, rhysAddress(), 3);
    for (const node of all()) expect(await stateOn(node, there)).toBe('completed');
    expect(await balance(lakeside, lena)).toBe(7);
    expect(await balance(r1, rhys)).toBe(13);
    const seen = await call(r1, rhys, 'GET', `/api/federation/transfers/${there}`);
    expect(seen.json()).toMatchObject({ state: 'completed', payerLabel: 'Lena Lake · lakeside', hours: 3 });
    expect(await linkBalances(hub)).toEqual({ riverside: 3, lakeside: -3 });
    expect(await linkBalances(riverside)).toEqual({ hub: -3, r1: 3 });

    const back = await pay({ node: r1, who: rhys }, lenaAddress(), 3);
    for (const node of all()) {
      expect(await stateOn(node, back)).toBe('completed');
      expect(await ledgerSum(node)).toBe(0);
    }
    expect(await balance(lakeside, lena)).toBe(10);
    expect(await balance(r1, rhys)).toBe(10);
    const seenBack = await call(lakeside, lena, 'GET', `/api/federation/transfers/${back}`);
    expect(seenBack.json()).toMatchObject({ state: 'completed', payerLabel: 'Rhys Rowe · r1' });
    for (const node of all()) {
      expect(Object.values(await linkBalances(node)).every((hours) => hours === 0)).toBe(true);
    }
    // Every link's two ends agree, and the daily check's announcement changes nothing.
    for (const node of all()) {
      expect((await reconcileNow(node)).links.map((link) => link.outcome)).not.toContain('difference');
    }
    expect(await routesOn(hub)).toEqual([['r1', 'riverside']]);
  });

  it('refuses a node speaking for a member of a node that is not beneath it, changing nothing', async () => {
    const counts = await Promise.all(all().map(transferCount));
    const transaction = (payer: string, payee: string) => ({
      uuid: crypto.randomUUID(),
      payer,
      payee,
      quantity: 1,
      description: 'Forged',
      payerName: 'Someone',
    });
    // Riverside claims a member of lakeside; lakeside claims a member of r1, which lies beneath riverside.
    const forged = [
      await sendAs(riverside, hub, '/api/federation/transactions', transaction(lenaAddress(), rhysAddress())),
      await sendAs(lakeside, hub, '/api/federation/transactions', transaction(rhysAddress(), lenaAddress())),
    ];
    for (const sent of forged) {
      expect(sent.response.statusCode).toBe(400);
      expect(sent.classes()).toEqual(['PermissionViolation']);
    }
    const request = await sendAs(lakeside, hub, '/api/federation/node-swap-requests', {
      uuid: crypto.randomUUID(),
      requester: rhysAddress(),
      recipient: `riverside/${crypto.randomUUID()}`,
      requesterName: 'Someone',
      message: 'Hello',
    });
    expect([request.response.statusCode, request.classes()]).toEqual([400, ['PermissionViolation']]);
    // From above, riverside's trunk cannot speak for r1 either.
    const fromAbove = await sendAs(
      hub,
      riverside,
      '/api/federation/transactions',
      transaction(rhysAddress(), lenaAddress()),
    );
    expect([fromAbove.response.statusCode, fromAbove.classes()]).toEqual([400, ['PermissionViolation']]);
    expect(await Promise.all(all().map(transferCount))).toEqual(counts);

    // Lakeside cannot take over r1, riverside or the hub itself by announcing them; a trunk announces
    // nothing.
    const announced = await sendAs(lakeside, hub, '/api/federation/routes', {
      nodes: ['r1', 'riverside', 'hub', 'lakeside'],
    });
    expect(announced.response.statusCode, announced.response.body).toBe(200);
    expect(announced.response.json()).toEqual({ node: 'hub', refused: ['hub', 'r1', 'riverside'] });
    const fromTrunk = await sendAs(hub, riverside, '/api/federation/routes', { nodes: ['lakeside'] });
    expect([fromTrunk.response.statusCode, fromTrunk.classes()]).toEqual([400, ['PermissionViolation']]);
    expect(await routesOn(hub)).toEqual([['r1', 'riverside']]);
    expect(await routesOn(riverside)).toEqual([]);
    for (const node of all()) expect(await ledgerSum(node)).toBe(0);
  });

  it('forgets the route at the hub when riverside and r1 end their link, and refuses r1 as unreachable', async () => {
    const link = (
      await inject(riverside.app, federationRoutes.getFederation, {
        headers: riverside.admin.authHeader,
      })
    )
      .json<FederationOverview>()
      .links.find((row) => row.peerName === 'r1')!;
    const ended = await riverside.app.inject({
      method: 'POST',
      url: `/api/admin/federation/links/${link.id}/end`,
      headers: riverside.admin.authHeader,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await routesOn(hub)).toEqual([]);
    expect(await overview(hub)).toEqual([
      ['riverside', []],
      ['lakeside', []],
    ]);

    const count = await transferCount(lakeside);
    const refused = await call(lakeside, lena, 'POST', '/api/federation/transfers', {
      payee: rhysAddress(),
      hours: 1,
      description: 'Bread baking',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ message: string }>().message).toBe('No link of this exchange reaches that node');
    expect(await transferCount(lakeside)).toBe(count);
    for (const node of all()) expect(await ledgerSum(node)).toBe(0);
  });
});
