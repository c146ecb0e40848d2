import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityRules, SwapApprovalList } from '@skillswap/contracts/community-economy/schemas';
import type { CommunityFund } from '@skillswap/contracts/communities/schemas';
import type { StatementPage } from '@skillswap/contracts/ledger/schemas';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import type { SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import type { SwapRequest, SwapRequestList } from '@skillswap/contracts/swaps/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { memberCalls } from '../../test/member-calls.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { autoAcceptDueRequests } from './community-swaps.ts';
import { createSwapKit, type KitMember, type SwapKit } from './swaps.test-helper.ts';

// ADR 181: a community's rules reach the swaps made in it — floor, cap and levy at accept
// and settlement, a coordinator's approval, and automatic acceptance after N days.

const dayMs = 24 * 60 * 60 * 1000;

describe(`community rules on swaps made in the community on ${databaseKind}`, { timeout: 120_000 }, () => {
  const clock = createManualClock(new Date('2026-11-20T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
  }, 120_000);
  afterAll(() => harness.close());

  const { call, ok } = memberCalls(() => harness.app);
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await harness.database.db.execute<{ n: string }>(query)).rows[0]!.n);
  const ledgerSum = () => count(sql`SELECT coalesce(sum(amount), 0) AS n FROM ledger_movements`);
  const swapCount = () => count(sql`SELECT count(*) AS n FROM swaps`);
  const holdCount = () => count(sql`SELECT count(*) AS n FROM ledger_holds WHERE released_at IS NULL`);
  const available = async (member: TestMember) =>
    (await ok<{ available: number }>(member, 'GET', '/api/ledger/balance')).available;
  const context = () => ({ db: harness.database.db, clock, publicUrl: 'http://localhost' });
  const titlesOf = async (member: TestMember) =>
    (await ok<NotificationPage>(member, 'GET', '/api/notifications')).items.map((item) => item.title);

  /** A community with its owner, a coordinator and the named members, all active; answers its id too. */
  async function community(slug: string, name: string, memberNames: string[]) {
    const owner = await kit.joinMember(`Olga ${slug}`);
    await ok(owner, 'POST', '/api/communities', {
      name,
      description: '',
      isOnline: false,
      city: 'Porto',
      visibility: 'public',
      joinRule: 'open',
    });
    const coordinator = await kit.joinMember(`Cora ${slug}`);
    await ok(coordinator, 'POST', `/api/communities/${slug}/join`, {});
    await ok(owner, 'POST', `/api/communities/${slug}/members/${coordinator.userId}/role`, {
      role: 'coordinator',
    });
    const members: KitMember[] = [];
    for (const memberName of memberNames) {
      const member = await kit.joinMember(memberName);
      await ok(member, 'POST', `/api/communities/${slug}/join`, {});
      members.push(member);
    }
    const { data } = await ok<{ data: { id: string } }>(owner, 'GET', `/api/communities/${slug}`);
    return { id: data.id, owner, coordinator, members };
  }

  const setRules = (coordinator: TestMember, slug: string, rules: Partial<CommunityRules>) =>
    ok<CommunityRules>(coordinator, 'PUT', `/api/communities/${slug}/rules`, {
      creditFloor: null,
      balanceCap: null,
      levyPercent: 0,
      ...rules,
    });

  const requestIn = (
    requester: TestMember,
    recipient: TestMember,
    communityId: string,
    hours: { hoursOffered: number; hoursRequested: number },
  ) =>
    call(requester, 'POST', '/api/swap-requests', {
      targetId: recipient.userId,
      offeredSkill: 'Guitar',
      requestedSkill: 'Spanish',
      message: '',
      communityId,
      ...hours,
    });
  const requestOk = async (...args: Parameters<typeof requestIn>) => {
    const response = await requestIn(...args);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: SwapRequest }>().data;
  };

  it('a request names its community: both members must be its active members; swap and list show its name', async () => {
    const { id, members } = await community('willow-bank', 'Willow Bank', ['Ada Willow', 'Ben Willow']);
    const [ada, ben] = members as [KitMember, KitMember];
    const outsider = await kit.joinMember('Nia Outside');
    const before = await swapCount();

    const byOutsider = await requestIn(outsider, ada, id, { hoursOffered: 1, hoursRequested: 1 });
    expect(byOutsider.statusCode).toBe(403);
    expect(byOutsider.json<{ message: string }>().message).toBe(
      'Join Willow Bank before you make a swap in it',
    );
    const toOutsider = await requestIn(ada, outsider, id, { hoursOffered: 1, hoursRequested: 1 });
    expect(toOutsider.statusCode).toBe(400);
    expect(toOutsider.json<{ message: string }>().message).toBe(
      'Nia Outside is not an active member of Willow Bank, so the swap cannot be made in it',
    );
    const unknown = await requestIn(ada, ben, '00000000-0000-4000-8000-000000000000', {
      hoursOffered: 1,
      hoursRequested: 1,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(ada, 'POST', '/api/swap-requests', {
      targetId: ben.userId,
      offeredSkill: 'Guitar',
      requestedSkill: 'Spanish',
      message: '',
      communityId: 'willow',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await swapCount()).toBe(before);

    const shared = await ok<{ items: { name: string }[] }>(
      ada,
      'GET',
      `/api/swap-requests/shared-communities/${ben.userId}`,
    );
    expect(shared.items.map((item) => item.name)).toEqual(['Willow Bank']);
    expect(
      (await ok<{ items: unknown[] }>(outsider, 'GET', `/api/swap-requests/shared-communities/${ben.userId}`))
        .items,
    ).toEqual([]);

    const sent = await requestOk(ada, ben, id, { hoursOffered: 1, hoursRequested: 1 });
    expect(sent.community).toEqual({ id, slug: 'willow-bank', name: 'Willow Bank', approval: null });
    const listed = await ok<SwapRequestList>(ben, 'GET', '/api/swap-requests');
    expect(listed.items.find((item) => item.id === sent.id)?.community?.name).toBe('Willow Bank');
    const detail = (await kit.getSwap(ben, sent.id)).json<SwapDetail>();
    expect(detail.community).toEqual({ id, slug: 'willow-bank', name: 'Willow Bank', approval: null });
    expect(detail.allowedActions).toContain('accept');
    // A swap made outside any community shows none.
    const plain = await kit.requestSwap(outsider, ada);
    expect((await kit.getSwap(ada, plain)).json<SwapDetail>().community).toBeNull();
  });

  it('a response to a community’s board post is a swap made in it', async () => {
    const { id, members } = await community('poplar-hall', 'Poplar Hall', ['Ada Poplar', 'Ben Poplar']);
    const [ada, ben] = members as [KitMember, KitMember];
    const post = await ok<{ data: { id: string } }>(ada, 'POST', '/api/board/posts', {
      kind: 'need',
      title: 'Help with Spanish',
      skill: 'Spanish',
      hours: 1,
      isOnline: true,
      community: 'poplar-hall',
    });
    const response = await ok<{ data: SwapRequest }>(
      ben,
      'POST',
      `/api/board/posts/${post.data.id}/responses`,
      {
        message: 'Happy to help',
      },
    );
    expect(response.data.community).toMatchObject({ id, name: 'Poplar Hall' });
  });

  it('settles a swap made in a community with its levy: the fund gets its share as its own balanced transfer', async () => {
    const { coordinator, id, members } = await community('alder-circle', 'Alder Circle', [
      'Ada Alder',
      'Ben Alder',
    ]);
    const [ada, ben] = members as [KitMember, KitMember];
    await setRules(coordinator, 'alder-circle', { levyPercent: 10 });
    const sumBefore = await ledgerSum();
    const swap = await requestOk(ada, ben, id, { hoursOffered: 0, hoursRequested: 2 });
    await kit.actOk(ben, swap.id, 'accept');
    await kit.actOk(ada, swap.id, 'confirm', { requesterHours: 0, recipientHours: 2 });
    const done = await kit.actOk(ben, swap.id, 'confirm', { requesterHours: 0, recipientHours: 2 });
    expect(done.status).toBe('completed');
    expect(done.settlement).toEqual({ fromId: ada.userId, toId: ben.userId, amount: 2 });
    expect(await available(ada)).toBe(0);
    expect(await available(ben)).toBe(2 + 2 - 0.2);
    expect((await ok<CommunityFund>(ada, 'GET', '/api/communities/alder-circle/fund')).balance).toBe(0.2);
    expect(await ledgerSum()).toBe(sumBefore);
    const benLines = await ok<StatementPage>(ben, 'GET', '/api/ledger/statement');
    expect(benLines.items.slice(0, 2).map((line) => [line.kind, line.amount])).toEqual([
      ['community_levy', -0.2],
      ['swap_settlement', 2],
    ]);
    expect(
      await count(sql`SELECT count(*) AS n FROM ledger_transfers t
        WHERE t.kind = 'community_levy' AND t.idempotency_key = ${`community-levy:swap:${swap.id}`}
          AND (SELECT sum(amount) FROM ledger_movements m WHERE m.transfer_id = t.id) = 0`),
    ).toBe(1);
    // A confirmation sent again changes nothing: the swap settled once, its levy once.
    await kit.actOk(ada, swap.id, 'confirm', { requesterHours: 0, recipientHours: 2 });
    expect((await ok<CommunityFund>(ada, 'GET', '/api/communities/alder-circle/fund')).balance).toBe(0.2);
  });

  it('refuses at accept what would break the community’s floor or cap, naming the rule and the figures; nothing changes', async () => {
    const { coordinator, id, members } = await community('elm-grove', 'Elm Grove', [
      'Ada Elm',
      'Ben Elm',
      'Cleo Elm',
      'Dan Elm',
      'Eve Elm',
      'Fay Elm',
      'Gil Elm',
    ]);
    const [ada, ben, ...learners] = members as [KitMember, KitMember, ...KitMember[]];
    // Ada teaches Ben once outside the community: the install's floor for her is now -5 h.
    const taught = await kit.requestSwap(ben, ada, { hoursOffered: 0, hoursRequested: 1 });
    await kit.actOk(ada, taught, 'accept');
    await kit.actOk(ben, taught, 'confirm', { requesterHours: 0, recipientHours: 1 });
    await kit.actOk(ada, taught, 'confirm', { requesterHours: 0, recipientHours: 1 });
    expect(await available(ada)).toBe(3);
    await setRules(coordinator, 'elm-grove', { creditFloor: -1 });

    const deep = await requestOk(ada, ben, id, { hoursOffered: 0, hoursRequested: 5 });
    const holdsBefore = await holdCount();
    const refused = await kit.act(ben, deep.id, 'accept');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(
      "This would take Ada Elm to -2 h; Elm Grove's floor is -1 h.",
    );
    expect((await kit.getSwap(ben, deep.id)).json<SwapDetail>().status).toBe('requested');
    expect(await holdCount()).toBe(holdsBefore);
    await kit.actOk(ada, deep.id, 'cancel');

    // Ben teaches a group of five in a recorded exchange and ends at 11 h; the cap is then 12 h.
    const recorded = await call(coordinator, 'POST', '/api/communities/elm-grove/recorded-exchanges', {
      teacherIds: [ben.userId],
      learnerIds: learners.map((learner) => learner.userId),
      hours: 2,
      category: 'Writing',
      happenedOn: '2026-11-19',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(await available(ben)).toBe(11);
    await setRules(coordinator, 'elm-grove', { creditFloor: -1, balanceCap: 12 });
    const tooRich = await requestOk(ben, ada, id, { hoursOffered: 2, hoursRequested: 0 });
    const capRefused = await kit.act(ada, tooRich.id, 'accept');
    expect(capRefused.statusCode).toBe(422);
    expect(capRefused.json<{ message: string }>().message).toBe(
      "This would take Ben Elm to 13 h; Elm Grove's cap is 12 h.",
    );
    expect((await kit.getSwap(ada, tooRich.id)).json<SwapDetail>().status).toBe('requested');
    expect(await holdCount()).toBe(holdsBefore);

    // Within the cap at accept; the cap is lowered before it settles, and the settlement is refused whole.
    await kit.actOk(ben, tooRich.id, 'cancel');
    const fits = await requestOk(ben, ada, id, { hoursOffered: 1, hoursRequested: 0 });
    await kit.actOk(ada, fits.id, 'accept');
    await setRules(coordinator, 'elm-grove', { creditFloor: -1, balanceCap: 11 });
    const sumBefore = await ledgerSum();
    await kit.actOk(ada, fits.id, 'confirm', { requesterHours: 1, recipientHours: 0 });
    const atSettlement = await kit.act(ben, fits.id, 'confirm', { requesterHours: 1, recipientHours: 0 });
    expect(atSettlement.statusCode).toBe(422);
    expect(atSettlement.json<{ message: string }>().message).toBe(
      "This would take you to 12 h; Elm Grove's cap is 11 h.",
    );
    const after = (await kit.getSwap(ben, fits.id)).json<SwapDetail>();
    expect(after.status).toBe('accepted');
    expect(after.settlement).toBeNull();
    expect(after.hold).toEqual({ memberId: ada.userId, amount: 1 });
    expect(await ledgerSum()).toBe(sumBefore);
    expect(await available(ben)).toBe(11);
  });

  it('validates the two new rules and keeps them when a change leaves them out', async () => {
    const { owner, members } = await community('hazel-row', 'Hazel Row', ['Ada Hazel']);
    for (const bad of [
      { autoAcceptDays: 0 },
      { autoAcceptDays: 31 },
      { autoAcceptDays: 2.5 },
      { requireSwapApproval: 'yes' },
    ]) {
      const refused = await call(owner, 'PUT', '/api/communities/hazel-row/rules', {
        creditFloor: null,
        balanceCap: null,
        levyPercent: 0,
        ...bad,
      });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const byMember = await call(members[0]!, 'PUT', '/api/communities/hazel-row/rules', {
      creditFloor: null,
      balanceCap: null,
      levyPercent: 0,
      requireSwapApproval: true,
    });
    expect(byMember.statusCode).toBe(403);
    await setRules(owner, 'hazel-row', { requireSwapApproval: true, autoAcceptDays: 14 });
    const kept = await setRules(owner, 'hazel-row', { levyPercent: 2 });
    expect(kept).toMatchObject({ requireSwapApproval: true, autoAcceptDays: 14, levyPercent: 2 });
    const cleared = await setRules(owner, 'hazel-row', { autoAcceptDays: null });
    expect(cleared).toMatchObject({ requireSwapApproval: true, autoAcceptDays: null });
  });

  it('waits for a coordinator’s approval before it can be accepted; approve and refuse are audited and told', async () => {
    const setup = await community('rowan-bank', 'Rowan Bank', ['Ada Rowan', 'Ben Rowan']);
    const { id } = setup;
    let { owner, coordinator } = setup;
    let [ada, ben] = setup.members as [KitMember, KitMember];
    await setRules(owner, 'rowan-bank', { requireSwapApproval: true });
    const swap = await requestOk(ada, ben, id, { hoursOffered: 1, hoursRequested: 1 });
    expect(swap.community?.approval).toBe('pending');
    expect(await titlesOf(coordinator)).toContain('A swap in Rowan Bank waits for your approval');
    const view = (await kit.getSwap(ben, swap.id)).json<SwapDetail>();
    expect(view.allowedActions).not.toContain('accept');
    expect(view.allowedActions).toContain('decline');
    const early = await kit.act(ben, swap.id, 'accept');
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      'This swap waits for a coordinator of Rowan Bank to approve it before it can be accepted',
    );
    expect((await kit.getSwap(ben, swap.id)).json<SwapDetail>().status).toBe('requested');

    // Only coordinators list and decide; a coordinator never decides their own swap.
    expect((await call(ada, 'GET', '/api/communities/rowan-bank/swap-approvals')).statusCode).toBe(403);
    const byMember = await call(ada, 'POST', `/api/communities/rowan-bank/swap-approvals/${swap.id}`, {
      decision: 'approved',
    });
    expect(byMember.statusCode).toBe(403);
    const list = await ok<SwapApprovalList>(coordinator, 'GET', '/api/communities/rowan-bank/swap-approvals');
    expect(list.items.map((item) => [item.swapId, item.requester.fullName])).toEqual([
      [swap.id, 'Ada Rowan'],
    ]);
    const own = await requestOk(coordinator, ada, id, { hoursOffered: 1, hoursRequested: 1 });
    const ownDecision = await call(
      coordinator,
      'POST',
      `/api/communities/rowan-bank/swap-approvals/${own.id}`,
      {
        decision: 'approved',
      },
    );
    expect(ownDecision.statusCode).toBe(403);
    expect(ownDecision.json<{ code: string }>().code).toBe('own_cause');
    const badDecision = await call(
      coordinator,
      'POST',
      `/api/communities/rowan-bank/swap-approvals/${swap.id}`,
      {
        decision: 'maybe',
      },
    );
    expect(badDecision.statusCode).toBe(400);
    // A swap of another community is not found here.
    const other = await community('aspen-way', 'Aspen Way', []);
    const elsewhere = await call(
      other.owner,
      'POST',
      `/api/communities/aspen-way/swap-approvals/${swap.id}`,
      {
        decision: 'approved',
      },
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await kit.getSwap(ben, swap.id)).json<SwapDetail>().community?.approval).toBe('pending');

    clock.advance(dayMs);
    [ada, ben, coordinator, owner] = (await Promise.all(
      [ada, ben, coordinator, owner].map(kit.signInAgain),
    )) as [KitMember, KitMember, KitMember, KitMember];
    await ok(coordinator, 'POST', `/api/communities/rowan-bank/swap-approvals/${swap.id}`, {
      decision: 'approved',
    });
    const approved = (await kit.getSwap(ben, swap.id)).json<SwapDetail>();
    expect(approved.community?.approval).toBe('approved');
    expect(approved.allowedActions).toContain('accept');
    // Its 14 days start again from the approval.
    expect(approved.expiresAt).toBe(new Date(clock.now().getTime() + 14 * dayMs).toISOString());
    expect(await titlesOf(ben)).toContain('A coordinator of Rowan Bank approved your swap request');
    expect(await titlesOf(ada)).toContain('A coordinator of Rowan Bank approved your swap request');
    const again = await call(coordinator, 'POST', `/api/communities/rowan-bank/swap-approvals/${swap.id}`, {
      decision: 'refused',
    });
    expect(again.statusCode).toBe(409);
    // New terms after the approval wait for a coordinator again; the message alone does not.
    await ok(ada, 'PATCH', `/api/swap-requests/${swap.id}`, { message: 'See you Saturday' });
    expect((await kit.getSwap(ben, swap.id)).json<SwapDetail>().community?.approval).toBe('approved');
    await ok(ada, 'PATCH', `/api/swap-requests/${swap.id}`, { hoursRequested: 3 });
    expect((await kit.getSwap(ben, swap.id)).json<SwapDetail>().community?.approval).toBe('pending');
    expect((await kit.act(ben, swap.id, 'accept')).statusCode).toBe(409);
    await ok(coordinator, 'POST', `/api/communities/rowan-bank/swap-approvals/${swap.id}`, {
      decision: 'approved',
    });
    await kit.actOk(ben, swap.id, 'accept');

    await ok(owner, 'POST', `/api/communities/rowan-bank/swap-approvals/${own.id}`, { decision: 'refused' });
    const refused = (await kit.getSwap(ada, own.id)).json<SwapDetail>();
    expect(refused.status).toBe('cancelled');
    expect(refused.community?.approval).toBe('refused');
    expect(await titlesOf(ada)).toContain('A coordinator of Rowan Bank refused your swap request');
    const audit = await harness.database.db.execute<{ event: string; actor_id: string }>(
      sql`SELECT event, actor_id FROM audit_log WHERE event LIKE 'community_swap_%' ORDER BY created_at, id`,
    );
    expect(audit.rows.map((row) => [row.event, row.actor_id])).toEqual([
      ['community_swap_approved', coordinator.userId],
      ['community_swap_approved', coordinator.userId],
      ['community_swap_refused', owner.userId],
    ]);
  });

  it('a flagged member’s swap waits for approval when the community approves flagged members’ exchanges', async () => {
    const { id, owner, coordinator, members } = await community('cedar-lane', 'Cedar Lane', [
      'Ada Cedar',
      'Ben Cedar',
    ]);
    const [ada, ben] = members as [KitMember, KitMember];
    await setRules(owner, 'cedar-lane', { requireFlaggedApproval: true });
    expect(
      (await requestOk(ada, ben, id, { hoursOffered: 1, hoursRequested: 1 })).community?.approval,
    ).toBeNull();
    const flagged = await call(
      coordinator,
      'PUT',
      `/api/communities/cedar-lane/safeguarding/flags/${ben.userId}`,
      {
        reason: 'Concerns raised at the hall',
      },
    );
    expect(flagged.statusCode, flagged.body).toBeLessThan(300);
    await kit.actOk(
      ada,
      (await ok<SwapRequestList>(ada, 'GET', '/api/swap-requests')).items[0]!.id,
      'cancel',
    );
    const waiting = await requestOk(ada, ben, id, { hoursOffered: 1, hoursRequested: 1 });
    expect(waiting.community?.approval).toBe('pending');
  });

  it('accepts a request unanswered for N days, once, even when two job runs race; audited and both told', async () => {
    const { id, owner, members } = await community('birch-hollow', 'Birch Hollow', [
      'Ada Birch',
      'Ben Birch',
      'Cleo Birch',
    ]);
    let [ada, ben, cleo] = members as [KitMember, KitMember, KitMember];
    await setRules(owner, 'birch-hollow', { autoAcceptDays: 3, levyPercent: 5 });
    const swap = await requestOk(ada, ben, id, { hoursOffered: 0, hoursRequested: 1 });
    // Ada asks Cleo for more than she has: when its day comes, the floor refuses it and it is
    // not tried again.
    const tooMuch = await requestOk(cleo, ada, id, { hoursOffered: 5, hoursRequested: 0 });
    expect(await autoAcceptDueRequests(context())).toBe(0);
    clock.advance(3 * dayMs - 60_000);
    expect(await autoAcceptDueRequests(context())).toBe(0);
    clock.advance(60_000);
    [ada, ben, cleo] = (await Promise.all([ada, ben, cleo].map(kit.signInAgain))) as [
      KitMember,
      KitMember,
      KitMember,
    ];
    const [first, second] = await Promise.all([
      autoAcceptDueRequests(context()),
      autoAcceptDueRequests(context()),
    ]);
    expect(first + second).toBe(1);
    const accepted = (await kit.getSwap(ada, swap.id)).json<SwapDetail>();
    expect(accepted.status).toBe('accepted');
    expect(accepted.hold).toEqual({ memberId: ada.userId, amount: 1 });
    expect(accepted.events.filter((event) => event.type === 'accepted')).toEqual([
      expect.objectContaining({ actorId: null, note: 'Accepted automatically after 3 days in Birch Hollow' }),
    ]);
    for (const member of [ada, ben]) {
      expect(await titlesOf(member)).toContain('Your swap of Guitar for Spanish was accepted automatically');
    }
    expect(
      await count(sql`SELECT count(*) AS n FROM audit_log
        WHERE event = 'community_swap_auto_accepted' AND details->>'swapId' = ${swap.id}`),
    ).toBe(1);

    const skipped = (await kit.getSwap(cleo, tooMuch.id)).json<SwapDetail>();
    expect(skipped.status).toBe('requested');
    expect(skipped.events.map((event) => event.type)).toContain('auto_accept_refused');
    expect(await titlesOf(cleo)).toContain(
      'Your swap of Guitar for Spanish could not be accepted automatically',
    );
    clock.advance(dayMs);
    [ada, ben, cleo] = (await Promise.all([ada, ben, cleo].map(kit.signInAgain))) as [
      KitMember,
      KitMember,
      KitMember,
    ];
    expect(await autoAcceptDueRequests(context())).toBe(0);
    expect((await kit.getSwap(cleo, tooMuch.id)).json<SwapDetail>().events.length).toBe(
      skipped.events.length,
    );

    // The accepted swap settles with the levy like any swap made in the community.
    await kit.actOk(ada, swap.id, 'confirm', { requesterHours: 0, recipientHours: 1 });
    await kit.actOk(ben, swap.id, 'confirm', { requesterHours: 0, recipientHours: 1 });
    expect((await ok<CommunityFund>(ada, 'GET', '/api/communities/birch-hollow/fund')).balance).toBe(0.05);
  });

  it('a request made in a community that accepts after 20 days lives past the usual 14', async () => {
    const { id, owner, members } = await community('larch-end', 'Larch End', ['Ada Larch', 'Ben Larch']);
    const [ada, ben] = members as [KitMember, KitMember];
    await setRules(owner, 'larch-end', { autoAcceptDays: 20 });
    const swap = await requestOk(ada, ben, id, { hoursOffered: 1, hoursRequested: 1 });
    expect(swap.expiresAt).toBe(new Date(clock.now().getTime() + 21 * dayMs).toISOString());
    clock.advance(20 * dayMs);
    expect(await autoAcceptDueRequests(context())).toBe(1);
    expect((await kit.getSwap(await kit.signInAgain(ben), swap.id)).json<SwapDetail>().status).toBe(
      'accepted',
    );
  });
});
