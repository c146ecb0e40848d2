import { and, eq, like } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { sendMessage } from './messages.service.ts';

// 50 messages at once queue for the pool's connections, so every statement a send makes is
// paid 50 times over. Counted at the driver: every query the pool's clients send to PostgreSQL.
describe('the cost of sending a message on postgres', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let ana: KitMember;
  let ben: KitMember;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    ana = await kit.joinMember('Ana Counter');
    ben = await kit.joinMember('Ben Counter');
    // Grouped mail (the default, ADR 168) only flags the notification; a member who chose instant mail is the
    // costlier send, the one counted here.
    const chosen = await harness.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: ben.authHeader,
      payload: { messageEmail: 'instant' },
    });
    expect(chosen.statusCode).toBe(200);
  });
  afterAll(() => harness.close());

  it('takes at most 9 SQL round trips and one commit for a first message that is also e-mailed at once', async () => {
    const swapId = await kit.requestSwap(ana, ben);
    // Every query a pool client sends while the message is sent (the pool wraps each client's query on
    // connect, so the count is taken on each client as it is lent out).
    const pool = (harness.database.db as unknown as { $client: pg.Pool }).$client;
    const sent: string[] = [];
    let counting = true;
    const counted = new WeakSet<pg.PoolClient>();
    const onAcquire = (client: pg.PoolClient) => {
      if (counted.has(client)) return;
      counted.add(client);
      const original = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const text = args[0] as string | { text: string };
        if (counting) sent.push(typeof text === 'string' ? text : text.text);
        return original(...args);
      };
    };
    pool.on('acquire', onAcquire);
    try {
      const message = await sendMessage(
        harness.database.db,
        { publicUrl: 'http://localhost:3000', now: new Date() },
        { swapId, senderId: ana.userId, helperId: null, body: 'Counting statements', clientKey: null },
      );
      expect(message.isNew).toBe(true);
    } finally {
      counting = false;
      pool.off('acquire', onAcquire);
    }
    // BEGIN, the rate limit, the swap with its block check, the member cards, the message with the sender's
    // read mark, the recipient (contact, e-mail choices, unread check), the notification, the outbox, COMMIT:
    // 9. Before 8b it was 13: the block check, the unread check and the e-mail choices were three more, the
    // read mark one more, and the rate limit committed on its own.
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(9);
    expect(sent.filter((text) => /^\s*(COMMIT|INSERT INTO rate_limits)/i.test(text))).toHaveLength(2);
    expect(sent.findIndex((text) => /INSERT INTO rate_limits/i.test(text))).toBeGreaterThan(
      sent.findIndex((text) => /^\s*BEGIN/i.test(text)),
    );
    // And the e-mail is still queued for the first message.
    const mails = await harness.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.recipient, ben.email), like(outbox.bodyText, '%Counting statements%')));
    expect(mails).toHaveLength(1);
  });
});
