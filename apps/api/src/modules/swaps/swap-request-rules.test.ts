import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwapRequest } from '@skillswap/contracts/swaps/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { swapEvents, swaps } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';

describe(`what a swap request must say, and changing it before the answer, on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  const clock = createManualClock(new Date('2026-05-04T10:00:00Z'));
  let ana: KitMember;
  let ben: KitMember;
  let outsider: KitMember;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    // Elite: this file sends more requests than a free plan allows in a month.
    ana = await kit.joinMember('Ana Lima', { offers: 'Guitar', wants: 'Spanish', plan: 'elite' });
    ben = await kit.joinMember('Ben Okafor', { offers: 'Spanish', wants: 'Guitar', plan: 'elite' });
    outsider = await kit.joinMember('Oli Outsider');
  });
  afterAll(() => harness.close());

  const send = (member: TestMember, targetId: string, extra: object = {}) =>
    inject(harness.app, swapRoutes.createSwapRequest, {
      as: member,
      body: { targetId, offeredSkill: 'Guitar', requestedSkill: 'Spanish', message: '', ...extra },
    });
  const edit = (member: TestMember, swapId: string, changes: object) =>
    inject(harness.app, swapRoutes.updateSwapRequest, { params: { id: swapId }, as: member, body: changes });
  const swapsSentBy = async (member: TestMember) =>
    harness.database.db.select().from(swaps).where(eq(swaps.requesterId, member.userId));
  const termsOf = async (swapId: string) => {
    const [row] = await harness.database.db.select().from(swaps).where(eq(swaps.id, swapId));
    return {
      status: row!.status,
      offeredSkill: row!.offeredSkill,
      requestedSkill: row!.requestedSkill,
      message: row!.message,
      hoursOffered: Number(row!.hoursOffered),
      hoursRequested: Number(row!.hoursRequested),
    };
  };

  it('refuses a request with 0 hours both ways, says why, and stores nothing', async () => {
    const response = await send(ana, ben.userId, { hoursOffered: 0, hoursRequested: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'A swap needs some teaching: set the hours above 0 on at least one side',
    });
    expect(await swapsSentBy(ana)).toEqual([]);
  });

  it('accepts a paid lesson: 0 hours one way, some the other', async () => {
    const response = await send(outsider, ben.userId, { hoursOffered: 0, hoursRequested: 1.5 });
    expect(response.statusCode).toBe(201);
    await kit.actOk(outsider, response.json<{ data: SwapRequest }>().data.id, 'cancel');
  });

  it('sends a member who teaches nothing to complete their profile first, and stores nothing', async () => {
    const newcomer = await signUpMember(harness.app, { fullName: 'Nell Newcomer' });
    const response = await send(newcomer, ben.userId, { offeredSkill: 'Skill' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'profile_incomplete',
      message: 'Add a skill you can teach to your profile before you request a swap',
    });
    expect(await swapsSentBy(newcomer)).toEqual([]);

    const saved = await inject(harness.app, profileRoutes.updateMyProfile, {
      as: newcomer,
      body: { full_name: 'Nell Newcomer', bio: '', skills_offered: ['Knitting'], skills_wanted: [] },
    });
    expect(saved.statusCode).toBe(200);
    const again = await send(newcomer, ben.userId, { offeredSkill: 'Knitting' });
    expect(again.statusCode).toBe(201);
    await kit.actOk(newcomer, again.json<{ data: SwapRequest }>().data.id, 'cancel');
  });

  it('the requester changes skills, hours and message until the answer; the other member sees the new terms', async () => {
    const swapId = (await send(ana, ben.userId)).json<{ data: SwapRequest }>().data.id;
    clock.advance(60_000);
    const response = await edit(ana, swapId, {
      requestedSkill: 'Spanish conversation',
      hoursOffered: 2,
      hoursRequested: 0.5,
      message: 'Two hours of guitar for some conversation practice?',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: SwapRequest }>().data).toMatchObject({
      status: 'requested',
      offeredSkill: 'Guitar',
      requestedSkill: 'Spanish conversation',
      hoursOffered: 2,
      hoursRequested: 0.5,
      message: 'Two hours of guitar for some conversation practice?',
      updatedAt: '2026-05-04T10:01:00.000Z',
    });
    // Only the hours sent change; the rest stays.
    expect((await edit(ana, swapId, { hoursRequested: 1 })).statusCode).toBe(200);

    const seenByBen = (await kit.getSwap(ben, swapId)).json<{
      requestedSkill: string;
      hoursOffered: number;
      hoursRequested: number;
    }>();
    expect(seenByBen).toMatchObject({
      requestedSkill: 'Spanish conversation',
      hoursOffered: 2,
      hoursRequested: 1,
    });
    const events = await harness.database.db.select().from(swapEvents).where(eq(swapEvents.swapId, swapId));
    expect(events.map((event) => [event.type, event.actorId])).toEqual([
      ['requested', ana.userId],
      ['edited', ana.userId],
      ['edited', ana.userId],
    ]);
    await kit.actOk(ana, swapId, 'cancel');
  });

  it('refuses changes from anyone but the requester, and changes that teach nothing, changing nothing', async () => {
    const swapId = (await send(ana, ben.userId, { hoursOffered: 0, hoursRequested: 1 })).json<{
      data: SwapRequest;
    }>().data.id;
    const before = await termsOf(swapId);

    const byRecipient = await edit(ben, swapId, { hoursOffered: 3 });
    expect(byRecipient.statusCode).toBe(403);
    expect(byRecipient.json()).toEqual({
      code: 'forbidden',
      message: 'Only the member who sent a request can change it',
    });
    const byOutsider = await edit(outsider, swapId, { hoursOffered: 3 });
    expect(byOutsider.statusCode).toBe(404);
    expect((await edit(ana, crypto.randomUUID(), { hoursOffered: 3 })).statusCode).toBe(404);

    const nothingTaught = await edit(ana, swapId, { hoursRequested: 0 });
    expect(nothingTaught.statusCode).toBe(400);
    expect(nothingTaught.json()).toMatchObject({
      code: 'validation_failed',
      message: 'A swap needs some teaching: set the hours above 0 on at least one side',
    });
    expect((await edit(ana, swapId, { hoursOffered: 0, hoursRequested: 0 })).statusCode).toBe(400);
    expect((await edit(ana, swapId, {})).statusCode).toBe(400);
    expect((await edit(ana, swapId, { hoursOffered: -1 })).statusCode).toBe(400);
    expect((await edit(ana, swapId, { offeredSkill: '' })).statusCode).toBe(400);
    expect(await termsOf(swapId)).toEqual(before);
    await kit.actOk(ana, swapId, 'cancel');
  });

  it.each([
    ['accepted', 'accept', 'recipient'],
    ['declined', 'decline', 'recipient'],
    ['cancelled', 'cancel', 'requester'],
  ] as const)('refuses changes once the request is %s', async (status, action, actor) => {
    const swapId = (await send(ana, ben.userId)).json<{ data: SwapRequest }>().data.id;
    await kit.actOk(actor === 'requester' ? ana : ben, swapId, action);
    const before = await termsOf(swapId);
    const response = await edit(ana, swapId, { hoursOffered: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'conflict',
      message: `This request has already been ${status}, so it can no longer be changed`,
    });
    expect(await termsOf(swapId)).toEqual({ ...before, status });
    if (status === 'accepted') await kit.actOk(ana, swapId, 'cancel');
  });

  it('refuses changes once the request has expired unanswered', async () => {
    const swapId = (await send(ana, ben.userId)).json<{ data: SwapRequest }>().data.id;
    const before = await termsOf(swapId);
    clock.advance(15 * 24 * 60 * 60 * 1000);
    const response = await edit(await kit.signInAgain(ana), swapId, { hoursOffered: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'This request has expired, so it can no longer be changed',
    );
    expect(await termsOf(swapId)).toEqual(before);
  });
});
