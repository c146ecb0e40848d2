import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockedMemberList, BlockResult } from '@skillswap/contracts/blocks/schemas';
import type { CircleList, MatchList } from '@skillswap/contracts/matches/schemas';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import type { SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { findBrokenPromises } from '../swap-lifecycle/ledger-invariants.test-helper.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

describe(`blocking a member on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const call = (member: KitMember | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: member ? member.authHeader : {},
      ...(payload ? { payload } : {}),
    });
  const block = async (blocker: KitMember, blocked: KitMember) => {
    const response = await call(blocker, 'POST', '/api/me/blocks', { memberId: blocked.userId });
    expect(response.statusCode).toBe(201);
    return response.json<BlockResult>();
  };
  /** A pair who teach each other (a mutual match), with names no other member of this file shares. */
  const joinPair = async (tag: string) => [
    await kit.joinMember(`Ana ${tag}`),
    await kit.joinMember(`Ben ${tag}`, { offers: 'Spanish', wants: 'Guitar' }),
  ];
  const exploreIds = async (viewer: KitMember | null, q: string) => {
    const response = await call(viewer, 'GET', `/api/profiles?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<ExplorePage>();
    return { ids: page.items.map((item) => item.id), total: page.total };
  };
  const matchIds = async (viewer: KitMember) =>
    (await call(viewer, 'GET', '/api/matches?limit=50'))
      .json<MatchList>()
      .items.map((item) => item.profile.id);
  const circleIds = async (viewer: KitMember) =>
    (await call(viewer, 'GET', '/api/matches/circles'))
      .json<CircleList>()
      .items.map((circle) => circle.members.map((member) => member.id).join(','));

  it('hides the two members from each other on Explore, both ways, while others still see both', async () => {
    const [ana, ben] = await joinPair('Quillfeather');
    const carl = await kit.joinMember('Carl Quillfeather');
    expect((await exploreIds(ana!, 'Quillfeather')).ids).toContain(ben!.userId);

    await block(ana!, ben!);

    const seenByAna = await exploreIds(ana!, 'Quillfeather');
    expect(seenByAna.ids).not.toContain(ben!.userId);
    expect(seenByAna.ids).toContain(carl.userId);
    expect(seenByAna.total).toBe(seenByAna.ids.length);
    expect((await exploreIds(ben!, 'Quillfeather')).ids).not.toContain(ana!.userId);
    const seenByCarl = await exploreIds(carl, 'Quillfeather');
    expect(seenByCarl.ids).toEqual(expect.arrayContaining([ana!.userId, ben!.userId]));
    expect((await exploreIds(null, 'Quillfeather')).total).toBe(3);
  });

  it('leaves the other member out of matches, both ways', async () => {
    const [ana, ben] = await joinPair('Marrowfield');
    expect(await matchIds(ana!)).toContain(ben!.userId);
    expect(await matchIds(ben!)).toContain(ana!.userId);

    await block(ben!, ana!);

    expect(await matchIds(ana!)).not.toContain(ben!.userId);
    expect(await matchIds(ben!)).not.toContain(ana!.userId);
  });

  it('leaves blocked members out of swap circles, and never puts two separated members in one', async () => {
    // Me teaches Dan guitar, Dan teaches Cara cooking, Cara teaches me Spanish.
    const me = await kit.joinMember('Mia Circleton', { offers: 'Guitar', wants: 'Spanish' });
    const dan = await kit.joinMember('Dan Circleton', { offers: 'Cooking', wants: 'Guitar' });
    const cara = await kit.joinMember('Cara Circleton', { offers: 'Spanish', wants: 'Cooking' });
    const circle = `${dan.userId},${cara.userId}`;
    expect(await circleIds(me)).toContain(circle);

    await block(dan, cara);
    expect(await circleIds(me)).not.toContain(circle);

    await call(dan, 'DELETE', `/api/me/blocks/${cara.userId}`);
    expect(await circleIds(me)).toContain(circle);
    await block(cara, me);
    expect(await circleIds(me)).not.toContain(circle);
  });

  it('answers 404 for the profile, its reviews and its reputation, both ways', async () => {
    const [ana, ben] = await joinPair('Thistlewood');
    expect((await call(ana!, 'GET', `/api/profiles/${ben!.userId}`)).statusCode).toBe(200);

    await block(ana!, ben!);

    for (const [viewer, owner] of [
      [ana!, ben!],
      [ben!, ana!],
    ] as const) {
      for (const path of ['', '/reviews', '/reputation']) {
        const response = await call(viewer, 'GET', `/api/profiles/${owner.userId}${path}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found' });
      }
      expect((await call(owner, 'GET', `/api/profiles/${owner.userId}`)).statusCode).toBe(200);
    }
    expect((await call(null, 'GET', `/api/profiles/${ana!.userId}`)).statusCode).toBe(200);
  });

  it('leaves the other member out of the levels list, both ways, as an unknown id would be', async () => {
    const [ana, ben] = await joinPair('Quillfeather');
    const levelIds = async (viewer: KitMember | null, ids: string[]) => {
      const response = await call(viewer, 'GET', `/api/reputations?ids=${ids.join(',')}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: { memberId: string }[] }>().items.map((item) => item.memberId);
    };
    expect(await levelIds(ben!, [ana!.userId])).toEqual([ana!.userId]);

    await block(ana!, ben!);

    const unknown = crypto.randomUUID();
    expect(await levelIds(ben!, [ana!.userId, unknown])).toEqual(await levelIds(ben!, [unknown]));
    expect(await levelIds(ben!, [ana!.userId])).toEqual([]);
    expect(await levelIds(ana!, [ben!.userId])).toEqual([]);
    expect(await levelIds(ana!, [ana!.userId])).toEqual([ana!.userId]);
    expect(await levelIds(null, [ana!.userId, ben!.userId])).toEqual(
      expect.arrayContaining([ana!.userId, ben!.userId]),
    );
  });

  it('refuses a new request either way: the blocker is told why, to the blocked member the blocker is gone', async () => {
    const [ana, ben] = await joinPair('Brackenridge');
    await block(ana!, ben!);
    const send = (from: KitMember, to: KitMember) =>
      call(from, 'POST', '/api/swap-requests', {
        targetId: to.userId,
        offeredSkill: 'Guitar',
        requestedSkill: 'Spanish',
        message: '',
      });

    const byBlocker = await send(ana!, ben!);
    expect(byBlocker.statusCode).toBe(403);
    expect(byBlocker.json()).toMatchObject({ code: 'member_blocked' });
    expect(byBlocker.json<{ message: string }>().message).toContain('Unblock them in Settings');
    const byBlocked = await send(ben!, ana!);
    expect(byBlocked.statusCode).toBe(404);
    expect(byBlocked.json()).toMatchObject({ code: 'not_found' });
    const summary = (await call(ana!, 'GET', '/api/swaps/summary')).json<{
      incoming: number;
      outgoing: number;
    }>();
    expect(summary).toMatchObject({ incoming: 0, outgoing: 0 });
  });

  it('withdraws the requests waiting between them, either way, silently', async () => {
    const [ana, ben] = await joinPair('Fennimore');
    const sent = await kit.requestSwap(ana!, ben!);
    const bellBefore = (await call(ana!, 'GET', '/api/notifications')).json<{ items: unknown[] }>().items
      .length;

    const result = await block(ben!, ana!);

    expect(result).toMatchObject({ memberId: ana!.userId, fullName: 'Ana Fennimore', withdrawnRequests: 1 });
    const swap = (await kit.getSwap(ana!, sent)).json<SwapDetail>();
    expect(swap.status).toBe('cancelled');
    expect(swap.allowedActions).toEqual([]);
    expect(swap.events.at(-1)).toMatchObject({ type: 'cancelled', actorId: null });
    expect((await kit.act(ben!, sent, 'accept')).statusCode).toBe(409);
    expect((await call(ana!, 'GET', '/api/notifications')).json<{ items: unknown[] }>().items).toHaveLength(
      bellBefore,
    );

    // The other way round: the member who sent the request blocks its recipient.
    const [cleo, dev] = await joinPair('Fennimore-Vale');
    const other = await kit.requestSwap(cleo!, dev!);
    expect((await block(cleo!, dev!)).withdrawnRequests).toBe(1);
    expect((await kit.getSwap(dev!, other)).json<SwapDetail>().status).toBe('cancelled');
  });

  it('lets an accepted swap be finished, but no more messages either way', async () => {
    const [ana, ben] = await joinPair('Ravensholm');
    const swapId = await kit.requestSwap(ana!, ben!);
    await kit.actOk(ben!, swapId, 'accept');
    await block(ana!, ben!);

    for (const [from, to] of [
      [ana!, ben!],
      [ben!, ana!],
    ] as const) {
      const response = await call(from, 'POST', `/api/swaps/${swapId}/messages`, {
        body: `Hello ${to.fullName}`,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'member_blocked' });
    }
    await kit.actOk(ana!, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    const completed = await kit.actOk(ben!, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    expect(completed.status).toBe('completed');
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
  });

  it('lets an accepted swap be cancelled after a block, releasing the hold', async () => {
    const [ana, ben] = await joinPair('Harrowgate');
    const swapId = await kit.requestSwap(ana!, ben!, { hoursOffered: 1, hoursRequested: 2 });
    await kit.actOk(ben!, swapId, 'accept');
    await block(ben!, ana!);
    expect((await kit.actOk(ana!, swapId, 'cancel')).status).toBe('cancelled');
    expect(await kit.balanceOf(ana!)).toMatchObject({ held: 0 });
  });

  it('lists blocked members in Settings, unblocks them, and audits both', async () => {
    const [ana, ben] = await joinPair('Wrenfield');
    await block(ana!, ben!);
    const again = await call(ana!, 'POST', '/api/me/blocks', { memberId: ben!.userId });
    expect(again.statusCode).toBe(200);

    const list = (await call(ana!, 'GET', '/api/me/blocks')).json<BlockedMemberList>();
    expect(list.items).toEqual([
      expect.objectContaining({ memberId: ben!.userId, fullName: 'Ben Wrenfield' }),
    ]);
    expect((await call(ben!, 'GET', '/api/me/blocks')).json<BlockedMemberList>().items).toEqual([]);
    // Only the blocker can lift their block.
    expect((await call(ben!, 'DELETE', `/api/me/blocks/${ana!.userId}`)).statusCode).toBe(404);

    expect((await call(ana!, 'DELETE', `/api/me/blocks/${ben!.userId}`)).statusCode).toBe(204);
    expect((await call(ana!, 'GET', '/api/me/blocks')).json<BlockedMemberList>().items).toEqual([]);
    expect((await call(ben!, 'GET', `/api/profiles/${ana!.userId}`)).statusCode).toBe(200);
    expect((await call(ana!, 'DELETE', `/api/me/blocks/${ben!.userId}`)).statusCode).toBe(404);

    const trail = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, ana!.userId)));
    const events = trail.filter((entry) => entry.event.startsWith('member_'));
    expect(events.map((entry) => [entry.event, entry.details])).toEqual([
      ['member_blocked', { blockedId: ben!.userId, withdrawnRequests: 0 }],
      ['member_unblocked', { blockedId: ben!.userId }],
    ]);
  });

  it('refuses to block oneself or an unknown member', async () => {
    const ana = await kit.joinMember('Ana Solitaire');
    const self = await call(ana, 'POST', '/api/me/blocks', { memberId: ana.userId });
    expect(self.statusCode).toBe(400);
    const unknown = await call(ana, 'POST', '/api/me/blocks', {
      memberId: '00000000-0000-4000-8000-000000000001',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/me/blocks')).statusCode).toBe(401);
  });
});
