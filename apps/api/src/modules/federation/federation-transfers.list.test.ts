import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeTransfer, NodeTransferPage } from '@skillswap/contracts/federation/transfer-schemas';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { startTree, type Node } from './federation.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { federationTransferRoutes } from '@skillswap/contracts/federation/transfer-routes';

type Tree = Awaited<ReturnType<typeof startTree>>;

// A member's transfers with other exchanges (GET /api/federation/transfers): on each node, those the member
// pays or is paid, in any state and newest first, so a proposal can be found again and the payee sees
// what reached them.

describe(`a member's transfers with other exchanges on ${databaseKind}`, { timeout: 120_000 }, () => {
  let tree: Tree;
  let riverside: Node;
  let hilltop: Node;
  let alice: TestMember;
  let bob: TestMember;
  let completed: NodeTransfer;
  let awaiting: NodeTransfer;
  let cancelled: NodeTransfer;

  const list = async (node: Node, who: TestMember, query = '') => {
    const response = await tree.as(node, who).call('GET', `/api/federation/transfers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NodeTransferPage>();
  };
  const proposed = async (hours: number) => {
    const response = await tree.propose(hours);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<NodeTransfer>();
  };

  beforeAll(async () => {
    tree = await startTree();
    ({ riverside, hilltop, alice, bob } = tree);
    // Oldest to newest: one approved (completed), one cancelled, one left awaiting Alice's approval.
    completed = await proposed(1);
    expect((await tree.approve(completed.id)).json()).toMatchObject({ state: 'completed' });
    cancelled = await proposed(1.5);
    const cancel = await tree
      .as(riverside, alice)
      .call('POST', `/api/federation/transfers/${cancelled.id}/cancel`);
    expect(cancel.json()).toMatchObject({ state: 'erased' });
    awaiting = await proposed(2);
  }, 180_000);
  afterAll(() => tree?.close());

  it("lists the payer's transfers newest first, with their state, proposals awaiting approval among them", async () => {
    const page = await list(riverside, alice);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((item) => [item.id, item.state, item.side, item.hours])).toEqual([
      [awaiting.id, 'validated', 'payer', 2],
      [cancelled.id, 'erased', 'payer', 1.5],
      [completed.id, 'completed', 'payer', 1],
    ]);
    // Why the cancelled one moved nothing; the others are not erased.
    expect(page.items.map((item) => item.erasedBecause)).toEqual([null, 'cancelled', null]);
    expect(page.items[0]).toMatchObject({
      payer: `riverside/${alice.userId}`,
      payee: `hilltop/${bob.userId}`,
      payerLabel: 'Alice Rivers · riverside',
      payeeLabel: 'Bob Hill · hilltop',
      description: 'Guitar lesson',
    });
  });

  it("lists on the payee's exchange what reached them and what waits for the payer, as payee", async () => {
    const page = await list(hilltop, bob);
    expect(page.items.map((item) => [item.id, item.state, item.side])).toEqual([
      [awaiting.id, 'validated', 'payee'],
      [cancelled.id, 'erased', 'payee'],
      [completed.id, 'completed', 'payee'],
    ]);
    expect(page.items[2]).toMatchObject({ payerLabel: 'Alice Rivers · riverside', hours: 1 });
  });

  it("shows no member another member's transfers, verified address or not", async () => {
    const carol = await signUpMember(riverside.app, { fullName: 'Carol Brook' });
    expect(await list(riverside, carol)).toEqual({ items: [], nextCursor: null });
    // Reading needs no verified address (sending does).
    const dana = await signUpMember(hilltop.app, { fullName: 'Dana Fell', verified: false });
    expect(await list(hilltop, dana)).toEqual({ items: [], nextCursor: null });
  });

  it('pages through them with the cursor, each once, and refuses a forged cursor', async () => {
    const seen: string[] = [];
    let query = '?limit=1';
    for (let page = 0; page < 3; page += 1) {
      const answer = await list(riverside, alice, query);
      expect(answer.items).toHaveLength(1);
      seen.push(answer.items[0]!.id);
      if (page < 2) {
        expect(answer.nextCursor).toEqual(expect.any(String));
        query = `?limit=1&cursor=${encodeURIComponent(answer.nextCursor!)}`;
      } else {
        expect(answer.nextCursor).toBeNull();
      }
    }
    expect(seen).toEqual([awaiting.id, cancelled.id, completed.id]);
    const twoThenOne = await list(riverside, alice, '?limit=2');
    expect(twoThenOne.items.map((item) => item.id)).toEqual([awaiting.id, cancelled.id]);
    const rest = await list(
      riverside,
      alice,
      `?limit=2&cursor=${encodeURIComponent(twoThenOne.nextCursor!)}`,
    );
    expect(rest).toMatchObject({ items: [{ id: completed.id }], nextCursor: null });

    const forged = await tree
      .as(riverside, alice)
      .call('GET', `/api/federation/transfers?cursor=${Buffer.from('["soon","x"]').toString('base64url')}`);
    expect([forged.statusCode, forged.json()]).toEqual([
      400,
      expect.objectContaining({ code: 'validation_failed', message: 'Invalid cursor' }),
    ]);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await inject(riverside.app, federationTransferRoutes.listNodeTransfers);
    expect(response.statusCode).toBe(401);
  });
});
