import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwapSessions } from '@skillswap/contracts/sessions/schemas';
import { swapConfirmations } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSessionKit } from '../sessions/sessions.test-helper.ts';
import { createSwapKit, type KitMember, type SwapKit } from './swaps.test-helper.ts';

// Product rules R3.3: hours can be confirmed only when no scheduled session of the swap lies in the future.
describe(`confirming hours while a session is still ahead, on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-05-04T12:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let sessions: ReturnType<typeof createSessionKit>;
  let ana: KitMember;
  let ben: KitMember;
  let swapId: string;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    sessions = createSessionKit(harness.app);
    ana = await kit.joinMember('Ana Porto');
    ben = await kit.joinMember('Ben Queens', { offers: 'Spanish', wants: 'Guitar' });
    swapId = await kit.requestSwap(ana, ben, { hoursOffered: 1, hoursRequested: 1 });
    await kit.actOk(ben, swapId, 'accept');
  });
  afterAll(() => harness.close());

  const hours = { requesterHours: 1, recipientHours: 1 };
  const scheduleNextWeek = async () => {
    const url = `/api/swaps/${swapId}/sessions`;
    const proposed = await sessions.ok(ana, 'POST', url, {
      teacherId: ana.userId,
      slots: [{ date: '2026-05-11', startTime: '10:00', durationMinutes: 60 }],
      place: { kind: 'online', url: 'https://meet.example/ana-ben' },
    });
    const session = proposed.sessions[0]!;
    await sessions.ok(ben, 'POST', `${url}/${session.id}/accept`, { slotId: session.slots[0]!.id });
    return session.id;
  };

  it('refuses both members with a 409 naming the session, and nothing is confirmed or settled', async () => {
    const sessionId = await scheduleNextWeek();
    const balancesBefore = [await kit.balanceOf(ana), await kit.balanceOf(ben)];
    for (const member of [ana, ben]) {
      const response = await kit.act(member, swapId, 'confirm', hours);
      expect(response.statusCode).toBe(409);
      const body = response.json<{ code: string; message: string }>();
      expect(body.code).toBe('conflict');
      expect(body.message).toContain('Guitar session on Mon, 11 May 2026, 10:00–11:00 (UTC');
      expect(body.message).toContain('cancel');
    }
    expect(await harness.database.db.select().from(swapConfirmations)).toEqual([]);
    expect((await kit.getSwap(ana, swapId)).json<{ status: string }>().status).toBe('accepted');
    expect([await kit.balanceOf(ana), await kit.balanceOf(ben)]).toEqual(balancesBefore);

    // Once the session is cancelled, the swap can be settled.
    await sessions.ok<SwapSessions>(ana, 'POST', `/api/swaps/${swapId}/sessions/${sessionId}/cancel`, {
      reason: 'We met earlier instead',
    });
    await kit.actOk(ana, swapId, 'confirm', hours);
    await kit.actOk(ben, swapId, 'confirm', hours);
    expect((await kit.getSwap(ana, swapId)).json<{ status: string }>().status).toBe('completed');
  });
});

describe(`confirming hours after the last session, on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-05-04T12:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
  });
  afterAll(() => harness.close());

  it('is allowed once the scheduled session has begun', async () => {
    const kit = createSwapKit(harness.app, harness.database);
    const sessions = createSessionKit(harness.app);
    const ana = await kit.joinMember('Ana Braga');
    const ben = await kit.joinMember('Ben Bronx', { offers: 'Spanish', wants: 'Guitar' });
    const swapId = await kit.requestSwap(ana, ben, { hoursOffered: 1, hoursRequested: 1 });
    await kit.actOk(ben, swapId, 'accept');
    const url = `/api/swaps/${swapId}/sessions`;
    const proposed = await sessions.ok(ana, 'POST', url, {
      teacherId: ana.userId,
      slots: [{ date: '2026-05-05', startTime: '10:00', durationMinutes: 60 }],
      place: { kind: 'online', url: 'https://meet.example/ana-ben' },
    });
    const session = proposed.sessions[0]!;
    await sessions.ok(ben, 'POST', `${url}/${session.id}/accept`, { slotId: session.slots[0]!.id });
    clock.set(new Date('2026-05-05T11:00:00Z'));
    // A day later the access tokens have expired, as they would have for members coming back.
    const [anaLater, benLater] = [await kit.signInAgain(ana), await kit.signInAgain(ben)];
    await kit.actOk(anaLater, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    await kit.actOk(benLater, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    expect((await kit.getSwap(benLater, swapId)).json<{ status: string }>().status).toBe('completed');
  });
});
