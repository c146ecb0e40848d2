import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestDatabase, databaseKind } from '../../test/database.ts';
import { createManualClock } from '../clock.ts';
import { enqueueMessage } from '../outbox.ts';
import { createMailWorker, retryDelayMs } from './mail-worker.ts';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.test-helper.ts';

const silentLogger = Fastify({ logger: { level: 'silent' } }).log;

describe(`mail worker on ${databaseKind}`, () => {
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

  const queue = (count: number, prefix: string) =>
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        enqueueMessage(database.db, {
          to: `member${index}@mail.test`,
          subject: `${prefix} ${index}`,
          text: `Body of ${prefix} ${index}`,
        }),
      ),
    );
  const workerFor = (port: number) =>
    createMailWorker({
      db: database.db,
      clock,
      logger: silentLogger,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'SkillSwap <no-reply@skillswap.test>',
    });
  const subjects = (smtp: SmtpPeer) => smtp.received.map((mail) => mail.subject ?? '').sort();

  it('delivers queued e-mail over SMTP and marks each message sent once', async () => {
    peer = await startSmtpPeer();
    await queue(3, 'Welcome');
    const worker = workerFor(peer.port);
    expect(await worker.runOnce()).toEqual({ sent: 3, failed: 0, claimed: 3 });
    expect(subjects(peer)).toEqual(['Welcome 0', 'Welcome 1', 'Welcome 2']);
    // Messages go out in parallel, so they may arrive in any order: look each one up by its subject.
    const first = peer.received.find((mail) => mail.subject === 'Welcome 0');
    expect(first?.text?.trim()).toBe('Body of Welcome 0');
    expect(first?.from?.text).toContain('no-reply@skillswap.test');
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, claimed: 0 });
    const rows = await database.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.sentAt !== null)).toBe(true);
    worker.close();
  });

  it('when the mail server dies mid-delivery, every message arrives once it is back: none lost, none twice', async () => {
    peer = await startSmtpPeer({ crashOnFirstMessage: true });
    const { port, received } = peer;
    await queue(3, 'Receipt');
    const worker = workerFor(port);

    const firstRound = await worker.runOnce();
    expect(firstRound).toEqual({ sent: 0, failed: 3, claimed: 3 });
    expect(received).toEqual([]);
    const waiting = await database.db.select().from(outbox);
    expect(waiting.every((row) => row.status === 'pending' && row.attempts === 1 && row.lastError)).toBe(
      true,
    );

    // Backoff: nothing is retried before its time.
    expect((await worker.runOnce()).claimed).toBe(0);

    peer = await startSmtpPeer({ port, received });
    clock.advance(retryDelayMs(1) + 1);
    expect(await worker.runOnce()).toEqual({ sent: 3, failed: 0, claimed: 3 });
    expect(subjects(peer)).toEqual(['Receipt 0', 'Receipt 1', 'Receipt 2']);
    clock.advance(retryDelayMs(5));
    expect((await worker.runOnce()).claimed).toBe(0);
    expect(received).toHaveLength(3);
    worker.close();
  });

  it('several workers at once never deliver the same message twice', async () => {
    peer = await startSmtpPeer();
    await queue(12, 'Digest');
    const workers = [workerFor(peer.port), workerFor(peer.port), workerFor(peer.port)];
    const rounds = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(12);
    expect(new Set(subjects(peer)).size).toBe(12);
    expect(peer.received).toHaveLength(12);
    for (const worker of workers) worker.close();
  });

  it('gives up after the last attempt and keeps the error', async () => {
    peer = await startSmtpPeer();
    const { port } = peer;
    await peer.stop();
    peer = null;
    const [id] = await queue(1, 'Unlucky');
    const worker = createMailWorker({
      db: database.db,
      clock,
      logger: silentLogger,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@skillswap.test',
      maxAttempts: 2,
    });
    await worker.runOnce();
    clock.advance(retryDelayMs(1) + 1);
    await worker.runOnce();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row!.lastError).toBeTruthy();
    worker.close();
  });

  it('without an SMTP server, logs each message and marks it delivered to log; SMS likewise', async () => {
    const lines: string[] = [];
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = Fastify({ logger: { level: 'info', stream: capture } }).log;
    await queue(1, 'Dev mail');
    await enqueueMessage(database.db, { channel: 'sms', to: '+351900000001', text: 'Your code is 123456' });
    const worker = createMailWorker({ db: database.db, clock, logger, from: 'no-reply@skillswap.test' });
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0, claimed: 2 });
    const result = await database.db.execute<{ status: string; delivery_note: string; body_text: string }>(
      'SELECT status, delivery_note, body_text FROM outbox ORDER BY id',
    );
    expect(result.rows.map((row) => [row.status, row.delivery_note])).toEqual([
      ['sent', 'delivered to log'],
      ['sent', 'delivered to log'],
    ]);
    expect(lines.join('')).toContain('Dev mail 0');
    expect(lines.join('')).not.toContain('123456');
  });
});
