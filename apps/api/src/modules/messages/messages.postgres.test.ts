import { and, eq, like } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

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

  /** Every query the pool's clients send while `work` runs (each client's query is wrapped as it is lent). */
  async function statementsOf(work: () => Promise<void>): Promise<string[]> {
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
      await work();
    } finally {
      counting = false;
      pool.off('acquire', onAcquire);
    }
    return sent;
  }

  async function post(from: KitMember, swapId: string, body: string) {
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/swaps/${swapId}/messages`,
      headers: from.authHeader,
      payload: { body },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  // The caller's session, BEGIN, the swap with its block check, both cards and the recipient (contact,
  // e-mail and push choices, the thread's unread check), the anti-abuse hit with the message and the
  // sender's read mark, the notification, COMMIT: 6. Before it was 8: the hit and the recipient were a
  // statement each (13 before 8b).
  it('takes at most 6 SQL round trips and one commit for a message over HTTP, counting the caller session', async () => {
    const cleo = await kit.joinMember('Cleo Counter');
    const swapId = await kit.requestSwap(cleo, ana);
    const sent = await statementsOf(() => post(cleo, swapId, 'Counting the whole request'));
    expect(sent.length, sent.join('\n---\n')).toBeLessThanOrEqual(6);
    expect(sent.filter((text) => /^\s*COMMIT/i.test(text))).toHaveLength(1);
    const hit = sent.findIndex((text) => /INSERT INTO rate_limits/i.test(text));
    expect(hit).toBeGreaterThan(sent.findIndex((text) => /^\s*BEGIN/i.test(text)));
    expect(sent[hit]).toMatch(/INSERT INTO swap_messages/i);
    // Ana reads it in the thread, and is told in the app.
    const thread = await harness.app.inject({
      method: 'GET',
      url: `/api/swaps/${swapId}/messages`,
      headers: ana.authHeader,
    });
    const { items } = thread.json<{ items: { body: string }[] }>();
    expect(items.map((item) => item.body)).toContain('Counting the whole request');
  });

  it('takes one more, the outbox, when the recipient is mailed at once, and the mail is queued once', async () => {
    const swapId = await kit.requestSwap(ana, ben);
    const sent = await statementsOf(() => post(ana, swapId, 'Counting statements'));
    expect(sent.length, sent.join('\n---\n')).toBeLessThanOrEqual(7);
    expect(sent.filter((text) => /^\s*COMMIT/i.test(text))).toHaveLength(1);
    const mails = await harness.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.recipient, ben.email), like(outbox.bodyText, '%Counting statements%')));
    expect(mails).toHaveLength(1);
    // A second message while the first notice is unread is not mailed again.
    await post(ana, swapId, 'Counting statements twice');
    const again = await harness.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.recipient, ben.email), like(outbox.bodyText, '%Counting statements twice%')));
    expect(again).toHaveLength(0);
  });
});
