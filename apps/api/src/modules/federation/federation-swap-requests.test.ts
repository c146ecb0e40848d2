import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FederationOverview } from '@skillswap/contracts/federation/schemas';
import type {
  RemoteSwapRequest,
  RemoteSwapRequestList,
} from '@skillswap/contracts/federation/swap-request-schemas';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { deliverDueSwapRequests } from './federation-swap-requests.delivery.ts';
import { expireUnansweredSwapRequests } from './federation-swap-requests.expiry.ts';
import { listenAgain, sendAs, startTree, stopListening, type Node } from './federation.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { privacyRoutes } from '@skillswap/contracts/privacy/routes';
import { federationRoutes } from '@skillswap/contracts/federation/routes';

// ADR 206: a member asks a member of another exchange for a swap. Alice on riverside asks Bob on hilltop
// through the hub, three installs over real HTTP; Bob's answer travels back the same way.

type Tree = Awaited<ReturnType<typeof startTree>>;

describe(`swap requests across exchanges on ${databaseKind}`, { timeout: 90_000 }, () => {
  let tree: Tree;
  let carol: TestMember;

  const optIn = async (node: Node, who: TestMember, visible = true) => {
    const response = await inject(node.app, privacyRoutes.updatePrivacySettings, {
      as: who,
      body: { visibleToPartners: visible },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const send = (recipient: string, message = 'Guitar for Welsh?') =>
    tree.as(tree.riverside, tree.alice).call('POST', '/api/federation/swap-requests', { recipient, message });
  const listOf = async (node: Node, who: TestMember) => {
    const response = await tree.as(node, who).call('GET', '/api/federation/swap-requests');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RemoteSwapRequestList>().requests;
  };
  const answer = (id: string, how: 'accept' | 'decline') =>
    tree.as(tree.hilltop, tree.bob).call('POST', `/api/federation/swap-requests/${id}/${how}`);
  const cancel = (id: string) =>
    tree.as(tree.riverside, tree.alice).call('POST', `/api/federation/swap-requests/${id}/cancel`);
  const rowsOn = async (node: Node, id: string) =>
    Number(
      (
        await node.database.db.execute<{ n: string }>(
          sql`SELECT count(*) AS n FROM federation_swap_requests WHERE id = ${id}`,
        )
      ).rows[0]!.n,
    );
  const titles = async (node: Node, who: TestMember) =>
    (
      await node.database.db.execute<{ title: string }>(
        sql`SELECT title FROM notifications WHERE member_id = ${who.userId} ORDER BY created_at`,
      )
    ).rows.map((row) => row.title);
  const runJob = (node: Node) =>
    deliverDueSwapRequests(node.database, { config: node.config, now: new Date(), audit: {} });
  const switchLink = async (node: Node, peer: string, change: 'pause' | 'resume') => {
    const overview = await inject(node.app, federationRoutes.getFederation, {
      headers: node.admin.authHeader,
    });
    const id = overview.json<FederationOverview>().links.find((link) => link.peerName === peer)!.id;
    const url = `/api/admin/federation/links/${id}/${change}`;
    const switched = await node.app.inject({ method: 'POST', url, headers: node.admin.authHeader });
    expect(switched.statusCode, switched.body).toBe(200);
  };
  const bobAddress = () => `hilltop/${tree.bob.userId}`;

  beforeAll(async () => {
    tree = await startTree();
    await optIn(tree.hilltop, tree.bob);
    carol = await signUpMember(tree.hilltop.app, { fullName: 'Carol Hidden' });
  }, 600_000);
  afterAll(() => tree.close());
  beforeEach(async () => {
    // Each test starts with no open request between Alice and Bob, and Alice's hourly allowance whole.
    for (const node of [tree.riverside, tree.hub, tree.hilltop]) {
      await node.database.db.execute(sql`DELETE FROM federation_swap_requests`);
      await node.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'remote-swap-request:%'`);
    }
  });

  it('delivers the request through the hub, shows it to Bob, and carries his acceptance back to Alice', async () => {
    const sent = await send(bobAddress());
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json<RemoteSwapRequest>();
    expect(request).toMatchObject({
      side: 'sent',
      state: 'pending',
      requesterLabel: 'Alice Rivers · riverside',
      recipientLabel: 'Bob Hill · hilltop',
      message: 'Guitar for Welsh?',
    });
    const [received] = await listOf(tree.hilltop, tree.bob);
    expect(received).toMatchObject({
      id: request.id,
      side: 'received',
      state: 'pending',
      requester: `riverside/${tree.alice.userId}`,
      requesterLabel: 'Alice Rivers · riverside',
    });
    expect(await titles(tree.hilltop, tree.bob)).toContain('Alice Rivers · riverside asks you for a swap');
    expect(await rowsOn(tree.hub, request.id)).toBe(1);

    const again = await send(bobAddress(), 'Once more');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'You have a swap request waiting with this member already',
    );

    const accepted = await answer(request.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<RemoteSwapRequest>().state).toBe('accepted');
    expect((await listOf(tree.riverside, tree.alice))[0]).toMatchObject({
      id: request.id,
      state: 'accepted',
    });
    expect(await titles(tree.riverside, tree.alice)).toContain(
      'Bob Hill · hilltop accepted your swap request',
    );

    expect((await answer(request.id, 'accept')).json<RemoteSwapRequest>().state).toBe('accepted');
    const turned = await answer(request.id, 'decline');
    expect(turned.statusCode).toBe(409);
    expect(await listOf(tree.hilltop, carol)).toEqual([]);
    const notHers = await tree
      .as(tree.hilltop, carol)
      .call('POST', `/api/federation/swap-requests/${request.id}/accept`);
    expect(notHers.statusCode).toBe(404);
  });

  it('records a delivery repeated by the hub once, and refuses a replayed signature or a reused id', async () => {
    const request = (await send(bobAddress())).json<RemoteSwapRequest>();
    const body = {
      uuid: request.id,
      requester: request.requester,
      recipient: request.recipient,
      requesterName: 'Alice Rivers',
      message: 'Guitar for Welsh?',
    };
    const repeated = await sendAs(tree.hub, tree.hilltop, '/api/federation/node-swap-requests', body);
    expect(repeated.response.statusCode, repeated.response.body).toBe(201);
    expect(repeated.response.json()).toEqual({
      uuid: request.id,
      state: 'pending',
      recipientName: 'Bob Hill',
    });
    expect(await rowsOn(tree.hilltop, request.id)).toBe(1);
    const told = (await titles(tree.hilltop, tree.bob)).filter((title) => title.startsWith('Alice Rivers'));
    expect(told).toHaveLength(2); // one for this test's request, one for the first test's

    const replayed = await inject(tree.hilltop.app, federationRoutes.relayNodeSwapRequest, {
      unchecked: true,
      headers: repeated.headers,
      body: JSON.stringify(body),
    });
    expect(replayed.statusCode).toBe(401);

    const reused = await sendAs(tree.hub, tree.hilltop, '/api/federation/node-swap-requests', {
      ...body,
      message: 'Something else',
    });
    expect(reused.response.statusCode).toBe(409);
    expect(reused.classes()).toEqual(['WorkflowViolation']);
    expect((await listOf(tree.hilltop, tree.bob)).filter((r) => r.id === request.id)).toHaveLength(1);
  });

  it('refuses a member who is not visible to partner exchanges, and bad node messages, changing nothing', async () => {
    const hidden = await send(`hilltop/${carol.userId}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<{ message: string }>().message).toBe(
      'No member of this exchange who is visible to partner exchanges has that address',
    );
    expect(await listOf(tree.riverside, tree.alice)).toEqual([]);
    expect(await listOf(tree.hilltop, carol)).toEqual([]);

    const local = await send(`riverside/${tree.alice.userId}`);
    expect(local.statusCode).toBe(400);
    const malformed = await send('hilltop/not-a-member');
    expect(malformed.statusCode).toBe(400);

    const forged = await sendAs(tree.hub, tree.hilltop, '/api/federation/node-swap-requests', {
      uuid: crypto.randomUUID(),
      requester: `hilltop/${carol.userId}`,
      recipient: bobAddress(),
      requesterName: 'Someone',
      message: 'Hello',
    });
    expect(forged.response.statusCode).toBe(400);
    expect(forged.classes()).toEqual(['SameAccountViolation']);
    // A branch speaks only for its own members.
    const spoofed = await sendAs(tree.riverside, tree.hub, '/api/federation/node-swap-requests', {
      uuid: crypto.randomUUID(),
      requester: `elsewhere/${tree.alice.userId}`,
      recipient: bobAddress(),
      requesterName: 'Someone',
      message: 'Hello',
    });
    expect(spoofed.response.statusCode).toBe(400);
    expect(spoofed.classes()).toEqual(['PermissionViolation']);
    const blank = await sendAs(tree.hub, tree.hilltop, '/api/federation/node-swap-requests', {
      uuid: crypto.randomUUID(),
      requester: `riverside/${tree.alice.userId}`,
      recipient: bobAddress(),
      requesterName: 'Alice Rivers',
      message: '   ',
    });
    expect(blank.response.statusCode).toBe(400);
    expect(blank.classes()).toEqual(['InvalidFieldsViolation']);
    expect(await listOf(tree.hilltop, tree.bob)).toEqual([]);

    await optIn(tree.hilltop, tree.bob, false);
    expect((await send(bobAddress())).statusCode).toBe(404);
    await optIn(tree.hilltop, tree.bob);
  });

  it('refuses a send across its own paused link, and holds one the hub cannot pass on until the resume', async () => {
    await switchLink(tree.riverside, 'hub', 'pause');
    const refused = await send(bobAddress());
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'The link with that node is paused or ended: nothing crosses it now',
    );
    expect(await listOf(tree.riverside, tree.alice)).toEqual([]);
    await switchLink(tree.riverside, 'hub', 'resume');

    await switchLink(tree.hilltop, 'hub', 'pause');
    const direct = await sendAs(tree.hub, tree.hilltop, '/api/federation/node-swap-requests', {
      uuid: crypto.randomUUID(),
      requester: `riverside/${tree.alice.userId}`,
      recipient: bobAddress(),
      requesterName: 'Alice Rivers',
      message: 'Hello',
    });
    expect(direct.response.statusCode).toBe(409);
    expect(direct.classes()).toEqual(['BlockedViolation']);
    const held = await send(bobAddress());
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json<RemoteSwapRequest>().state).toBe('sending');
    expect(await listOf(tree.hilltop, tree.bob)).toEqual([]);

    await switchLink(tree.hilltop, 'hub', 'resume');
    await runJob(tree.riverside);
    expect((await listOf(tree.riverside, tree.alice))[0]).toMatchObject({ state: 'pending' });
    expect((await listOf(tree.hilltop, tree.bob)).map((r) => r.id)).toEqual([
      held.json<RemoteSwapRequest>().id,
    ]);
  });

  it('retries across outages: a request while the hub is down, an answer while riverside is down', async () => {
    await stopListening(tree.hub);
    const sent = await send(bobAddress());
    expect(sent.json<RemoteSwapRequest>()).toMatchObject({ state: 'sending', recipientLabel: 'hilltop' });
    await listenAgain(tree.hub);
    await runJob(tree.riverside);
    await runJob(tree.riverside);
    const id = sent.json<RemoteSwapRequest>().id;
    expect(await rowsOn(tree.hilltop, id)).toBe(1);
    expect((await listOf(tree.riverside, tree.alice))[0]).toMatchObject({
      state: 'pending',
      recipientLabel: 'Bob Hill · hilltop',
    });

    await stopListening(tree.riverside);
    expect((await answer(id, 'decline')).json<RemoteSwapRequest>().state).toBe('declined');
    await listenAgain(tree.riverside);
    expect((await listOf(tree.riverside, tree.alice))[0]!.state).toBe('pending');
    await runJob(tree.hilltop);
    expect((await listOf(tree.riverside, tree.alice))[0]!.state).toBe('declined');
    await runJob(tree.hilltop);
    const told = await titles(tree.riverside, tree.alice);
    expect(told.filter((title) => title === 'Bob Hill · hilltop declined your swap request')).toHaveLength(1);
  });

  it('lets Alice cancel a waiting request: Bob sees it cancelled, is told once and can no longer answer', async () => {
    const request = (await send(bobAddress())).json<RemoteSwapRequest>();
    const notHis = await tree
      .as(tree.hilltop, tree.bob)
      .call('POST', `/api/federation/swap-requests/${request.id}/cancel`);
    expect(notHis.statusCode).toBe(404);

    const cancelled = await cancel(request.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<RemoteSwapRequest>()).toMatchObject({ id: request.id, state: 'cancelled' });
    expect((await listOf(tree.hilltop, tree.bob))[0]).toMatchObject({ id: request.id, state: 'cancelled' });
    expect((await cancel(request.id)).json<RemoteSwapRequest>().state).toBe('cancelled');
    const told = (await titles(tree.hilltop, tree.bob)).filter((title) => title.includes('cancelled'));
    expect(told).toEqual(['Alice Rivers · riverside cancelled their swap request']);
    expect((await answer(request.id, 'accept')).statusCode).toBe(409);
    // No longer open: Alice may ask Bob again.
    expect((await send(bobAddress(), 'Welsh for guitar, then?')).statusCode).toBe(201);
  });

  it('delivers a cancellation held by an outage, and lets Bob’s answer stand when it came first', async () => {
    await stopListening(tree.hub);
    const first = (await send(bobAddress())).json<RemoteSwapRequest>();
    const held = await cancel(first.id);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json<RemoteSwapRequest>().state).toBe('cancelled');
    await listenAgain(tree.hub);
    await runJob(tree.riverside);
    expect(await rowsOn(tree.hilltop, first.id)).toBe(0);
    expect((await listOf(tree.riverside, tree.alice))[0]).toMatchObject({ id: first.id, state: 'cancelled' });

    const accepted = async () =>
      (await titles(tree.riverside, tree.alice)).filter(
        (title) => title === 'Bob Hill · hilltop accepted your swap request',
      ).length;
    const toldBefore = await accepted();
    const second = (await send(bobAddress())).json<RemoteSwapRequest>();
    await stopListening(tree.hub);
    expect((await cancel(second.id)).json<RemoteSwapRequest>().state).toBe('cancelled');
    expect((await answer(second.id, 'accept')).json<RemoteSwapRequest>().state).toBe('accepted');
    await listenAgain(tree.hub);
    await runJob(tree.riverside);
    await runJob(tree.hilltop);
    const mine = (await listOf(tree.riverside, tree.alice)).find((r) => r.id === second.id);
    expect(mine).toMatchObject({ state: 'accepted' });
    expect((await listOf(tree.hilltop, tree.bob))[0]).toMatchObject({ id: second.id, state: 'accepted' });
    expect(await accepted()).toBe(toldBefore + 1);
  });

  it('expires a request nobody answered in 14 days on both exchanges, and lets an answer that came first stand', async () => {
    const expireOn = (node: Node) =>
      expireUnansweredSwapRequests(node.database, { config: node.config, now: new Date(), audit: {} });
    const expire = () => expireOn(tree.riverside);
    // Sent 13 days ago: not yet; 14 days and a minute ago: it expires.
    const age = async (id: string, ms: number, node = tree.riverside) =>
      node.database.db.execute(sql`
        UPDATE federation_swap_requests SET created_at = now() - make_interval(secs => ${ms / 1000})
        WHERE id = ${id}`);
    const day = 24 * 60 * 60 * 1000;
    const first = (await send(bobAddress())).json<RemoteSwapRequest>();
    await age(first.id, 13 * day);
    expect(await expire()).toBe(false);
    expect((await listOf(tree.hilltop, tree.bob))[0]).toMatchObject({ id: first.id, state: 'pending' });
    await age(first.id, 14 * day + 60_000);
    await expire();
    expect((await listOf(tree.riverside, tree.alice))[0]).toMatchObject({ id: first.id, state: 'expired' });
    expect((await listOf(tree.hilltop, tree.bob))[0]).toMatchObject({ id: first.id, state: 'expired' });
    expect((await titles(tree.riverside, tree.alice)).filter((t) => t.endsWith('expired'))).toEqual([
      'Your swap request to Bob Hill · hilltop expired',
    ]);
    expect((await titles(tree.hilltop, tree.bob)).filter((t) => t.endsWith('expired'))).toEqual([
      'The swap request from Alice Rivers · riverside expired',
    ]);
    const late = await answer(first.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(
      'This request expired after 14 days without an answer',
    );
    expect((await cancel(first.id)).statusCode).toBe(409);
    expect(await expire()).toBe(false);

    // Bob accepts while the hub is down; Alice's node expires the request before his answer reaches it.
    const second = (await send(bobAddress(), 'Welsh for guitar, then?')).json<RemoteSwapRequest>();
    await stopListening(tree.hub);
    expect((await answer(second.id, 'accept')).json<RemoteSwapRequest>().state).toBe('accepted');
    await age(second.id, 14 * day + 60_000);
    await expire();
    expect((await listOf(tree.riverside, tree.alice)).find((r) => r.id === second.id)?.state).toBe('expired');
    await listenAgain(tree.hub);
    await runJob(tree.riverside);
    await runJob(tree.hilltop);
    expect((await listOf(tree.riverside, tree.alice)).find((r) => r.id === second.id)?.state).toBe(
      'accepted',
    );
    expect((await listOf(tree.hilltop, tree.bob))[0]).toMatchObject({ id: second.id, state: 'accepted' });

    // Alice's exchange is out of reach for good: a day after the lifetime, Bob's exchange expires it itself.
    const third = (await send(bobAddress(), 'Guitar, one more time?')).json<RemoteSwapRequest>();
    await age(third.id, 14 * day + 60_000, tree.hilltop);
    await expireOn(tree.hilltop);
    expect((await listOf(tree.hilltop, tree.bob)).find((r) => r.id === third.id)?.state).toBe('pending');
    await age(third.id, 15 * day + 60_000, tree.hilltop);
    await expireOn(tree.hilltop);
    expect((await listOf(tree.hilltop, tree.bob)).find((r) => r.id === third.id)?.state).toBe('expired');
    expect((await listOf(tree.riverside, tree.alice)).find((r) => r.id === third.id)?.state).toBe('pending');
    // When Alice's exchange expires its copy, Bob's answers "expired" and he is not told twice.
    await age(third.id, 14 * day + 60_000);
    await expire();
    expect((await listOf(tree.riverside, tree.alice)).find((r) => r.id === third.id)?.state).toBe('expired');
    const toBob = (await titles(tree.hilltop, tree.bob)).filter((t) => t.endsWith('expired'));
    expect(toBob).toHaveLength(2);
  });
});
