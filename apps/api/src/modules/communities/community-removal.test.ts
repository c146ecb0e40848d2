import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CommunityDetail,
  CommunityMembers,
  CommunitySummary,
} from '@skillswap/contracts/communities/schemas';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { memberCalls } from '../../test/member-calls.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { createSwapKit, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// A removal holds until a coordinator lifts it, and a coordinator never
// grants to themself.

describe(`removal from a community, and the fund's own cause, on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-20T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const { call, ok } = memberCalls(() => harness.app);
  const create = async (owner: TestMember, name: string, extra: object) =>
    (
      await ok<{ data: CommunitySummary }>(owner, 'POST', '/api/communities', {
        name,
        description: `${name} swaps skills on Thursdays.`,
        isOnline: true,
        visibility: 'public',
        joinRule: 'open',
        ...extra,
      })
    ).data;
  const inviteOf = async (member: TestMember, slug: string) =>
    (await ok<{ data: CommunityDetail }>(member, 'GET', `/api/communities/${slug}`)).data.inviteToken!;
  const titlesOf = async (member: TestMember) =>
    (await ok<NotificationPage>(member, 'GET', '/api/notifications?limit=50')).items.map((n) => n.title);

  it('keeps a removed member out, link or no link, until a coordinator lifts it; the old link stops working', async () => {
    const owner = await kit.joinMember('Rita Rowan');
    const kept = await kit.joinMember('Kit Rowan');
    const stranger = await kit.joinMember('Sid Rowan');
    const { slug } = await create(owner, 'Rowan Invites', { visibility: 'private', joinRule: 'invitation' });
    const oldLink = await inviteOf(owner, slug);
    await ok(kept, 'POST', `/api/communities/${slug}/join`, { invite: oldLink });

    const removed = await ok<CommunityMembers>(
      owner,
      'POST',
      `/api/communities/${slug}/members/${kept.userId}/remove`,
    );
    expect(removed.items.find((m) => m.id === kept.userId)?.status).toBe('removed');
    expect(await inviteOf(owner, slug)).not.toBe(oldLink);
    expect(await titlesOf(kept)).toContain('You were removed from Rowan Invites');

    const withOldLink = await call(kept, 'POST', `/api/communities/${slug}/join`, { invite: oldLink });
    expect(withOldLink.statusCode).toBe(404);
    const withNewLink = await call(kept, 'POST', `/api/communities/${slug}/join`, {
      invite: await inviteOf(owner, slug),
    });
    expect(withNewLink.statusCode).toBe(403);
    expect(withNewLink.json<{ message: string }>().message).toContain('lifts the removal');
    // Only a coordinator lifts it, and only a removal.
    expect(
      (await call(kept, 'POST', `/api/communities/${slug}/members/${kept.userId}/lift-removal`)).statusCode,
    ).toBe(404);
    expect(
      (await call(owner, 'POST', `/api/communities/${slug}/members/${stranger.userId}/lift-removal`))
        .statusCode,
    ).toBe(404);

    const lifted = await ok<CommunityMembers>(
      owner,
      'POST',
      `/api/communities/${slug}/members/${kept.userId}/lift-removal`,
    );
    expect(lifted.items.map((m) => m.id)).not.toContain(kept.userId);
    expect(await titlesOf(kept)).toContain('You may join Rowan Invites again');
    const back = await ok(kept, 'POST', `/api/communities/${slug}/join`, {
      invite: await inviteOf(owner, slug),
    });
    expect(back).toEqual({ status: 'active' });
  });

  it('keeps a removed member out of an open community and out of the approval queue', async () => {
    const owner = await kit.joinMember('Opal Ash');
    const member = await kit.joinMember('Mel Ash');
    const { slug } = await create(owner, 'Ash Open', {});
    await ok(member, 'POST', `/api/communities/${slug}/join`, {});
    await ok(owner, 'POST', `/api/communities/${slug}/members/${member.userId}/remove`);
    expect((await call(member, 'POST', `/api/communities/${slug}/join`, {})).statusCode).toBe(403);
    const detail = (await ok<{ data: CommunityDetail }>(member, 'GET', `/api/communities/${slug}`)).data;
    expect(detail.myStatus).toBeNull();

    const gated = await create(owner, 'Ash Gate', { joinRule: 'approval' });
    await ok(member, 'POST', `/api/communities/${gated.slug}/join`, {});
    await ok(owner, 'POST', `/api/communities/${gated.slug}/members/${member.userId}/approve`);
    await ok(owner, 'POST', `/api/communities/${gated.slug}/members/${member.userId}/remove`);
    expect((await call(member, 'POST', `/api/communities/${gated.slug}/join`, {})).statusCode).toBe(403);
    const queue = await ok<CommunityMembers>(owner, 'GET', `/api/communities/${gated.slug}/members`);
    expect(queue.items.filter((m) => m.status === 'pending')).toEqual([]);
  });

  it('refuses a coordinator’s grant to themself (403 own_cause), and lets another coordinator make it', async () => {
    const owner = await kit.joinMember('Fay Fund');
    const coordinator = await kit.joinMember('Cy Fund');
    const { slug } = await create(owner, 'Fund Keepers', {});
    await ok(coordinator, 'POST', `/api/communities/${slug}/join`, {});
    await ok(owner, 'POST', `/api/communities/${slug}/members/${coordinator.userId}/role`, {
      role: 'coordinator',
    });
    await ok(owner, 'POST', `/api/communities/${slug}/fund/donations`, { amount: 2 });

    for (const self of [owner, coordinator]) {
      const own = await call(self, 'POST', `/api/communities/${slug}/fund/grants`, {
        memberId: self.userId,
        amount: 1,
      });
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ code: 'own_cause' });
    }
    const fund = await ok<{ balance: number }>(owner, 'GET', `/api/communities/${slug}/fund`);
    expect(fund.balance).toBe(2);
    const granted = await ok<{ balance: number }>(owner, 'POST', `/api/communities/${slug}/fund/grants`, {
      memberId: coordinator.userId,
      amount: 1,
    });
    expect(granted.balance).toBe(1);
  });
});
