import { and, eq, like } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

// Every statement of a swap request is paid once per request in bench:scale's mix. Counted at the driver:
// every query the pool's clients send to PostgreSQL while one request is answered.
describe('the cost of a swap request on postgres', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let ana: KitMember;
  let ben: KitMember;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    ana = await kit.joinMember('Ana Requester');
    ben = await kit.joinMember('Ben Recipient', { offers: 'Spanish', wants: 'Guitar' });
  });
  afterAll(() => harness.close());

  function countStatements() {
    // The pool wraps each client's query on connect, so the count is taken on each client as it is lent out.
    const pool = (harness.database.db as unknown as { $client: pg.Pool }).$client;
    const sent: string[] = [];
    const counted = new WeakSet<pg.PoolClient>();
    let counting = true;
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
    return {
      sent,
      stop: () => {
        counting = false;
        pool.off('acquire', onAcquire);
      },
    };
  }

  it('takes at most 12 SQL round trips and one commit for a request that is also e-mailed', async () => {
    const counter = countStatements();
    let response;
    try {
      response = await harness.app.inject({
        method: 'POST',
        url: '/api/swap-requests',
        headers: ana.authHeader,
        payload: {
          targetId: ben.userId,
          offeredSkill: 'Guitar',
          requestedSkill: 'Spanish',
          message: 'Counting statements',
        },
      });
    } finally {
      counter.stop();
    }
    expect(response.statusCode, response.body).toBe(201);
    const { sent } = counter;
    // The caller's session, then BEGIN, the anti-abuse hit, the requester's lock, every check in one read,
    // the swap with its event, the recipient (contact, e-mail choices), the notification, the outbox, the
    // two webhook queues, COMMIT: 12. Before it was 19, with two commits: the anti-abuse hit committed on
    // its own before the transaction, the checks took six reads, the event its own insert, the requester's
    // name one more read, and the answer's names were read again after the commit.
    expect(sent.length, sent.join('\n---\n')).toBeLessThanOrEqual(12);
    expect(sent.filter((text) => /^\s*COMMIT/i.test(text))).toHaveLength(1);
    expect(sent.findIndex((text) => /INSERT INTO rate_limits/i.test(text))).toBeGreaterThan(
      sent.findIndex((text) => /^\s*BEGIN/i.test(text)),
    );
    // The answer is the request as sent, and the recipient's e-mail is queued once.
    expect(response.json()).toMatchObject({
      data: {
        status: 'requested',
        direction: 'sent',
        requester: { id: ana.userId, full_name: 'Ana Requester' },
        recipient: { id: ben.userId, full_name: 'Ben Recipient' },
        message: 'Counting statements',
        community: null,
      },
    });
    const mails = await harness.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.recipient, ben.email), like(outbox.subject, '%swap request%')));
    expect(mails).toHaveLength(1);
  });
});
