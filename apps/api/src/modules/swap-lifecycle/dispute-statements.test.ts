import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeView } from '@skillswap/contracts/swap-lifecycle/dispute-schemas';
import { outbox, swapResolutions } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { setMemberRole } from '../auth/index.ts';
import { databaseKind } from '../../test/database.ts';
import { resolveDispute } from './dispute-resolution.ts';
import { openDispute } from './disputes.test-helper.ts';
import { createSwapKit, type KitMember, type SwapKit } from './swaps.test-helper.ts';
import type { LifecycleContext } from './transition-scope.ts';
import { inject } from '../../test/inject.ts';
import { disputeRoutes } from '@skillswap/contracts/swap-lifecycle/dispute-routes';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';

describe(`the two sides of a dispute on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let context: LifecycleContext;
  const clock = createManualClock(new Date('2026-06-01T09:00:00Z'));
  const note = 'We read both sides: the lessons did not happen as planned';

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    context = { db: harness.database.db, clock, publicUrl: harness.config.PUBLIC_URL };
  });
  afterAll(() => harness.close());

  // Ben (the recipient) opens the dispute; Ana is the disputed member.
  const disputedPair = async (tag: string) => {
    const ana = await kit.joinMember(`Ana ${tag}`);
    const ben = await kit.joinMember(`Ben ${tag}`, { offers: 'Spanish', wants: 'Guitar' });
    const swapId = await openDispute(kit, ana, ben);
    return { ana, ben, swapId };
  };
  const getDispute = (member: KitMember, swapId: string) =>
    inject(harness.app, disputeRoutes.getDispute, { params: { id: swapId }, as: member });
  const writeStatement = (member: KitMember, swapId: string, method: 'POST' | 'PATCH', statement: string) =>
    harness.app.inject({
      method,
      url: `/api/swaps/${swapId}/dispute/statement`,
      headers: member.authHeader,
      payload: { statement },
    });

  it('tells the disputed member by mail and in the app, and both see it under review with its date', async () => {
    const { ana, ben, swapId } = await disputedPair('Lindqvist');
    const bell = await inject(harness.app, notificationRoutes.listNotifications, { as: ana });
    const [notice] = bell.json<{ items: { type: string; body: string }[] }>().items;
    expect(notice!.type).toBe('swap_disputed');
    expect(notice!.body).toContain('Add your side of the story on the swap page');
    const mail = (await harness.database.db.select().from(outbox).orderBy(asc(outbox.id))).filter(
      (message) => message.recipient === ana.email && message.subject === 'Ben Lindqvist disputed your swap',
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.bodyText).toContain(`${harness.config.PUBLIC_URL}/swaps/${swapId}`);
    expect(mail[0]!.bodyHtml).toContain(`href="${harness.config.PUBLIC_URL}/swaps/${swapId}"`);
    expect(mail[0]!.bodyHtml).toContain('Add your side of the story on the swap page');

    for (const member of [ana, ben]) {
      const view = (await getDispute(member, swapId)).json<DisputeView>();
      expect(view).toMatchObject({
        status: 'under_review',
        openedAt: clock.now().toISOString(),
        openedBy: ben.userId,
        reason: 'Ana Lindqvist stopped coming to our sessions',
        statement: null,
        resolution: null,
      });
    }
    expect((await getDispute(ana, swapId)).json<DisputeView>()).toMatchObject({
      canAddStatement: true,
      canEditStatement: false,
    });
    expect((await getDispute(ben, swapId)).json<DisputeView>()).toMatchObject({
      canAddStatement: false,
      canEditStatement: false,
    });
  });

  it('takes the disputed member’s statement once, tells the other member, and lets only its author edit it', async () => {
    const { ana, ben, swapId } = await disputedPair('Okonkwo');
    const added = await writeStatement(ana, swapId, 'POST', 'I came every week; Ben cancelled twice.');
    expect(added.statusCode).toBe(201);
    expect(added.json<DisputeView>()).toMatchObject({
      statement: { memberId: ana.userId, text: 'I came every week; Ben cancelled twice.' },
      canAddStatement: false,
      canEditStatement: true,
    });

    const second = await writeStatement(ana, swapId, 'POST', 'A second statement should not be added.');
    expect(second.statusCode).toBe(409);
    const byOpener = await writeStatement(ben, swapId, 'POST', 'The opener cannot add a second side.');
    expect(byOpener.statusCode).toBe(403);
    const editByOther = await writeStatement(ben, swapId, 'PATCH', 'Ben rewrites what Ana said here.');
    expect(editByOther.statusCode).toBe(403);

    clock.advance(60_000);
    const edited = await writeStatement(
      ana,
      swapId,
      'PATCH',
      'I came every week; Ben cancelled twice, by text.',
    );
    expect(edited.statusCode).toBe(200);
    const seenByBen = (await getDispute(ben, swapId)).json<DisputeView>();
    expect(seenByBen.statement).toMatchObject({ text: 'I came every week; Ben cancelled twice, by text.' });
    expect(seenByBen.statement!.updatedAt > seenByBen.statement!.createdAt).toBe(true);

    const bell = await inject(harness.app, notificationRoutes.listNotifications, { as: ben });
    expect(bell.json<{ items: { title: string }[] }>().items[0]!.title).toBe(
      'Ana Okonkwo added their side to your dispute',
    );
  });

  it('closes statements once resolved; both see the outcome and note; the operator is recorded', async () => {
    const { ana, ben, swapId } = await disputedPair('Brennan');
    await writeStatement(ana, swapId, 'POST', 'We met once, then Ben stopped answering.');
    const operator = await kit.joinMember('Olga Operator');
    // Staff act only on members of a lower role (ADR 80): Olga resolves as a moderator.
    await setMemberRole(harness.database.db, {
      who: operator.userId,
      role: 'moderator',
      actorId: null,
      via: 'cli',
    });
    await resolveDispute(context, {
      swapId,
      resolution: { outcome: 'cancelled', note },
      operatorId: operator.userId,
    });

    const late = await writeStatement(ana, swapId, 'PATCH', 'Trying to change it after the decision.');
    expect(late.statusCode).toBe(409);
    for (const member of [ana, ben]) {
      expect((await getDispute(member, swapId)).json<DisputeView>()).toMatchObject({
        status: 'resolved',
        canAddStatement: false,
        canEditStatement: false,
        statement: { text: 'We met once, then Ben stopped answering.' },
        resolution: { outcome: 'cancelled', note, requesterHours: null, recipientHours: null },
      });
    }
    const [stored] = await harness.database.db
      .select()
      .from(swapResolutions)
      .where(eq(swapResolutions.swapId, swapId));
    expect(stored).toMatchObject({ resolvedBy: operator.userId, resolvedVia: 'console' });
  });

  it('records a resolution from the command line as such, with no operator', async () => {
    const { swapId } = await disputedPair('Achterberg');
    await resolveDispute(context, {
      swapId,
      resolution: { outcome: 'settled', requesterHours: 1, recipientHours: 1, note },
    });
    const [stored] = await harness.database.db
      .select()
      .from(swapResolutions)
      .where(eq(swapResolutions.swapId, swapId));
    expect(stored).toMatchObject({ resolvedBy: null, resolvedVia: 'command_line' });
  });

  it('shows a dispute to the swap’s two members only, and not for a swap never disputed', async () => {
    const { ana, swapId } = await disputedPair('Castellanos');
    const stranger = await kit.joinMember('Sam Castellanos');
    expect((await getDispute(stranger, swapId)).statusCode).toBe(404);
    expect(
      (await writeStatement(stranger, swapId, 'POST', 'A stranger has an opinion too.')).statusCode,
    ).toBe(404);
    const ben = await kit.joinMember('Ben Castellanos-Two', { offers: 'Spanish', wants: 'Guitar' });
    const calm = await kit.requestSwap(ana, ben);
    expect((await getDispute(ana, calm)).statusCode).toBe(404);
    expect((await writeStatement(ana, swapId, 'POST', 'short')).statusCode).toBe(400);
  });
});
