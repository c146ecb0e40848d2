import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  RemoteSwapMessage,
  RemoteSwapThread,
} from '@skillswap/contracts/federation/swap-message-schemas';
import type { RemoteSwapRequest } from '@skillswap/contracts/federation/swap-request-schemas';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { deliverDueSwapMessages } from './federation-swap-messages.delivery.ts';
import { deliverDueSwapRequests } from './federation-swap-requests.delivery.ts';
import { listenAgain, sendAs, startTree, stopListening, type Node } from './federation.test-helper.ts';

// ADR 210: the conversation of a swap request across exchanges. Alice on riverside and Bob on hilltop write
// to each other through the hub after Alice's request, three installs over real HTTP.

type Tree = Awaited<ReturnType<typeof startTree>>;

describe(`messages about swap requests across exchanges on ${databaseKind}`, { timeout: 90_000 }, () => {
  let tree: Tree;
  let carol: TestMember;
  let dana: TestMember;
  let requestId: string;

  const bobAddress = () => `hilltop/${tree.bob.userId}`;
  const aliceAddress = () => `riverside/${tree.alice.userId}`;
  const asAlice = () => tree.as(tree.riverside, tree.alice);
  const asBob = () => tree.as(tree.hilltop, tree.bob);
  const threadOf = async (node: Node, who: TestMember, id = requestId) => {
    const response = await tree.as(node, who).call('GET', `/api/federation/swap-requests/${id}/messages`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RemoteSwapThread>();
  };
  const write = (node: Node, who: TestMember, body: string, id = requestId) =>
    tree.as(node, who).call('POST', `/api/federation/swap-requests/${id}/messages`, { body });
  const messagesOn = async (node: Node) =>
    (
      await node.database.db.execute<{ id: string; body: string; delivery: string }>(
        sql`SELECT id, body, delivery FROM federation_swap_messages ORDER BY seq`,
      )
    ).rows;
  const titles = async (node: Node, who: TestMember) =>
    (
      await node.database.db.execute<{ title: string }>(
        sql`SELECT title FROM notifications WHERE member_id = ${who.userId} ORDER BY created_at`,
      )
    ).rows.map((row) => row.title);
  /** How many notices told the member of the message `body`. */
  const toldOf = async (node: Node, who: TestMember, body: string) =>
    Number(
      (
        await node.database.db.execute<{ n: string }>(
          sql`SELECT count(*) AS n FROM notifications WHERE member_id = ${who.userId} AND body = ${body}`,
        )
      ).rows[0]!.n,
    );
  const runJob = (node: Node) =>
    deliverDueSwapMessages(node.database, { config: node.config, now: new Date(), audit: {} });
  const path = (id = requestId) => `/api/federation/node-swap-requests/${id}/messages`;

  beforeAll(async () => {
    tree = await startTree();
    const optedIn = await asBob().call('POST', '/api/rpc/update_privacy_settings', {
      visibleToPartners: true,
    });
    expect(optedIn.statusCode, optedIn.body).toBe(200);
    carol = await signUpMember(tree.hilltop.app, { fullName: 'Carol Other' });
    dana = await signUpMember(tree.hub.app, { fullName: 'Dana Hub' });
  }, 600_000);
  afterAll(() => tree.close());
  beforeEach(async () => {
    // Each test starts with one request from Alice to Bob, and Alice's hourly allowance whole.
    for (const node of [tree.riverside, tree.hub, tree.hilltop]) {
      await node.database.db.execute(sql`DELETE FROM federation_swap_requests`);
      await node.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'remote-swap-request:%'`);
    }
    const sent = await asAlice().call('POST', '/api/federation/swap-requests', {
      recipient: bobAddress(),
      message: 'Guitar for Welsh?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    requestId = sent.json<RemoteSwapRequest>().id;
  });

  it('carries messages both ways through the hub, in order on both sides, and tells each member', async () => {
    const fromBob = await write(tree.hilltop, tree.bob, 'Yes! Tuesdays?');
    expect(fromBob.statusCode, fromBob.body).toBe(201);
    expect(fromBob.json<RemoteSwapMessage>()).toMatchObject({
      mine: true,
      authorLabel: 'Bob Hill · hilltop',
      body: 'Yes! Tuesdays?',
      delivery: 'delivered',
    });
    const fromAlice = await write(tree.riverside, tree.alice, '  Tuesdays work.\nSee you  ');
    expect(fromAlice.statusCode, fromAlice.body).toBe(201);

    const alices = await threadOf(tree.riverside, tree.alice);
    expect(alices.request).toMatchObject({ id: requestId, side: 'sent', message: 'Guitar for Welsh?' });
    expect(alices.messages.map((m) => [m.authorLabel, m.mine, m.body, m.delivery])).toEqual([
      ['Bob Hill · hilltop', false, 'Yes! Tuesdays?', 'received'],
      ['Alice Rivers · riverside', true, 'Tuesdays work.\nSee you', 'delivered'],
    ]);
    const bobs = await threadOf(tree.hilltop, tree.bob);
    expect(bobs.messages.map((m) => [m.authorLabel, m.mine, m.body, m.delivery])).toEqual([
      ['Bob Hill · hilltop', true, 'Yes! Tuesdays?', 'delivered'],
      ['Alice Rivers · riverside', false, 'Tuesdays work.\nSee you', 'received'],
    ]);
    expect(bobs.messages.map((m) => m.id)).toEqual(alices.messages.map((m) => m.id));
    expect((await messagesOn(tree.hub)).map((m) => m.delivery)).toEqual(['delivered', 'delivered']);
    expect(await titles(tree.riverside, tree.alice)).toContain(
      'Bob Hill · hilltop sent you a message about your swap request',
    );
    expect(await titles(tree.hilltop, tree.bob)).toContain(
      'Alice Rivers · riverside sent you a message about your swap request',
    );

    // Still open once accepted; only its two members read or write it.
    expect((await asBob().call('POST', `/api/federation/swap-requests/${requestId}/accept`)).statusCode).toBe(
      200,
    );
    expect((await write(tree.riverside, tree.alice, 'Great')).statusCode).toBe(201);
    const notHers = await tree
      .as(tree.hilltop, carol)
      .call('GET', `/api/federation/swap-requests/${requestId}/messages`);
    expect(notHers.statusCode).toBe(404);
    expect((await write(tree.hilltop, carol, 'Me too')).statusCode).toBe(404);
    const unknown = crypto.randomUUID();
    expect(
      (await asAlice().call('GET', `/api/federation/swap-requests/${unknown}/messages`)).statusCode,
    ).toBe(404);
    expect((await write(tree.riverside, tree.alice, 'Hello?', unknown)).statusCode).toBe(404);
  });

  it('delivers a message written while the hub is down exactly once when it comes back', async () => {
    await stopListening(tree.hub);
    const queued = await write(tree.riverside, tree.alice, 'Are you there?');
    expect(queued.statusCode, queued.body).toBe(201);
    expect(queued.json<RemoteSwapMessage>().delivery).toBe('sending');
    await listenAgain(tree.hub);
    expect((await threadOf(tree.hilltop, tree.bob)).messages).toEqual([]);

    await runJob(tree.riverside);
    await runJob(tree.riverside);
    const id = queued.json<RemoteSwapMessage>().id;
    expect((await threadOf(tree.riverside, tree.alice)).messages.map((m) => [m.id, m.delivery])).toEqual([
      [id, 'delivered'],
    ]);
    // The hub repeats it (its acknowledgement lost, say): answered the same, recorded and told once.
    const body = { uuid: id, author: aliceAddress(), body: 'Are you there?' };
    const repeated = await sendAs(tree.hub, tree.hilltop, path(), body);
    expect(repeated.response.statusCode, repeated.response.body).toBe(201);
    expect(repeated.response.json()).toEqual({ uuid: id });
    expect((await threadOf(tree.hilltop, tree.bob)).messages.map((m) => m.id)).toEqual([id]);
    expect(await toldOf(tree.hilltop, tree.bob, 'Are you there?')).toBe(1);

    const replayed = await tree.hilltop.app.inject({
      method: 'POST',
      url: path(),
      headers: repeated.headers,
      payload: JSON.stringify(body),
    });
    expect(replayed.statusCode).toBe(401);
    const reused = await sendAs(tree.hub, tree.hilltop, path(), { ...body, body: 'Something else' });
    expect(reused.response.statusCode).toBe(409);
    expect(reused.classes()).toEqual(['WorkflowViolation']);
    expect(await messagesOn(tree.hilltop)).toEqual([{ id, body: 'Are you there?', delivery: 'received' }]);
  });

  it('takes a message only from the node on the request’s path that speaks for its author', async () => {
    // Hilltop is on Bob's side: it cannot write as Alice.
    const spoofed = await sendAs(tree.hilltop, tree.hub, path(), {
      uuid: crypto.randomUUID(),
      author: aliceAddress(),
      body: 'I am Alice',
    });
    expect(spoofed.response.statusCode).toBe(400);
    expect(spoofed.classes()).toEqual(['PermissionViolation']);

    // Dana on the hub asks Bob for a swap: riverside is no node of that request's path.
    const danas = await tree.as(tree.hub, dana).call('POST', '/api/federation/swap-requests', {
      recipient: bobAddress(),
      message: 'Welsh for cooking?',
    });
    expect(danas.statusCode, danas.body).toBe(201);
    const danasId = danas.json<RemoteSwapRequest>().id;
    const intruder = await sendAs(tree.riverside, tree.hub, path(danasId), {
      uuid: crypto.randomUUID(),
      author: `hub/${dana.userId}`,
      body: 'Hello from elsewhere',
    });
    expect(intruder.response.statusCode).toBe(404);
    expect(intruder.classes()).toEqual(['DoesNotExistViolation']);
    const nowhere = await sendAs(tree.hub, tree.hilltop, path(crypto.randomUUID()), {
      uuid: crypto.randomUUID(),
      author: aliceAddress(),
      body: 'Hello',
    });
    expect(nowhere.response.statusCode).toBe(404);
    for (const node of [tree.riverside, tree.hub, tree.hilltop]) expect(await messagesOn(node)).toEqual([]);
    expect((await threadOf(tree.hub, dana, danasId)).messages).toEqual([]);
  });

  it('refuses a NUL byte from a member or a node, changing nothing', async () => {
    const refused = await write(tree.riverside, tree.alice, 'Hi\u0000there');
    expect(refused.statusCode).toBe(400);
    const blank = await write(tree.riverside, tree.alice, '   ');
    expect(blank.statusCode).toBe(400);
    const long = await write(tree.riverside, tree.alice, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    const forged = await sendAs(tree.hub, tree.hilltop, path(), {
      uuid: crypto.randomUUID(),
      author: aliceAddress(),
      body: 'Hi\u0000there',
    });
    // Refused before the message is read (no text with control characters is taken in), in no protocol shape.
    expect(forged.response.statusCode).toBe(400);
    for (const node of [tree.riverside, tree.hub, tree.hilltop]) expect(await messagesOn(node)).toEqual([]);
    expect((await threadOf(tree.hilltop, tree.bob)).messages).toEqual([]);
  });

  it('closes the conversation of a declined request on both sides', async () => {
    const declined = await asBob().call('POST', `/api/federation/swap-requests/${requestId}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    for (const [node, who] of [
      [tree.riverside, tree.alice],
      [tree.hilltop, tree.bob],
    ] as const) {
      const refused = await write(node, who, 'One more thing');
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(
        'Messages can be written only while the swap request is pending or accepted',
      );
    }
    const late = await sendAs(tree.hub, tree.hilltop, path(), {
      uuid: crypto.randomUUID(),
      author: aliceAddress(),
      body: 'Written before I heard',
    });
    expect(late.response.statusCode).toBe(409);
    expect(late.classes()).toEqual(['WorkflowViolation']);
    for (const node of [tree.riverside, tree.hub, tree.hilltop]) expect(await messagesOn(node)).toEqual([]);
  });

  it('tells Alice when a message written before Bob’s answer reached her is refused for good', async () => {
    await stopListening(tree.hub);
    const declined = await asBob().call('POST', `/api/federation/swap-requests/${requestId}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    // Riverside has not heard yet: the request is still pending there, so Alice may write.
    const written = await write(tree.riverside, tree.alice, 'Shall we say Saturday?');
    expect(written.statusCode, written.body).toBe(201);
    await listenAgain(tree.hub);
    await deliverDueSwapRequests(tree.hilltop.database, {
      config: tree.hilltop.config,
      now: new Date(),
      audit: {},
    });
    await runJob(tree.riverside);
    expect(await messagesOn(tree.riverside)).toMatchObject([
      { body: 'Shall we say Saturday?', delivery: 'refused' },
    ]);
    expect(await titles(tree.riverside, tree.alice)).toContain(
      'Your message to Bob Hill · hilltop was not delivered',
    );
    expect(await toldOf(tree.riverside, tree.alice, 'Shall we say Saturday?')).toBe(1);
    await runJob(tree.riverside);
    expect(await toldOf(tree.riverside, tree.alice, 'Shall we say Saturday?')).toBe(1);
  });

  it('when Bob blocks Alice, what she sends no longer reaches him, their waiting request closes and she leaves his Other exchanges', async () => {
    const directory = async () => {
      const found = await asBob().call('GET', '/api/federation/members?q=Rivers');
      expect(found.statusCode, found.body).toBe(200);
      return found
        .json<{ items: Array<{ id: string; node: string }> }>()
        .items.map((m) => `${m.node}/${m.id}`);
    };
    const optedIn = await asAlice().call('POST', '/api/rpc/update_privacy_settings', {
      visibleToPartners: true,
    });
    expect(optedIn.statusCode, optedIn.body).toBe(200);
    expect(await directory()).toContain(aliceAddress());
    expect((await asBob().call('POST', `/api/federation/swap-requests/${requestId}/accept`)).statusCode).toBe(
      200,
    );
    expect((await write(tree.riverside, tree.alice, 'See you Saturday')).statusCode).toBe(201);
    const waiting = await asAlice().call('POST', '/api/federation/swap-requests', {
      recipient: bobAddress(),
      message: 'And cooking, another day?',
    });
    expect(waiting.statusCode, waiting.body).toBe(201);

    const blocked = await asBob().call('POST', '/api/federation/blocks', { address: aliceAddress() });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(blocked.json()).toMatchObject({ label: 'Alice Rivers · riverside', closedRequests: 1 });
    const hers = await asAlice().call('GET', '/api/federation/swap-requests');
    const closed = hers.json<{ requests: RemoteSwapRequest[] }>().requests;
    expect(closed.find((r) => r.id === waiting.json<RemoteSwapRequest>().id)?.state).toBe('declined');
    expect((await write(tree.riverside, tree.alice, 'Hello?')).statusCode).toBe(409);
    const asked = await asAlice().call('POST', '/api/federation/swap-requests', {
      recipient: bobAddress(),
      message: 'Please?',
    });
    expect(asked.statusCode).toBe(404);
    const his = await write(tree.hilltop, tree.bob, 'Bye');
    expect(his.statusCode).toBe(409);
    expect(his.json<{ message: string }>().message).toBe(
      'You blocked this member: unblock them in Settings first',
    );
    expect(await directory()).not.toContain(aliceAddress());
    const again = await asBob().call('POST', '/api/federation/blocks', { address: aliceAddress() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ closedRequests: 0 });
    const list = await asBob().call('GET', '/api/federation/blocks');
    expect(list.json<{ blocks: Array<{ address: string }> }>().blocks.map((b) => b.address)).toEqual([
      aliceAddress(),
    ]);

    const unblock = `/api/federation/blocks/${aliceAddress()}`;
    expect((await asBob().call('DELETE', unblock)).statusCode).toBe(204);
    expect((await asBob().call('DELETE', unblock)).statusCode).toBe(404);
    expect(await directory()).toContain(aliceAddress());
    const afterwards = await asAlice().call('POST', '/api/federation/swap-requests', {
      recipient: bobAddress(),
      message: 'Friends again?',
    });
    expect(afterwards.statusCode, afterwards.body).toBe(201);
  });

  it('a block of a member at a node no link reaches is refused and recorded nowhere', async () => {
    const nowhere = await tree.as(tree.hub, dana).call('POST', '/api/federation/blocks', {
      address: `nowhere/${tree.bob.userId}`,
    });
    expect(nowhere.statusCode, nowhere.body).toBe(404);
    expect(nowhere.json<{ message: string }>().message).toBe('No link of this exchange reaches that node');
    const list = await tree.as(tree.hub, dana).call('GET', '/api/federation/blocks');
    expect(list.json<{ blocks: unknown[] }>().blocks).toEqual([]);
  });
});
