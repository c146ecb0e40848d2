import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { databaseKind } from '../../test/database.ts';
import { createSharedDatabase, type SharedDatabase } from '../../test/shared-database.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { createManualClock, systemClock, type Clock } from '../clock.ts';
import { enqueueMessage } from '../outbox.ts';
import { countDeliveries } from './mail-delivery-count.test-helper.ts';
import { createMailWorker } from './mail-worker.ts';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.test-helper.ts';
import { messageIdFor } from './transports.ts';

const from = 'SkillSwap <no-reply@skillswap.test>';
const defaultLeaseMs = 30_000;

describe(`mail when a server process is killed mid-send, on ${databaseKind}`, () => {
  let shared: SharedDatabase | null = null;
  let peer: SmtpPeer | null = null;
  let server: ServerProcess | null = null;

  afterAll(async () => {
    server?.kill('SIGKILL');
    await peer?.stop();
    await shared?.drop();
  });

  it('a kill -9 after the mail server took a message but before it was marked sent resends that one message, with the same Message-ID, after a short lease', async () => {
    shared = await createSharedDatabase();
    const db = (await shared.open()).db;
    for (let index = 0; index < 6; index += 1) {
      await enqueueMessage(db, { to: `member${index}@mail.test`, subject: `Notice ${index}`, text: 'Hello' });
    }
    await shared.release();

    // The third message is read by the mail server, which then waits; the server process is killed before
    // it hears "accepted", so it never records the delivery.
    peer = await startSmtpPeer({
      replyDelayMs: 100,
      beforeReply: async () => {
        if (peer!.received.length !== 3) return;
        while (!server) await new Promise((resolve) => setTimeout(resolve, 10));
        server.kill('SIGKILL');
        await server.exited;
      },
    });
    server = await startServerProcess({
      ...shared.env,
      NODE_ENV: 'test',
      AUTH_SECRET: randomBytes(24).toString('hex'),
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
      MAIL_FROM: from,
    });
    expect(await server.exited).toBeNull();
    expect(peer.received).toHaveLength(3);

    const database = await shared.open();
    const rows = await database.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => row.status)).toEqual([
      'sent',
      'sent',
      'sending',
      'pending',
      'pending',
      'pending',
    ]);
    const inDoubt = rows[2]!;

    const workerWith = (clock: Clock) =>
      createMailWorker({
        db: database.db,
        clock,
        logger: Fastify({ logger: { level: 'silent' } }).log,
        smtpUrl: `smtp://127.0.0.1:${peer!.port}`,
        from,
      });
    // Another process goes on with the rest at once; the message in doubt is still under its lease.
    const now = workerWith(systemClock);
    expect(await now.runOnce()).toEqual({ sent: 3, failed: 0, claimed: 3 });
    now.close();
    const [held] = await database.db.select().from(outbox).where(eq(outbox.id, inDoubt.id));
    expect(held!.status).toBe('sending');

    // Once the lease (30 s, not minutes) has run out, the message in doubt goes again.
    const later = workerWith(createManualClock(new Date(Date.now() + defaultLeaseMs + 1000)));
    expect(await later.runOnce()).toEqual({ sent: 1, failed: 0, claimed: 1 });
    later.close();

    const count = await countDeliveries(database.db, peer.received, from);
    expect(count).toEqual({ rows: 6, distinctMessageIds: 6, duplicates: 1, unknownMessageIds: 0 });
    const copies = peer.received.filter((mail) => mail.subject === inDoubt.subject);
    expect(copies.map((mail) => mail.messageId)).toEqual([
      messageIdFor(inDoubt, from),
      messageIdFor(inDoubt, from),
    ]);
    expect(copies.map((mail) => mail.headers.get('x-skillswap-attempt'))).toEqual(['1', '2']);
    const after = await database.db.select().from(outbox);
    expect(after.every((row) => row.status === 'sent')).toBe(true);
  }, 120_000);
});
