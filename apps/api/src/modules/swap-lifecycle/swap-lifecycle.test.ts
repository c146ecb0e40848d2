import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwapDetail, SwapList, SwapSummary } from '@skillswap/contracts/swap-lifecycle/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { outbox, swapEvents } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { expireDueRequests } from './swap-expiry.ts';
import { createSwapKit, type KitMember, type SwapKit } from './swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { swapLifecycleRoutes } from '@skillswap/contracts/swap-lifecycle/routes';
import { accountRoutes } from '@skillswap/contracts/account/routes';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';

describe(`swap lifecycle on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  const clock = createManualClock(new Date('2026-04-01T09:00:00Z'));
  let ana: KitMember;
  let ben: KitMember;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    ana = await kit.joinMember('Ana Lima');
    ben = await kit.joinMember('Ben Okafor', { offers: 'Spanish', wants: 'Guitar' });
  });
  afterAll(() => harness.close());

  const eventsOf = async (swapId: string) =>
    (await harness.database.db.select().from(swapEvents).where(eq(swapEvents.swapId, swapId))).map(
      (e) => e.type,
    );

  it('gives each member 2 SC once their address is verified and profile complete; no credit before teaching', async () => {
    expect(await kit.balanceOf(ana)).toEqual({ balance: 2, held: 0, available: 2, creditFloor: 0 });
  });

  it('an even swap goes from request to completion with no SkillCoin moving', async () => {
    const swapId = await kit.requestSwap(ana, ben);
    const accepted = await kit.actOk(ben, swapId, 'accept');
    expect(accepted).toMatchObject({ status: 'accepted', hold: null, myRole: 'recipient' });
    expect(accepted.allowedActions).toEqual(['cancel', 'confirm', 'dispute']);
    const half = await kit.actOk(ana, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    expect(half.status).toBe('accepted');
    const done = await kit.actOk(ben, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    expect(done).toMatchObject({ status: 'completed', settlement: { amount: 0 }, canReview: true });
    expect(await eventsOf(swapId)).toEqual(['requested', 'accepted', 'confirmed', 'confirmed', 'completed']);
    expect((await kit.balanceOf(ana)).balance).toBe(2);
    expect((await kit.balanceOf(ben)).balance).toBe(2);
  });

  it('holds the expected net hours on acceptance and settles the confirmed ones on completion', async () => {
    const swapId = await kit.requestSwap(ana, ben, { hoursOffered: 1, hoursRequested: 3 });
    const accepted = await kit.actOk(ben, swapId, 'accept');
    expect(accepted.hold).toEqual({ memberId: ana.userId, amount: 2 });
    expect(await kit.balanceOf(ana)).toEqual({ balance: 2, held: 2, available: 0, creditFloor: -5 });
    await kit.actOk(ana, swapId, 'confirm', { requesterHours: 1, recipientHours: 2.5 });
    const done = await kit.actOk(ben, swapId, 'confirm', { requesterHours: 1, recipientHours: 2.5 });
    expect(done.settlement).toEqual({ fromId: ana.userId, toId: ben.userId, amount: 1.5 });
    expect(await kit.balanceOf(ana)).toEqual({ balance: 0.5, held: 0, available: 0.5, creditFloor: -5 });
    expect((await kit.balanceOf(ben)).balance).toBe(3.5);
  });

  it('asks the other member again when the confirmed hours differ, and completes once they agree', async () => {
    const swapId = await kit.requestSwap(ben, ana);
    await kit.actOk(ana, swapId, 'accept');
    await kit.actOk(ben, swapId, 'confirm', { requesterHours: 2, recipientHours: 1 });
    const differing = await kit.actOk(ana, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    expect(differing.status).toBe('accepted');
    const summary = await inject(harness.app, swapLifecycleRoutes.getSwapSummary, { as: ben });
    expect(summary.json<SwapSummary>().waitingForMe).toBe(1);
    const agreed = await kit.actOk(ben, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    expect(agreed.status).toBe('completed');
  });

  it('refuses an acceptance that would take the learner below the credit floor, and changes nothing', async () => {
    const swapId = await kit.requestSwap(ana, ben, { hoursOffered: 0, hoursRequested: 8 });
    const response = await kit.act(ben, swapId, 'accept');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'insufficient_credit',
      message: expect.stringContaining("Ana Lima doesn't have enough SkillCoin") as unknown,
    });
    const swap = (await kit.getSwap(ben, swapId)).json<SwapDetail>();
    expect(swap).toMatchObject({ status: 'requested', hold: null });
    await kit.actOk(ana, swapId, 'cancel');
  });

  it('lets only the right member take each action', async () => {
    const outsider = await kit.joinMember('Cleo Outsider');
    const swapId = await kit.requestSwap(ana, ben);
    expect((await kit.act(ana, swapId, 'accept')).statusCode).toBe(403);
    expect((await kit.act(ana, swapId, 'decline')).statusCode).toBe(403);
    expect((await kit.act(ben, swapId, 'cancel')).statusCode).toBe(403);
    expect((await kit.act(outsider, swapId, 'accept')).statusCode).toBe(404);
    expect((await kit.getSwap(outsider, swapId)).statusCode).toBe(404);
    const early = await kit.act(ana, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    expect(early.statusCode).toBe(409);
    const declined = await kit.actOk(ben, swapId, 'decline');
    expect(declined).toMatchObject({ status: 'declined', allowedActions: [] });
    const late = await kit.act(ben, swapId, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('declined') as unknown,
    });
  });

  it('treats a repeated action as done, without recording it twice', async () => {
    const swapId = await kit.requestSwap(ana, ben, { hoursOffered: 1, hoursRequested: 2 });
    await kit.actOk(ben, swapId, 'accept');
    await kit.actOk(ben, swapId, 'accept');
    await kit.actOk(ana, swapId, 'confirm', { requesterHours: 1, recipientHours: 2 });
    await kit.actOk(ana, swapId, 'confirm', { requesterHours: 1, recipientHours: 2 });
    expect(await eventsOf(swapId)).toEqual(['requested', 'accepted', 'confirmed']);
    expect((await kit.balanceOf(ana)).held).toBe(1);
    await kit.actOk(ben, swapId, 'cancel', { reason: 'Moving abroad' });
    await kit.actOk(ben, swapId, 'cancel');
    expect((await kit.balanceOf(ana)).held).toBe(0);
    expect(await eventsOf(swapId)).toEqual(['requested', 'accepted', 'confirmed', 'cancelled']);
  });

  it('keeps the hold of a disputed swap and allows nothing more', async () => {
    const swapId = await kit.requestSwap(ben, ana, { hoursOffered: 2, hoursRequested: 1 });
    await kit.actOk(ana, swapId, 'accept');
    const tooShort = await kit.act(ana, swapId, 'dispute', { reason: 'no' });
    expect(tooShort.statusCode).toBe(400);
    const disputed = await kit.actOk(ana, swapId, 'dispute', {
      reason: 'Ben never showed up to our sessions',
    });
    expect(disputed).toMatchObject({
      status: 'disputed',
      allowedActions: [],
      hold: { memberId: ana.userId, amount: 1 },
    });
    expect((await kit.act(ben, swapId, 'cancel')).statusCode).toBe(409);
  });

  it('tells the requester when their request is accepted, in the app and by e-mail', async () => {
    const seen = new Set((await harness.database.db.select().from(outbox)).map((message) => message.id));
    const swapId = await kit.requestSwap(ben, ana);
    await kit.actOk(ana, swapId, 'accept');
    const mail = (await harness.database.db.select().from(outbox)).filter((message) => !seen.has(message.id));
    const toBen = mail.filter((message) => message.recipient === ben.email);
    expect(toBen.map((message) => message.subject)).toContain('Ana Lima accepted your swap request');
    expect(toBen.every((message) => !message.bodyText.includes(ana.email))).toBe(true);
    await kit.actOk(ana, swapId, 'cancel');
  });

  it('lists swaps by box, newest change first', async () => {
    const cleo = await kit.joinMember('Cleo Park');
    const dan = await kit.joinMember('Dan Ruiz');
    const incoming = await kit.requestSwap(dan, cleo);
    clock.advance(1000);
    const outgoing = await kit.requestSwap(cleo, ana);
    const list = async (box: string) => {
      const response = await inject(harness.app, swapLifecycleRoutes.listSwaps, {
        unchecked: true,
        query: { box },
        as: cleo,
      });
      return response.json<SwapList>().items.map((item) => item.id);
    };
    expect(await list('incoming')).toEqual([incoming]);
    expect(await list('outgoing')).toEqual([outgoing]);
    await kit.actOk(cleo, incoming, 'accept');
    expect(await list('active')).toEqual([incoming]);
    await kit.actOk(cleo, outgoing, 'cancel');
    expect(await list('past')).toEqual([outgoing]);
    expect(await list('incoming')).toEqual([]);
  });

  it('expires a request left unanswered for 14 days', async () => {
    let eve = await kit.joinMember('Eve Stone');
    let fay = await kit.joinMember('Fay Moss');
    const swapId = await kit.requestSwap(eve, fay);
    const waiting = (await kit.getSwap(fay, swapId)).json<SwapDetail>();
    expect(waiting.expiresAt).toBe(new Date(clock.now().getTime() + 14 * 86_400_000).toISOString());
    clock.advance(14 * 86_400_000 + 1);
    [eve, fay] = [await kit.signInAgain(eve), await kit.signInAgain(fay)];
    const late = await kit.act(fay, swapId, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'This request expired after 14 days without an answer' });
    expect((await kit.getSwap(eve, swapId)).json<SwapDetail>().status).toBe('expired');
  });

  it('cancels the open swaps of a member who deletes their account and releases the holds', async () => {
    const gus = await kit.joinMember('Gus Vale');
    const hana = await kit.joinMember('Hana Ito');
    const swapId = await kit.requestSwap(gus, hana, { hoursOffered: 0, hoursRequested: 2 });
    await kit.actOk(hana, swapId, 'accept');
    expect((await kit.balanceOf(gus)).held).toBe(2);
    const deleted = await inject(harness.app, accountRoutes.deleteAccount, { as: gus });
    expect(deleted.statusCode).toBe(204);
    const swap = (await kit.getSwap(hana, swapId)).json<SwapDetail>();
    expect(swap).toMatchObject({ status: 'cancelled', hold: null, requester: { fullName: 'Former member' } });
    const bell = await inject(harness.app, notificationRoutes.listNotifications, { as: hana });
    expect(bell.json<{ items: { title: string }[] }>().items[0]!.title).toBe(
      'Your swap of Guitar for Spanish was cancelled',
    );
  });

  it('the expiry job ends every request unanswered for 14 days and tells each requester', async () => {
    let ivo = await kit.joinMember('Ivo Waits');
    const jun = await kit.joinMember('Jun Busy');
    const kim = await kit.joinMember('Kim Busy');
    const stale = [await kit.requestSwap(ivo, jun), await kit.requestSwap(ivo, kim)];
    clock.advance(13 * 86_400_000);
    const context = { db: harness.database.db, clock, publicUrl: harness.config.PUBLIC_URL };
    expect(await expireDueRequests(context)).toBe(0);
    clock.advance(86_400_000);
    expect(await expireDueRequests(context)).toBe(2);
    expect(await expireDueRequests(context)).toBe(0);
    ivo = await kit.signInAgain(ivo);
    for (const swapId of stale)
      expect((await kit.getSwap(ivo, swapId)).json<SwapDetail>().status).toBe('expired');
    const bell = await inject(harness.app, notificationRoutes.listNotifications, { as: ivo });
    const titles = bell.json<{ items: { title: string }[] }>().items.map((item) => item.title);
    expect(titles.filter((title) => title.startsWith('Your swap request to'))).toHaveLength(2);
  });
});
