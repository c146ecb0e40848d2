import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDisputeDetail, AdminDisputeList } from '@skillswap/contracts/admin-disputes/schemas';
import type { Session } from '@skillswap/contracts/auth/schemas';
import type { DisputeView } from '@skillswap/contracts/swap-lifecycle/dispute-schemas';
import { auditLog } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { freshIp, signIn } from '../../test/auth-requests.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpStaffMember, type TestStaffMember } from '../../test/staff.ts';
import { findBrokenPromises } from './ledger-invariants.test-helper.ts';
import { createSwapKit, type KitMember, type SwapKit } from './swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { messageRoutes } from '@skillswap/contracts/messages/routes';
import { disputeRoutes } from '@skillswap/contracts/swap-lifecycle/dispute-routes';

describe(`the console's Disputes page on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-02T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let moderator: TestStaffMember;
  let admin: TestStaffMember;
  const note = 'We read both statements: one hour each way happened.';

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    admin = await signUpStaffMember(harness.app, harness.database, clock, 'admin');
  });
  afterAll(() => harness.close());

  const asToken = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
  const list = (token: string | null) =>
    harness.app.inject({ method: 'GET', url: '/api/admin/disputes', headers: asToken(token) });
  const show = (token: string | null, swapId: string) =>
    harness.app.inject({ method: 'GET', url: `/api/admin/disputes/${swapId}`, headers: asToken(token) });
  const resolve = (token: string | null, swapId: string, payload: object) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/admin/disputes/${swapId}/resolve`,
      headers: asToken(token),
      payload,
    });

  /** Ben disputes, after a message each way; Ana adds her statement. */
  async function disputeWithTwoSides(tag: string) {
    const ana = await kit.joinMember(`Ana ${tag}`);
    const ben = await kit.joinMember(`Ben ${tag}`, { offers: 'Spanish', wants: 'Guitar' });
    const swapId = await kit.requestSwap(ana, ben);
    await kit.actOk(ben, swapId, 'accept');
    for (const [from, body] of [
      [ana, 'See you Tuesday at the library?'],
      [ben, 'Tuesday works.'],
    ] as const) {
      const sent = await inject(harness.app, messageRoutes.sendMessage, {
        params: { id: swapId },
        as: from,
        body: { body },
      });
      expect(sent.statusCode).toBe(201);
    }
    await kit.actOk(ben, swapId, 'dispute', { reason: `${ana.fullName} never came to the library` });
    const statement = await inject(harness.app, disputeRoutes.addDisputeStatement, {
      params: { id: swapId },
      as: ana,
      body: { statement: 'I waited an hour at the library; Ben went to the other branch.' },
    });
    expect(statement.statusCode).toBe(201);
    return { ana, ben, swapId };
  }

  it('refuses visitors (401) and members (403 forbidden) on every Disputes endpoint', async () => {
    const { ana, swapId } = await disputeWithTwoSides('Gatekeep');
    const settle = { outcome: 'cancelled', note };
    expect((await list(null)).statusCode).toBe(401);
    for (const response of [
      await list(ana.accessToken),
      await show(ana.accessToken, swapId),
      await resolve(ana.accessToken, swapId, settle),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect((await kit.getSwap(ana, swapId)).json<{ status: string }>().status).toBe('disputed');
  });

  it('asks a moderator signed in with the password alone to step up', async () => {
    const { swapId } = await disputeWithTwoSides('Stepup');
    const password = await signIn(harness.app, moderator, { ip: freshIp() });
    const aal1 = password.json<Session>().access_token;
    for (const response of [
      await list(aal1),
      await show(aal1, swapId),
      await resolve(aal1, swapId, { outcome: 'cancelled', note }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'mfa_required' });
    }
  });

  it('shows a moderator the queue and one case: both statements, the history and the messages, no e-mail', async () => {
    const { ana, ben, swapId } = await disputeWithTwoSides('Casefile');
    const queue = await list(moderator.accessToken);
    expect(queue.statusCode).toBe(200);
    const listed = queue.json<AdminDisputeList>().items.find((item) => item.swapId === swapId);
    expect(listed).toMatchObject({
      requester: { id: ana.userId, fullName: ana.fullName },
      recipient: { id: ben.userId, fullName: ben.fullName },
      openedBy: ben.userId,
      reason: `${ana.fullName} never came to the library`,
      hasStatement: true,
    });
    expect(queue.body).not.toContain('@');

    const opened = await show(moderator.accessToken, swapId);
    expect(opened.statusCode).toBe(200);
    const detail = opened.json<AdminDisputeDetail>();
    expect(detail).toMatchObject({
      status: 'disputed',
      statement: {
        memberId: ana.userId,
        text: 'I waited an hour at the library; Ben went to the other branch.',
      },
      resolution: null,
    });
    expect(detail.events.map((event) => event.type)).toEqual(['requested', 'accepted', 'disputed']);
    expect(detail.messages.map((message) => message.body)).toEqual([
      'See you Tuesday at the library?',
      'Tuesday works.',
    ]);
    expect(opened.body).not.toContain('@');
    expect((await show(moderator.accessToken, '00000000-0000-4000-8000-000000000009')).statusCode).toBe(404);
  });

  it('lets a moderator settle at decided hours: recorded as theirs, audited, both members see outcome and note', async () => {
    const { ana, ben, swapId } = await disputeWithTwoSides('Settle');
    const settled = await resolve(moderator.accessToken, swapId, {
      outcome: 'settled',
      requesterHours: 1,
      recipientHours: 1,
      note,
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json<AdminDisputeDetail>()).toMatchObject({
      status: 'completed',
      resolution: {
        outcome: 'settled',
        requesterHours: 1,
        recipientHours: 1,
        note,
        resolvedBy: { id: moderator.userId },
        resolvedVia: 'console',
      },
    });
    for (const member of [ana, ben] as KitMember[]) {
      const view = await inject(harness.app, disputeRoutes.getDispute, {
        params: { id: swapId },
        as: member,
      });
      expect(view.json<DisputeView>()).toMatchObject({
        status: 'resolved',
        resolution: { outcome: 'settled', note },
      });
    }
    const trail = await harness.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'dispute_resolved'));
    expect(trail.find((entry) => entry.details['swapId'] === swapId)).toMatchObject({
      actorId: moderator.userId,
      details: { outcome: 'settled', via: 'console' },
    });
    // Once resolved, the queue no longer holds it, and a different decision is refused.
    expect(
      (await list(moderator.accessToken)).json<AdminDisputeList>().items.map((item) => item.swapId),
    ).not.toContain(swapId);
    const changed = await resolve(admin.accessToken, swapId, { outcome: 'cancelled', note });
    expect(changed.statusCode).toBe(409);
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
  });

  it('lets an admin cancel a dispute with a note; bad input is a 400 that changes nothing', async () => {
    const { ana, swapId } = await disputeWithTwoSides('Cancel');
    expect(
      (await resolve(admin.accessToken, swapId, { outcome: 'cancelled', note: 'short' })).statusCode,
    ).toBe(400);
    expect(
      (
        await resolve(admin.accessToken, swapId, {
          outcome: 'settled',
          requesterHours: 0,
          recipientHours: 0,
          note,
        })
      ).statusCode,
    ).toBe(400);
    expect((await kit.getSwap(ana, swapId)).json<{ status: string }>().status).toBe('disputed');
    const cancelled = await resolve(admin.accessToken, swapId, { outcome: 'cancelled', note });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<AdminDisputeDetail>().resolution).toMatchObject({
      outcome: 'cancelled',
      resolvedBy: { id: admin.userId },
    });
    expect(await kit.balanceOf(ana)).toMatchObject({ held: 0 });
  });
});
