import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConversationPage,
  MessageThread,
  SwapDetail,
  SwapMessage,
  SwapSummary,
} from '@skillswap/contracts/swap-lifecycle/schemas';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { messageRoutes } from '@skillswap/contracts/messages/routes';
import { swapLifecycleRoutes } from '@skillswap/contracts/swap-lifecycle/routes';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';

describe(`swap messages on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let ana: KitMember;
  let ben: KitMember;
  let swapId: string;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    ana = await kit.joinMember('Ana Writer');
    ben = await kit.joinMember('Ben Reader');
    swapId = await kit.requestSwap(ana, ben);
  });
  afterAll(() => harness.close());

  const send = (member: KitMember, body: string, key?: string) =>
    inject(harness.app, messageRoutes.sendMessage, {
      params: { id: swapId },
      headers: { ...member.authHeader, ...(key ? { 'idempotency-key': key } : {}) },
      body: { body },
    });
  const thread = async (member: KitMember) =>
    (
      await inject(harness.app, messageRoutes.listMessages, { params: { id: swapId }, as: member })
    ).json<MessageThread>();

  it('lets the two members exchange messages, oldest first, with unread counts for the reader', async () => {
    expect((await send(ana, 'Hi Ben! When suits you for a first lesson?')).statusCode).toBe(201);
    expect((await send(ana, 'Weekends work best for me.')).statusCode).toBe(201);
    const forBen = await thread(ben);
    expect(forBen.items.map((message) => message.body)).toEqual([
      'Hi Ben! When suits you for a first lesson?',
      'Weekends work best for me.',
    ]);
    expect(forBen).toMatchObject({
      unread: 2,
      items: [{ isMine: false, sender: { fullName: 'Ana Writer' } }, {}],
    });
    expect((await thread(ana)).unread).toBe(0);
    const swap = (await kit.getSwap(ben, swapId)).json<SwapDetail>();
    expect(swap.unreadMessages).toBe(2);
    const summary = await inject(harness.app, swapLifecycleRoutes.getSwapSummary, { as: ben });
    expect(summary.json<SwapSummary>().unreadMessages).toBe(2);
    const read = await inject(harness.app, messageRoutes.markThreadRead, { params: { id: swapId }, as: ben });
    expect(read.statusCode).toBe(204);
    expect((await thread(ben)).unread).toBe(0);
  });

  it('never shows an e-mail address or phone of either member in the thread', async () => {
    const raw = JSON.stringify(await thread(ben));
    expect(raw).not.toContain(ana.email);
    expect(raw).not.toContain(ben.email);
    expect(Object.keys((await thread(ben)).items[0]!.sender).sort()).toEqual(['avatarUrl', 'fullName', 'id']);
  });

  it('sends a retried message once when it carries the same Idempotency-Key', async () => {
    const first = await send(ben, 'Saturday 10am?', 'msg-1');
    const retry = await send(ben, 'Saturday 10am?', 'msg-1');
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json<SwapMessage>().id).toBe(first.json<SwapMessage>().id);
    expect((await thread(ana)).items.filter((message) => message.body === 'Saturday 10am?')).toHaveLength(1);
  });

  it('e-mails a member who chose instant message mail once per batch of unread messages', async () => {
    const choice = await inject(harness.app, notificationRoutes.updateNotificationPreferences, {
      as: ana,
      body: { messageEmail: 'instant' },
    });
    expect(choice.statusCode).toBe(200);
    await inject(harness.app, messageRoutes.markThreadRead, { params: { id: swapId }, as: ana });
    const before = (await harness.database.db.select().from(outbox)).filter(
      (m) => m.recipient === ana.email,
    ).length;
    await send(ben, 'Or Sunday?');
    await send(ben, 'Either is fine.');
    const mails = (await harness.database.db.select().from(outbox).orderBy(asc(outbox.id))).filter(
      (m) => m.recipient === ana.email,
    );
    expect(mails.length - before).toBe(1);
    expect(mails.at(-1)!.subject).toBe('New message from Ben Reader');
  });

  it('keeps the thread to the swap’s two members', async () => {
    const outsider = await kit.joinMember('Cleo Curious');
    expect((await send(outsider, 'Let me in')).statusCode).toBe(404);
    const read = await inject(harness.app, messageRoutes.listMessages, {
      params: { id: swapId },
      as: outsider,
    });
    expect(read.statusCode).toBe(404);
    expect((await send(ana, '   ')).statusCode).toBe(400);
  });

  const inbox = async (member: KitMember, query = '') => {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/messages${query}`,
      headers: member.authHeader,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ConversationPage>();
  };

  it('lists each member’s conversations in the inbox, the latest message first, with previews and unread counts', async () => {
    const cleo = await kit.joinMember('Cleo Inbox');
    const cleoSwap = await kit.requestSwap(cleo, ana);
    expect((await inbox(cleo)).items).toEqual([]);
    const hello = await inject(harness.app, messageRoutes.sendMessage, {
      params: { id: cleoSwap },
      as: cleo,
      body: { body: 'Hello Ana, I would love to learn from you. '.repeat(5) },
    });
    expect(hello.statusCode).toBe(201);

    const forAna = await inbox(ana);
    expect(forAna.items.map((item) => item.swapId)).toEqual([cleoSwap, swapId]);
    expect(forAna.items[0]).toMatchObject({
      partner: { fullName: 'Cleo Inbox' },
      unread: 1,
      lastMessage: { isMine: false },
    });
    expect(forAna.items[0]!.lastMessage!.preview.length).toBeLessThanOrEqual(140);
    expect(forAna.items[1]).toMatchObject({
      partner: { fullName: 'Ben Reader' },
      unread: 2,
      lastMessage: { preview: 'Either is fine.', isMine: false },
    });
    expect((await inbox(cleo)).items[0]).toMatchObject({ unread: 0, lastMessage: { isMine: true } });

    const firstPage = await inbox(ana, '?limit=1');
    expect(firstPage.items.map((item) => item.swapId)).toEqual([cleoSwap]);
    const secondPage = await inbox(ana, `?limit=1&cursor=${firstPage.nextCursor}`);
    expect(secondPage).toMatchObject({ items: [{ swapId }], nextCursor: null });
    const forged = await inject(harness.app, messageRoutes.listConversations, {
      query: { cursor: 'bm90LWEtY3Vyc29y' },
      as: ana,
    });
    expect(forged.statusCode).toBe(400);
  });

  it('tells the sender how far the other member has read ("Seen")', async () => {
    const before = await thread(ben);
    const lastFromBen = before.items.filter((message) => message.isMine).at(-1)!;
    expect(Number(before.seenUpTo ?? 0)).toBeLessThan(Number(lastFromBen.id));
    await inject(harness.app, messageRoutes.markThreadRead, { params: { id: swapId }, as: ana });
    expect((await thread(ben)).seenUpTo).toBe(lastFromBen.id);
    expect((await inbox(ana)).items.find((item) => item.swapId === swapId)!.unread).toBe(0);
  });

  it('makes the thread read-only once the request is declined', async () => {
    await kit.actOk(ben, swapId, 'decline');
    const late = await send(ana, 'Are you sure?');
    expect(late.statusCode).toBe(409);
    expect((await thread(ana)).items.length).toBeGreaterThan(0);
  });

  it('slows down a member who sends more than 30 messages a minute', async () => {
    const cleo = await kit.joinMember('Cleo Chatty');
    const dan = await kit.joinMember('Dan Quiet');
    const threadId = await kit.requestSwap(cleo, dan);
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await inject(harness.app, messageRoutes.sendMessage, {
        params: { id: threadId },
        as: cleo,
        body: { body: `Message number ${index}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
