import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DirectConversationList,
  DirectMessage,
  DirectThread,
} from '@skillswap/contracts/direct-messages/schemas';
import { profiles, users } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { directMessageRoutes } from '@skillswap/contracts/direct-messages/routes';

// ADR 116: Elite first messages, 10 new conversations per UTC day, to members
// who allow them.
describe(`Elite first messages on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-25T22:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let elite: KitMember;
  let rosa: KitMember;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    elite = await kit.joinMember('Eli Elite', { plan: 'elite' });
    rosa = await kit.joinMember('Rosa Recipient');
  });
  afterAll(() => harness?.close());

  const call = (member: KitMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    harness.app.inject({ method, url, headers: member.authHeader, ...(payload ? { payload } : {}) });
  const open = (from: KitMember, to: KitMember, body = `Hello ${to.fullName}!`) =>
    call(from, 'POST', '/api/direct-messages', { recipientId: to.userId, body });
  const inbox = async (member: KitMember) => {
    const response = await call(member, 'GET', '/api/direct-messages');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DirectConversationList>();
  };
  const countConversations = async () =>
    Number(
      (await harness.database.db.execute<{ n: string }>(`SELECT count(*) AS n FROM direct_conversations`))
        .rows[0]!.n,
    );

  it('lets an Elite member write first; the recipient reads it in their inbox, replies, and both see the thread', async () => {
    const opened = await open(elite, rosa, 'Hi Rosa, could you teach me Spanish?');
    expect(opened.statusCode, opened.body).toBe(201);
    const thread = opened.json<DirectThread>();
    expect(thread.conversation).toMatchObject({ partner: { fullName: 'Rosa Recipient' }, isOpener: true });

    const forRosa = await inbox(rosa);
    expect(forRosa.items).toHaveLength(1);
    expect(forRosa.items[0]).toMatchObject({
      id: thread.conversation.id,
      partner: { fullName: 'Eli Elite' },
      isOpener: false,
      unread: 1,
      lastMessage: { preview: 'Hi Rosa, could you teach me Spanish?', isMine: false },
    });
    // Told in the app, with a link to the thread.
    const notes = await call(rosa, 'GET', '/api/notifications');
    expect(notes.body).toContain(`/messages/direct/${thread.conversation.id}`);

    // Rosa is on Free: she replies all the same.
    const reply = await call(rosa, 'POST', `/api/direct-messages/${thread.conversation.id}/messages`, {
      body: 'Sure, Saturdays suit me.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json<DirectMessage>()).toMatchObject({ isMine: true, body: 'Sure, Saturdays suit me.' });
    const read = await call(rosa, 'POST', `/api/direct-messages/${thread.conversation.id}/read`);
    expect(read.statusCode).toBe(204);
    expect((await inbox(rosa)).items[0]!.unread).toBe(0);
    const forEli = await call(elite, 'GET', `/api/direct-messages/${thread.conversation.id}`);
    expect(forEli.json<DirectThread>().items.map((m) => [m.body, m.isMine])).toEqual([
      ['Hi Rosa, could you teach me Spanish?', true],
      ['Sure, Saturdays suit me.', false],
    ]);
    expect(forEli.json<DirectThread>().conversation.unread).toBe(1);
  });

  it('puts the member’s conversations and the messages they sent in their data download, not the other’s', async () => {
    const download = await call(rosa, 'GET', '/api/me/export');
    expect(download.statusCode).toBe(200);
    const data = download.json<{
      directConversations: { openerId: string }[];
      directMessages: { body: string }[];
    }>();
    expect(data.directConversations.map((c) => c.openerId)).toEqual([elite.userId]);
    expect(data.directMessages.map((m) => m.body)).toEqual(['Sure, Saturdays suit me.']);
  });

  it('keeps a conversation to its two members, and never shows an e-mail address', async () => {
    const outsider = await kit.joinMember('Otto Outsider');
    const { items } = await inbox(rosa);
    const id = items[0]!.id;
    expect((await call(outsider, 'GET', `/api/direct-messages/${id}`)).statusCode).toBe(404);
    expect(
      (await call(outsider, 'POST', `/api/direct-messages/${id}/messages`, { body: 'Hi' })).statusCode,
    ).toBe(404);
    expect(JSON.stringify(await inbox(rosa))).not.toContain(elite.email);
  });

  it('refuses a Free member with plan_required naming Elite, and writes nothing', async () => {
    const before = await countConversations();
    const free = await kit.joinMember('Fred Free');
    const refused = await open(free, rosa);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plan_required', plan: 'elite' });
    expect(await countConversations()).toBe(before);
  });

  it('adds to the pair’s conversation instead of opening a second one, whoever writes first', async () => {
    const before = await countConversations();
    const again = await open(elite, rosa, 'One more thing');
    expect(again.statusCode).toBe(200);
    await kit.setPlan(rosa, 'elite');
    const back = await open(rosa, elite, 'And from me');
    expect(back.statusCode).toBe(200);
    await kit.setPlan(rosa, 'free');
    expect(await countConversations()).toBe(before);
  });

  it('refuses a member who turned first messages off (Settings), with nothing written; on again, it goes through', async () => {
    const quiet = await kit.joinMember('Quinn Quiet');
    expect((await call(quiet, 'GET', '/api/me/direct-message-settings')).json()).toEqual({
      allowsFirstMessages: true,
    });
    const off = await call(quiet, 'PUT', '/api/me/direct-message-settings', { allowsFirstMessages: false });
    expect(off.json()).toEqual({ allowsFirstMessages: false });
    const before = await countConversations();
    const refused = await open(elite, quiet);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'direct_messages_off' });
    expect(await countConversations()).toBe(before);
    expect((await inbox(quiet)).items).toEqual([]);
    await call(quiet, 'PUT', '/api/me/direct-message-settings', { allowsFirstMessages: true });
    expect((await open(elite, quiet)).statusCode).toBe(201);
    const bad = await call(quiet, 'PUT', '/api/me/direct-message-settings', { allowsFirstMessages: 'no' });
    expect(bad.statusCode).toBe(400);
  });

  it('honours blocks both ways: no new conversation, and an open one turns read-only for both', async () => {
    const blocker = await kit.joinMember('Bea Blocker');
    const opened = await open(elite, blocker);
    const id = opened.json<DirectThread>().conversation.id;
    const block = await call(blocker, 'POST', '/api/me/blocks', { memberId: elite.userId });
    expect(block.statusCode, block.body).toBeLessThan(300);
    for (const from of [elite, blocker]) {
      const reply = await call(from, 'POST', `/api/direct-messages/${id}/messages`, { body: 'Still there?' });
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toMatchObject({ code: 'member_blocked' });
    }
    expect((await inbox(blocker)).items.find((c) => c.id === id)).toMatchObject({ isBlocked: true });

    const other = await kit.joinMember('Bo Blocked First');
    await call(other, 'POST', '/api/me/blocks', { memberId: elite.userId });
    const refused = await open(elite, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'member_blocked' });
  });

  it('answers 400 for bad input and 404 for an unknown member, writing nothing', async () => {
    const before = await countConversations();
    expect(
      (await call(elite, 'POST', '/api/direct-messages', { recipientId: 'nope', body: 'x' })).statusCode,
    ).toBe(400);
    expect((await open(elite, rosa, '   ')).statusCode).toBe(400);
    expect((await open(elite, elite)).statusCode).toBe(400);
    const ghost = await call(elite, 'POST', '/api/direct-messages', {
      recipientId: '00000000-0000-4000-8000-00000000abcd',
      body: 'Hello?',
    });
    expect(ghost.statusCode).toBe(404);
    expect(await countConversations()).toBe(before);
  });

  it(
    'opens at most 10 new conversations a UTC day: the 11th is 429 direct_message_daily_limit; after midnight UTC it goes through',
    { timeout: 60_000 },
    async () => {
      const opener = await kit.joinMember('Ola Opener', { plan: 'elite' });
      const people = [];
      for (let index = 0; index < 12; index += 1) people.push(await kit.joinMember(`Person ${index}`));
      // 22:00 UTC: the first ten, the eleventh refused.
      for (const person of people.slice(0, 10)) expect((await open(opener, person)).statusCode).toBe(201);
      expect((await inbox(opener)).openedToday).toBe(10);
      const eleventh = await open(opener, people[10]!);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toMatchObject({ code: 'direct_message_daily_limit' });
      expect((await inbox(people[10]!)).items).toEqual([]);
      // Writing in a conversation already open is not a new one.
      expect((await open(opener, people[0]!, 'Following up')).statusCode).toBe(200);
      // Three hours on it is the next UTC day.
      clock.advance(3 * 60 * 60_000);
      const signedIn = await kit.signInAgain(opener);
      const nextDay = await inject(harness.app, directMessageRoutes.openDirectConversation, {
        as: signedIn,
        body: { recipientId: people[11]!.userId, body: 'A new day' },
      });
      expect(nextDay.statusCode, nextDay.body).toBe(201);
    },
  );

  it('after a lapse to Free, opens nothing new but keeps writing in the conversations already open', async () => {
    const lapsing = await kit.joinMember('Lia Lapsing', { plan: 'elite' });
    const friend = await kit.joinMember('Fay Friend');
    const stranger = await kit.joinMember('Sam Stranger');
    const id = (await open(lapsing, friend)).json<DirectThread>().conversation.id;
    await kit.setPlan(lapsing, 'free');
    const refused = await open(lapsing, stranger);
    expect(refused.json()).toMatchObject({ code: 'plan_required', plan: 'elite' });
    const kept = await call(lapsing, 'POST', `/api/direct-messages/${id}/messages`, { body: 'Still here' });
    expect(kept.statusCode).toBe(201);
  });
  it('reaches nobody a swap request cannot reach: a private profile and a suspended member are not found', async () => {
    const writer = await kit.joinMember('Wren Writer', { plan: 'elite' });
    const hidden = await kit.joinMember('Hal Hidden');
    const suspended = await kit.joinMember('Sue Suspended');
    // Suspension marks the account and takes the profile private (ADR 73); a private profile is
    // only the latter.
    await harness.database.db
      .update(profiles)
      .set({ profileVisibility: 'private' })
      .where(inArray(profiles.id, [hidden.userId, suspended.userId]));
    await harness.database.db
      .update(users)
      .set({ suspendedAt: clock.now() })
      .where(eq(users.id, suspended.userId));
    const before = await countConversations();
    for (const target of [hidden, suspended]) {
      const request = await call(writer, 'POST', '/api/swap-requests', {
        targetId: target.userId,
        offeredSkill: 'Guitar',
        requestedSkill: 'Spanish',
        message: '',
      });
      const message = await open(writer, target);
      expect([request.statusCode, message.statusCode]).toEqual([404, 404]);
      expect(message.json()).toMatchObject({ code: 'not_found', message: 'Member not found' });
    }
    expect(await countConversations()).toBe(before);
  });
});
