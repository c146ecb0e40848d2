import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestDatabase, databaseKind } from '../../test/database.ts';
import { createManualClock } from '../clock.ts';
import { enqueueMessage } from '../outbox.ts';
import { createMailWorker, retryDelayMs } from './mail-worker.ts';
import { startSmtpPeer, type SmtpPeer, type SmtpPeerOptions } from './smtp-peer.test-helper.ts';

const silentLogger = Fastify({ logger: { level: 'silent' } }).log;

describe(`mail recovers quickly when the mail server returns, on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let peer: SmtpPeer | null = null;
  let clock: ReturnType<typeof createManualClock>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.db.delete(outbox);
    clock = createManualClock(new Date(Date.now() + 1000));
  });
  afterEach(async () => {
    await peer?.stop();
    peer = null;
  });

  const queue = (to: string, subject: string) => enqueueMessage(database.db, { to, subject, text: 'Hello' });
  const workerFor = (port: number, options: { maxAttempts?: number; logger?: typeof silentLogger } = {}) =>
    createMailWorker({
      db: database.db,
      clock,
      logger: options.logger ?? silentLogger,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@skillswap.test',
      probeIntervalMs: 10_000,
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    });
  /** A port where nothing listens yet: the server is down, and comes up there later. */
  async function downServerPort() {
    const probe = await startSmtpPeer();
    await probe.stop();
    return probe.port;
  }
  const startAt = (port: number, options: SmtpPeerOptions = {}) => startSmtpPeer({ ...options, port });

  it('mail that waited for the server goes out with the next message it accepts, not after its back-off', async () => {
    const port = await downServerPort();
    const worker = workerFor(port);
    await queue('a@mail.test', 'Waiting 1');
    await queue('b@mail.test', 'Waiting 2');
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 2, claimed: 2 });

    peer = await startAt(port);
    await queue('c@mail.test', 'Fresh');
    expect((await worker.runOnce()).sent).toBe(1);
    // The clock has not moved: the two back-offs (30 s) have not run out, yet both go now.
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0, claimed: 2 });
    expect(peer.received.map((mail) => mail.subject).sort()).toEqual(['Fresh', 'Waiting 1', 'Waiting 2']);
    worker.close();
  });

  it('with no new mail, the worker notices within its probe interval that the server is back', async () => {
    const port = await downServerPort();
    const worker = workerFor(port);
    await queue('a@mail.test', 'Waiting');
    expect((await worker.runOnce()).failed).toBe(1);
    clock.advance(retryDelayMs(1) + 1);
    expect((await worker.runOnce()).failed).toBe(1);
    expect((await worker.runOnce()).claimed).toBe(0);

    peer = await startAt(port);
    // The second back-off is a minute; after 10 s the worker asks the server and finds it back.
    clock.advance(10_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, claimed: 1 });
    expect(peer.received.map((mail) => mail.subject)).toEqual(['Waiting']);
    worker.close();
  });

  it('a message the server itself turned away still waits out its back-off', async () => {
    peer = await startSmtpPeer({ rejectRecipients: ['busy@mail.test'] });
    const worker = workerFor(peer.port);
    const busy = await queue('busy@mail.test', 'Busy mailbox');
    await queue('fine@mail.test', 'Fine');
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 1, claimed: 2 });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, busy));
    expect(row).toMatchObject({ status: 'pending', waitingForServer: false });
    expect(row!.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
    expect((await worker.runOnce()).claimed).toBe(0);
    worker.close();
  });

  it('a message given up on is logged at error level, naming how to send it again', async () => {
    const lines: string[] = [];
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = Fastify({ logger: { level: 'info', stream: capture } }).log;
    const worker = workerFor(await downServerPort(), { maxAttempts: 1, logger });
    const id = await queue('a@mail.test', 'Unlucky');
    await worker.runOnce();
    const entries = lines.map(
      (line) => JSON.parse(line) as { level: number; msg: string; outboxId?: number },
    );
    const aboutIt = entries.filter((entry) => entry.outboxId === id);
    expect(aboutIt.map((entry) => entry.level)).toEqual([50]);
    expect(aboutIt[0]!.msg).toContain('mail:requeue');
    worker.close();
  });
});
