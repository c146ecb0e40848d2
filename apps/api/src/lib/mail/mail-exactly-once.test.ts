import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { createTestDatabase, databaseKind } from '../../test/database.ts';
import { systemClock } from '../clock.ts';
import { enqueueMessage } from '../outbox.ts';
import { createMailWorker, type MailWorker } from './mail-worker.ts';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.test-helper.ts';
import { countDeliveries } from './mail-delivery-count.test-helper.ts';

const silentLogger = Fastify({ logger: { level: 'silent' } }).log;
const from = 'SkillSwap <no-reply@skillswap.test>';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`mail is delivered exactly once on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let peer: SmtpPeer | null = null;
  const extraDatabases: Database[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.db.delete(outbox);
  });
  afterEach(async () => {
    await peer?.stop();
    peer = null;
    for (const extra of extraDatabases.splice(0)) await extra.close();
  });

  const queue = (count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        enqueueMessage(database.db, { to: `member${index}@mail.test`, subject: `Note ${index}`, text: 'Hi' }),
      ),
    );

  /** A worker as another server process would run it: on its own connection pool where there are pools. */
  async function workerOnOwnConnections(port: number, options: { leaseMs: number; name: string }) {
    let db = database.db;
    if (database.url) {
      const url = new URL(database.url);
      url.searchParams.set('application_name', options.name);
      const own = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 2 });
      extraDatabases.push(own);
      db = own.db;
    }
    return createMailWorker({
      db,
      clock: systemClock,
      logger: silentLogger,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from,
      leaseMs: options.leaseMs,
    });
  }

  /** Runs every worker round after round, as the scheduler does, until no message is left to send. */
  async function drain(workers: MailWorker[], timeoutMs = 25_000) {
    const startedAt = Date.now();
    const isDone = async () => {
      const open = await database.db
        .execute(sql`SELECT 1 FROM outbox WHERE status IN ('pending', 'sending')`)
        .catch(() => ({ rows: [null] }));
      return open.rows.length === 0;
    };
    await Promise.all(
      workers.map(async (worker) => {
        while (!(await isDone())) {
          if (Date.now() - startedAt > timeoutMs) throw new Error('mail was not all delivered in time');
          // A round that throws (the database went away) is retried, as the scheduler would.
          const round = await worker.runOnce().catch(() => ({ claimed: 0 }));
          if (round.claimed === 0) await sleep(50);
        }
      }),
    );
  }

  it('a slow mail server with several workers competing for the outbox gets each message once', async () => {
    // Each message takes 300 ms to be accepted; a worker's lease is 2 s. Leasing a whole batch would let the
    // lease of the later messages run out while the first ones are still being sent.
    peer = await startSmtpPeer({ replyDelayMs: 300 });
    const ids = await queue(12);
    const workers = await Promise.all(
      [1, 2, 3].map((n) => workerOnOwnConnections(peer!.port, { leaseMs: 2000, name: `mail-slow-${n}` })),
    );
    await drain(workers);
    for (const worker of workers) worker.close();

    const count = await countDeliveries(database.db, peer.received, from);
    expect(count).toEqual({ rows: 12, distinctMessageIds: 12, duplicates: 0, unknownMessageIds: 0 });
    const rows = await database.db.select().from(outbox);
    expect(rows.map((row) => row.status)).toEqual(ids.map(() => 'sent'));
  });

  // Only in the PostgreSQL suite (each engine's suite holds the tests that apply to it).
  if (process.env.TEST_DATABASE_URL)
    it('a database blip between the mail server accepting a message and the worker marking it sent sends nothing twice (PostgreSQL only: PGlite runs in-process and has no connections to lose)', async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const databaseName = new URL(database.url!).pathname.slice(1);
      let blips = 0;
      try {
        // After the mail server reads the 3rd and 7th message, and before it says "accepted", the worker's
        // database connections are cut and new ones refused for a second and a half.
        peer = await startSmtpPeer({
          beforeReply: async () => {
            const delivered = peer?.received.length ?? 0;
            if (delivered !== 3 && delivered !== 7) return;
            blips += 1;
            await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS false`);
            await admin.query(
              `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'mail-blip'`,
            );
            setTimeout(() => {
              void admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`);
            }, 1500);
          },
        });
        await queue(10);
        const worker = await workerOnOwnConnections(peer.port, { leaseMs: 1000, name: 'mail-blip' });
        await drain([worker]);
        worker.close();
      } finally {
        await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      expect(blips).toBe(2);
      const count = await countDeliveries(database.db, peer.received, from);
      expect(count).toEqual({ rows: 10, distinctMessageIds: 10, duplicates: 0, unknownMessageIds: 0 });
    });
});
