import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import type { SwapRequest, SwapRequestList } from '@skillswap/contracts/swaps/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { outbox, profiles, swapEvents, swaps, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { inject } from '../../test/inject.ts';
import { swapRoutes } from '@skillswap/contracts/swaps/routes';

describe(`swap requests on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const clock = createManualClock(new Date('2026-03-10T12:00:00Z'));
  let ana: TestMember;
  let bo: TestMember;
  let targetCounter = 0;

  /** A member who lists a skill they teach, as a request needs. */
  async function joinTeacher(fullName?: string) {
    const member = await signUpMember(testApp.app, { fullName });
    await testApp.database.db
      .update(profiles)
      .set({ skillsOffered: ['Guitar'] })
      .where(eq(profiles.id, member.userId));
    return member;
  }

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    ana = await joinTeacher('Ana Lima');
    bo = await joinTeacher('Bo Chen');
  });
  afterAll(() => testApp.close());

  /**
   * Members who only receive requests do not need to sign in, so they are written straight to the database.
   */
  async function addTarget(values: Partial<typeof profiles.$inferInsert> = {}) {
    targetCounter += 1;
    const fullName = `Target ${targetCounter}`;
    const [user] = await testApp.database.db
      .insert(users)
      .values({ email: `target-${targetCounter}@swaps.example`, fullName })
      .returning({ id: users.id });
    await testApp.database.db.insert(profiles).values({ id: user!.id, fullName, ...values });
    return user!.id;
  }

  const setPlan = (member: TestMember, plan: PlanTier) =>
    testApp.database.db.update(profiles).set({ plan }).where(eq(profiles.id, member.userId));

  const send = (member: TestMember | null, targetId: string, extra: object = {}) =>
    inject(testApp.app, swapRoutes.createSwapRequest, {
      as: member,
      body: { targetId, offeredSkill: 'Guitar', requestedSkill: 'Python', message: '', ...extra },
    });

  async function closeAllRequestsOf(member: TestMember) {
    await testApp.database.db
      .update(swaps)
      .set({ status: 'declined' })
      .where(eq(swaps.requesterId, member.userId));
  }

  it('sends a request with the default message, 1 hour each way, and tells the other member', async () => {
    const response = await send(ana, bo.userId);
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: SwapRequest }>();
    expect(data).toMatchObject({
      status: 'requested',
      direction: 'sent',
      requester: { id: ana.userId, full_name: 'Ana Lima' },
      recipient: { id: bo.userId, full_name: 'Bo Chen' },
      offeredSkill: 'Guitar',
      requestedSkill: 'Python',
      message: "Hi Bo Chen, I'd like to swap skills with you!",
      hoursOffered: 1,
      hoursRequested: 1,
      createdAt: '2026-03-10T12:00:00.000Z',
      expiresAt: '2026-03-24T12:00:00.000Z',
    });
    const events = await testApp.database.db.select().from(swapEvents).where(eq(swapEvents.swapId, data.id));
    expect(events.map((event) => event.type)).toEqual(['requested']);
    const mail = await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, bo.email));
    expect(mail.filter((row) => row.subject === 'You have a new swap request on SkillSwap')).toHaveLength(1);
  });

  it('both members see the request, newest first, as sent or received', async () => {
    const mine = (
      await inject(testApp.app, swapRoutes.listSwapRequests, { as: ana })
    ).json<SwapRequestList>();
    expect(mine.items.map((item) => item.direction)).toEqual(['sent']);
    const theirs = (
      await inject(testApp.app, swapRoutes.listSwapRequests, { as: bo })
    ).json<SwapRequestList>();
    expect(theirs.items.map((item) => [item.direction, item.requester.id])).toEqual([
      ['received', ana.userId],
    ]);
  });

  it('a member sees only the requests they sent or received', async () => {
    const outsider = await joinTeacher();
    const list = await inject(testApp.app, swapRoutes.listSwapRequests, { as: outsider });
    expect(list.json<SwapRequestList>().items).toEqual([]);
    expect((await inject(testApp.app, swapRoutes.listSwapRequests)).statusCode).toBe(401);
  });

  it('refuses a second open request between the same two members, either way round', async () => {
    const again = await send(ana, bo.userId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'conflict',
      message: 'You already have an open swap request with this member',
    });
    expect((await send(bo, ana.userId)).statusCode).toBe(409);
    await closeAllRequestsOf(ana);
  });

  it('a member cannot request a swap with themself', async () => {
    const response = await send(ana, ana.userId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'You cannot request a swap with yourself',
    });
  });

  it('answers 404 for private, deleted and unknown members', async () => {
    const privateId = await addTarget({ profileVisibility: 'private' });
    const deletedId = await addTarget({ deletedAt: new Date() });
    for (const id of [privateId, deletedId, crypto.randomUUID()]) {
      const response = await send(ana, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Member not found' });
    }
  });

  it('needs a signed-in member and a valid request', async () => {
    expect((await send(null, bo.userId)).statusCode).toBe(401);
    const noSkill = await send(ana, bo.userId, { offeredSkill: '' });
    expect(noSkill.statusCode).toBe(400);
  });

  it('a free member may have 3 accepted swaps at once; requests waiting for an answer are not among them', async () => {
    const carl = await joinTeacher();
    for (let index = 0; index < 4; index += 1) {
      expect((await send(carl, await addTarget())).statusCode).toBe(201);
    }
    // Three of them are accepted: those are the swaps under way.
    const sent = await testApp.database.db
      .select({ id: swaps.id })
      .from(swaps)
      .where(eq(swaps.requesterId, carl.userId));
    const acceptedIds = sent.slice(0, 3).map((row) => row.id);
    await testApp.database.db.update(swaps).set({ status: 'accepted' }).where(inArray(swaps.id, acceptedIds));
    const next = await send(carl, await addTarget());
    expect(next.statusCode).toBe(422);
    expect(next.json<{ code: string; message: string }>()).toMatchObject({ code: 'plan_limit_reached' });
    expect(next.json<{ message: string }>().message).toContain('Free plan');
    expect(next.json<{ message: string }>().message).toContain('(3)');
  });

  it('a free member may send 5 requests per calendar month; the next month starts afresh', async () => {
    const dee = await joinTeacher();
    for (let index = 0; index < 5; index += 1) {
      expect((await send(dee, await addTarget())).statusCode).toBe(201);
      await closeAllRequestsOf(dee);
    }
    const sixth = await send(dee, await addTarget());
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json<{ message: string }>().message).toContain('5 per calendar month');
    // Requests sent in February do not count against March.
    await testApp.database.db
      .update(swaps)
      .set({ createdAt: new Date('2026-02-28T23:59:59Z') })
      .where(eq(swaps.requesterId, dee.userId));
    expect((await send(dee, await addTarget())).statusCode).toBe(201);
  });

  it('a premium member may send 20 a month with no active limit', async () => {
    const eve = await joinTeacher();
    await setPlan(eve, 'premium');
    await testApp.database.db.insert(swaps).values(
      await Promise.all(
        Array.from({ length: 19 }, async () => ({
          requesterId: eve.userId,
          recipientId: await addTarget(),
          offeredSkill: 'Yoga',
          requestedSkill: 'SQL',
          createdAt: clock.now(),
        })),
      ),
    );
    expect((await send(eve, await addTarget())).statusCode).toBe(201);
    const over = await send(eve, await addTarget());
    expect(over.statusCode).toBe(422);
    expect(over.json<{ message: string }>().message).toContain('Premium plan');
  });

  it('two requests racing past a limit do not both succeed', async () => {
    const fay = await joinTeacher();
    const targets = await Promise.all(Array.from({ length: 6 }, () => addTarget()));
    const responses = await Promise.all(targets.map((id) => send(fay, id)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 422]);
  });

  it('stops a member who sends too many requests too fast', async () => {
    const gus = await joinTeacher();
    await setPlan(gus, 'elite');
    for (let index = 0; index < 10; index += 1) {
      expect((await send(gus, await addTarget())).statusCode).toBe(201);
    }
    const tooFast = await send(gus, await addTarget());
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json()).toEqual({ code: 'rate_limit_exceeded', message: 'Rate limit exceeded' });
    expect(Number(tooFast.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(11 * 60 * 1000);
    expect((await send(gus, await addTarget())).statusCode).toBe(201);
  });

  it('counts only the requests it sends against the anti-abuse limit: a refused one uses no hit', async () => {
    const hal = await joinTeacher();
    await setPlan(hal, 'elite');
    const first = await addTarget();
    expect((await send(hal, first)).statusCode).toBe(201);
    for (let index = 0; index < 3; index += 1) expect((await send(hal, first)).statusCode).toBe(409);
    for (let index = 0; index < 9; index += 1) {
      expect((await send(hal, await addTarget())).statusCode).toBe(201);
    }
    expect((await send(hal, await addTarget())).statusCode).toBe(429);
  });
});
