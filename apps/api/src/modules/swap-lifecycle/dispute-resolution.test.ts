import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import { ledgerTransfers, notifications, outbox } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { translateError } from '../../lib/i18n/error-translator.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { listDisputes } from './dispute-listing.ts';
import { resolveDispute } from './dispute-resolution.ts';
import { openDispute } from './disputes.test-helper.ts';
import { findBrokenPromises } from './ledger-invariants.test-helper.ts';
import { createSwapKit, type KitMember, type SwapKit } from './swaps.test-helper.ts';
import type { LifecycleContext } from './transition-scope.ts';
import { inject } from '../../test/inject.ts';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';

describe(`an operator resolving disputed swaps on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let context: LifecycleContext;
  const clock = createManualClock(new Date('2026-05-01T09:00:00Z'));
  const note = 'Both of you told us two and a half hours of Spanish happened';

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    context = { db: harness.database.db, clock, publicUrl: harness.config.PUBLIC_URL };
  });
  afterAll(() => harness.close());

  const joinPair = async (first: string, second: string) => [
    await kit.joinMember(first),
    await kit.joinMember(second, { offers: 'Spanish', wants: 'Guitar' }),
  ];
  const getSwap = async (member: KitMember, swapId: string) =>
    (await kit.getSwap(member, swapId)).json<SwapDetail>();
  const bellOf = async (member: KitMember) => {
    const response = await inject(harness.app, notificationRoutes.listNotifications, { as: member });
    return response.json<{ items: { type: string; title: string; body: string; link: string }[] }>().items;
  };
  const mailTo = async (member: KitMember) =>
    (await harness.database.db.select().from(outbox).orderBy(asc(outbox.id))).filter(
      (message) => message.recipient === member.email,
    );
  /** Everything either member or the ledger shows about a swap, to prove an action changed nothing. */
  const observe = async (swapId: string, requester: KitMember, recipient: KitMember) => ({
    swap: await getSwap(requester, swapId),
    balances: [await kit.balanceOf(requester), await kit.balanceOf(recipient)],
    notices: await harness.database.db.select().from(notifications).where(eq(notifications.swapId, swapId)),
    mail: (await harness.database.db.select().from(outbox)).length,
  });

  it('lists disputed swaps with the members, the hold, their confirmations and the reason', async () => {
    const [ana, ben] = await joinPair('Ana Lima', 'Ben Okafor');
    const swapId = await openDispute(kit, ana!, ben!, { hoursOffered: 1, hoursRequested: 3 });
    const [listed] = (await listDisputes(harness.database.db)).filter((item) => item.swap.id === swapId);
    expect(listed).toMatchObject({
      requester: { fullName: 'Ana Lima', email: ana!.email },
      recipient: { fullName: 'Ben Okafor', email: ben!.email },
      disputedBy: 'Ben Okafor',
      reason: 'Ana Lima stopped coming to our sessions',
      hold: { memberName: 'Ana Lima', amount: 2 },
      confirmations: [],
    });
  });

  it('settles a dispute at the operator’s hours: the hold is released and the net moves exactly once', async () => {
    const [ana, ben] = await joinPair('Ana Reyes', 'Ben Adler');
    const swapId = await openDispute(kit, ana!, ben!, { hoursOffered: 1, hoursRequested: 3 });
    expect(await kit.balanceOf(ana!)).toEqual({ balance: 2, held: 2, available: 0, creditFloor: 0 });
    const resolved = await resolveDispute(context, {
      swapId,
      resolution: { outcome: 'settled', requesterHours: 1, recipientHours: 2.5, note },
    });
    expect(resolved).toMatchObject({
      hasChanged: true,
      summary: 'settled at 1 h of Guitar and 2.5 h of Spanish',
      payment: { fromName: 'Ana Reyes', toName: 'Ben Adler', amount: 1.5 },
    });
    expect(await kit.balanceOf(ana!)).toEqual({ balance: 0.5, held: 0, available: 0.5, creditFloor: -5 });
    expect(await kit.balanceOf(ben!)).toEqual({ balance: 3.5, held: 0, available: 3.5, creditFloor: -5 });
    const swap = await getSwap(ben!, swapId);
    expect(swap).toMatchObject({
      status: 'completed',
      hold: null,
      settlement: { fromId: ana!.userId, toId: ben!.userId, amount: 1.5 },
      allowedActions: [],
      canReview: true,
    });
    expect(swap.events.map((event) => event.type)).toEqual([
      'requested',
      'accepted',
      'disputed',
      'completed',
    ]);
    expect(swap.events.at(-1)).toMatchObject({
      actorId: null,
      note: `Dispute resolved by SkillSwap (1 h of Guitar and 2.5 h of Spanish): ${note}`,
    });
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
  });

  it('tells both members in the app and by e-mail, with the operator’s note', async () => {
    const [ana, ben] = await joinPair('Ana Souza', 'Ben Carter');
    const swapId = await openDispute(kit, ana!, ben!, { hoursOffered: 1, hoursRequested: 3 });
    await resolveDispute(context, {
      swapId,
      resolution: { outcome: 'settled', requesterHours: 1, recipientHours: 2.5, note },
    });
    const [toAna] = await bellOf(ana!);
    expect(toAna).toMatchObject({
      type: 'swap_completed',
      title: 'SkillSwap resolved the dispute about your swap with Ben Carter',
      link: `/swaps/${swapId}`,
    });
    expect(toAna!.body).toContain('Your SkillCoin balance changed by -1.5 SC.');
    expect(toAna!.body).toContain(note);
    const [toBen] = await bellOf(ben!);
    expect(toBen!.body).toContain('Your SkillCoin balance changed by +1.5 SC.');
    for (const member of [ana!, ben!]) {
      const mail = (await mailTo(member)).filter((message) =>
        message.subject.startsWith('SkillSwap resolved'),
      );
      expect(mail).toHaveLength(1);
      expect(mail[0]!.bodyText).toContain(note);
    }
  });

  it('resolving the same dispute the same way again changes nothing', async () => {
    const [ana, ben] = await joinPair('Ana Costa', 'Ben Dray');
    const swapId = await openDispute(kit, ana!, ben!, { hoursOffered: 1, hoursRequested: 3 });
    const resolution = { outcome: 'settled', requesterHours: 1, recipientHours: 2.5, note } as const;
    await resolveDispute(context, { swapId, resolution });
    const before = await observe(swapId, ana!, ben!);
    clock.advance(60_000);
    const again = await resolveDispute(context, { swapId, resolution });
    expect(again).toMatchObject({ hasChanged: false, payment: { amount: 1.5 } });
    expect(await observe(swapId, ana!, ben!)).toEqual(before);
    const settlements = await harness.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.swapId, swapId));
    expect(settlements.filter((transfer) => transfer.kind === 'swap_settlement')).toHaveLength(1);
    await expect(
      resolveDispute(context, { swapId, resolution: { outcome: 'cancelled', note } }),
    ).rejects.toThrow('This dispute was already resolved on 2026-05-01T09:00:00.000Z (settled at 1 h');
    expect(await observe(swapId, ana!, ben!)).toEqual(before);
  });

  it('settles a dispute exactly once when two operators resolve it at the same moment', async () => {
    const [ana, ben] = await joinPair('Ana Moss', 'Ben Frost');
    const swapId = await openDispute(kit, ana!, ben!, { hoursOffered: 1, hoursRequested: 3 });
    const resolution = { outcome: 'settled', requesterHours: 1, recipientHours: 3, note } as const;
    const results = await Promise.all([
      resolveDispute(context, { swapId, resolution }),
      resolveDispute(context, { swapId, resolution }),
    ]);
    expect(results.map((result) => result.hasChanged).sort()).toEqual([false, true]);
    expect((await kit.balanceOf(ana!)).balance).toBe(0);
    expect((await kit.balanceOf(ben!)).balance).toBe(4);
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
  });

  it('cancels a dispute: the hold is released, no SkillCoin moves, both members are told in the app and by e-mail', async () => {
    const [ana, ben] = await joinPair('Ana Pires', 'Ben Hale');
    const swapId = await openDispute(kit, ana!, ben!, { hoursOffered: 0, hoursRequested: 2 });
    const mailBefore = (await mailTo(ana!)).length + (await mailTo(ben!)).length;
    const cancelNote = 'No lesson took place, so nothing is owed';
    const resolved = await resolveDispute(context, {
      swapId,
      resolution: { outcome: 'cancelled', note: cancelNote },
    });
    expect(resolved).toMatchObject({ hasChanged: true, summary: 'cancelled', payment: null });
    expect(await kit.balanceOf(ana!)).toEqual({ balance: 2, held: 0, available: 2, creditFloor: 0 });
    expect((await kit.balanceOf(ben!)).balance).toBe(2);
    const swap = await getSwap(ana!, swapId);
    expect(swap).toMatchObject({ status: 'cancelled', hold: null, settlement: null, canReview: false });
    expect(swap.events.at(-1)).toMatchObject({
      type: 'cancelled',
      actorId: null,
      note: `Dispute resolved by SkillSwap: ${cancelNote}`,
    });
    for (const member of [ana!, ben!]) {
      const [notice] = await bellOf(member);
      const otherName = member === ana ? 'Ben Hale' : 'Ana Pires';
      expect(notice).toMatchObject({
        type: 'dispute_resolved',
        title: `SkillSwap resolved the dispute about your swap with ${otherName}`,
      });
      expect(notice!.body).toContain(cancelNote);
    }
    // An operator's decision about a member's swap is worth an e-mail, unlike a member's own cancellation.
    for (const member of [ana!, ben!]) {
      const latest = (await mailTo(member)).at(-1);
      expect(latest?.subject).toMatch(/^SkillSwap resolved the dispute about your swap with /);
      expect(latest?.bodyText).toContain(cancelNote);
    }
    expect((await mailTo(ana!)).length + (await mailTo(ben!)).length).toBe(mailBefore + 2);
    const again = await resolveDispute(context, {
      swapId,
      resolution: { outcome: 'cancelled', note: cancelNote },
    });
    expect(again.hasChanged).toBe(false);
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
  });

  it('refuses an unknown swap, a swap that is not disputed, and bad hours or notes, changing nothing', async () => {
    const [ana, ben] = await joinPair('Ana Brandt', 'Ben Ortiz');
    // The refusal as the operator reads it: a schema's message is a catalogue key until it is put into words.
    const settle = (swapId: string, requesterHours: number, recipientHours: number, text = note) =>
      resolveDispute(context, {
        swapId,
        resolution: { outcome: 'settled', requesterHours, recipientHours, note: text },
      }).catch((error: Error) => {
        throw new Error(translateError(error.message, 'en'));
      });
    await expect(settle('6f1c4c1e-93a0-4a38-9d6e-2f3f6f0f4b11', 1, 1)).rejects.toThrow(
      'No swap with id "6f1c4c1e-93a0-4a38-9d6e-2f3f6f0f4b11"',
    );
    await expect(settle('not-a-swap', 1, 1)).rejects.toThrow('No swap with id "not-a-swap"');

    const acceptedId = await kit.requestSwap(ana!, ben!, { hoursOffered: 1, hoursRequested: 2 });
    await kit.actOk(ben!, acceptedId, 'accept');
    const accepted = await observe(acceptedId, ana!, ben!);
    await expect(settle(acceptedId, 1, 2)).rejects.toThrow(
      'Only a disputed swap can be resolved; this swap is accepted. Nothing changed.',
    );
    expect(await observe(acceptedId, ana!, ben!)).toEqual(accepted);
    await kit.actOk(ana!, acceptedId, 'cancel');

    const swapId = await openDispute(kit, ana!, ben!, { hoursOffered: 1, hoursRequested: 2 });
    const disputed = await observe(swapId, ana!, ben!);
    await expect(settle(swapId, -1, 2)).rejects.toThrow('Hours cannot be negative');
    await expect(settle(swapId, 1, 101)).rejects.toThrow('At most 100 hours');
    await expect(settle(swapId, 1, 1.234)).rejects.toThrow('Use at most two decimals');
    await expect(settle(swapId, Number.NaN, 1)).rejects.toThrow('Enter the hours as a number');
    await expect(settle(swapId, 0, 0)).rejects.toThrow('At least one member must have taught some time');
    await expect(settle(swapId, 1, 2, 'ok')).rejects.toThrow('at least 10 characters');
    // Ana has 2 SC and the floor is -5 SC: 10 hours learned against none taught is more than she has.
    await expect(settle(swapId, 0, 10)).rejects.toThrow("Ana Brandt doesn't have enough SkillCoin");
    expect(await observe(swapId, ana!, ben!)).toEqual(disputed);
    expect(disputed.swap).toMatchObject({ status: 'disputed', hold: { memberId: ana!.userId, amount: 1 } });
  });
});
