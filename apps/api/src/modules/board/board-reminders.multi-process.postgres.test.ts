import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { countDeliveries } from '../../lib/mail/mail-delivery-count.test-helper.ts';
import { startSmtpPeer, type SmtpPeer } from '../../lib/mail/smtp-peer.test-helper.ts';
import { createTestDatabase } from '../../test/database.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { createSwapKit } from '../swap-lifecycle/swaps.test-helper.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const from = 'SkillSwap <no-reply@skillswap.test>';
const authSecret = `board-two-processes-${randomBytes(24).toString('hex')}`;
/** One origin for the set-up app and both processes: it is the issuer and audience of access tokens. */
const publicUrl = 'http://localhost:3000';
const authors = 5;
const postsPerAuthor = 8;

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  for (const startedAt = Date.now(); Date.now() - startedAt < timeoutMs; await sleep(100)) {
    if (await check()) return;
  }
  throw new Error(`timed out waiting for ${what}`);
}

// ADR 88: the expiry reminder is claimed in the transaction that queues it. Two real server processes on one
// PostgreSQL run the job five times a second each, racing over the same due posts; each author gets one
// reminder per post, in the app and by mail, and the mail server receives each mail once.
describe('the board’s expiry reminders across two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let setupApp: FastifyInstance;
  let peer: SmtpPeer;
  let a: ServerProcess;
  let b: ServerProcess;
  const postIds: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    setupApp = await buildApp({
      config: testConfig({ AUTH_SECRET: authSecret, PUBLIC_URL: publicUrl }),
      database,
    });
    await setupApp.ready();
    const kit = createSwapKit(setupApp, database);
    for (let n = 1; n <= authors; n += 1) {
      const author = await kit.joinMember(`Author ${n} Bexley`);
      for (let m = 1; m <= postsPerAuthor; m += 1) {
        const response = await setupApp.inject({
          method: 'POST',
          url: '/api/board/posts',
          headers: author.authHeader,
          payload: {
            kind: m % 2 === 0 ? 'offer' : 'need',
            title: `Bexley post ${n}.${m}`,
            skill: 'Guitar',
            hours: 1,
            isOnline: true,
            lifetimeDays: 7,
          },
        });
        expect(response.statusCode, response.body).toBe(201);
        postIds.push(response.json<{ data: { id: string } }>().data.id);
      }
    }
    // Every post now expires within the reminder window (2 days); one has already expired and
    // is not reminded.
    await database.db.execute(sql`UPDATE board_posts SET expires_at = now() + interval '1 day'`);
    await database.db.execute(
      sql`UPDATE board_posts SET expires_at = now() - interval '1 minute' WHERE id = ${postIds[0]!}`,
    );

    peer = await startSmtpPeer();
    const env = {
      DATABASE_URL: database.url!,
      NODE_ENV: 'test',
      AUTH_SECRET: authSecret,
      PUBLIC_URL: publicUrl,
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
      MAIL_FROM: from,
      JOB_INTERVAL_MS: '200',
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 180_000);

  afterAll(async () => {
    a?.kill('SIGKILL');
    b?.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited]);
    await peer?.stop();
    await setupApp?.close();
    await database?.drop();
  });

  it('reminds each author once per post, in the app and by mail, however the two processes race', async () => {
    const due = postIds.length - 1;
    const reminded = async () =>
      (
        await database.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM board_posts WHERE expiry_reminded_at IS NOT NULL`,
        )
      ).rows[0]!.n;
    const unsent = async () =>
      (await database.db.execute(sql`SELECT 1 FROM outbox WHERE status <> 'sent'`)).rows.length;
    await waitFor('every due post reminded', async () => (await reminded()) === due, 60_000);
    await waitFor('every mail delivered', async () => (await unsent()) === 0);
    // Both processes keep running the job five times a second: give them time to do anything twice.
    await sleep(1500);
    await waitFor('every mail delivered', async () => (await unsent()) === 0);
    expect(await reminded()).toBe(due);

    const notices = await database.db.execute<{ title: string; n: number }>(sql`
      SELECT title, count(*)::int AS n FROM notifications WHERE type = 'board_post_expiring' GROUP BY title`);
    expect(notices.rows).toHaveLength(due);
    expect(notices.rows.every((row) => row.n === 1)).toBe(true);
    expect(notices.rows.map((row) => row.title)).not.toContain(
      'Your board post "Bexley post 1.1" expires in 2 days',
    );

    const mails = await database.db.execute<{ subject: string; n: number }>(sql`
      SELECT subject, count(*)::int AS n FROM outbox WHERE subject LIKE 'Your board post %' GROUP BY subject`);
    expect(mails.rows).toHaveLength(due);
    expect(mails.rows.every((row) => row.n === 1)).toBe(true);
    const received = peer.received.filter((mail) => mail.subject?.startsWith('Your board post '));
    expect(received).toHaveLength(due);
    expect(await countDeliveries(database.db, peer.received, from)).toMatchObject({
      duplicates: 0,
      unknownMessageIds: 0,
    });
  }, 90_000);
});
