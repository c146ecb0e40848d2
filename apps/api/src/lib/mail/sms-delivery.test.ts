import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestDatabase, databaseKind } from '../../test/database.ts';
import { createManualClock } from '../clock.ts';
import { enqueueMessage } from '../outbox.ts';
import { startFakeVonage, type FakeVonage } from './fake-vonage.test-helper.ts';
import { createMailWorker, retryDelayMs } from './mail-worker.ts';

const silentLogger = Fastify({ logger: { level: 'silent' } }).log;
const credentials = { apiKey: 'key-sms-test', apiSecret: 'secret-sms-test' };

describe(`texts go through the SMS provider on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let vonage: FakeVonage | null = null;
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
    await vonage?.close();
    vonage = null;
  });

  const queueTexts = (count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        enqueueMessage(database.db, {
          channel: 'sms',
          to: `+35191000000${index}`,
          text: `Your SkillSwap code is 00000${index}`,
        }),
      ),
    );
  const workerFor = (restUrl: string) =>
    createMailWorker({
      db: database.db,
      clock,
      logger: silentLogger,
      from: 'no-reply@skillswap.test',
      sms: { ...credentials, from: 'SkillSwap', restUrl },
      probeIntervalMs: 0,
    });
  const rows = () => database.db.select().from(outbox).orderBy(outbox.id);

  it('sends each queued text through Vonage once, from the configured sender, and marks it sent', async () => {
    vonage = await startFakeVonage(credentials);
    await queueTexts(2);
    const worker = workerFor(vonage.url);
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0, claimed: 2 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, claimed: 0 });
    expect(vonage.received.map((text) => [text.to, text.from, text.text])).toEqual([
      ['351910000000', 'SkillSwap', 'Your SkillSwap code is 000000'],
      ['351910000001', 'SkillSwap', 'Your SkillSwap code is 000001'],
    ]);
    const sent = await rows();
    expect(sent.map((row) => [row.status, row.deliveryNote])).toEqual([
      ['sent', `sent by Vonage as ${vonage.received[0]!.messageId}`],
      ['sent', `sent by Vonage as ${vonage.received[1]!.messageId}`],
    ]);
    worker.close();
  });

  it('a text the provider refuses (throttled) is tried again after its back-off and then sent once', async () => {
    vonage = await startFakeVonage(credentials);
    await queueTexts(1);
    const worker = workerFor(vonage.url);
    vonage.setMode('throttle');
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1, claimed: 1 });
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, waitingForServer: false });
    expect(waiting!.lastError).toContain('status 1: Throttled');
    vonage.setMode('accept');
    expect((await worker.runOnce()).claimed).toBe(0);
    clock.advance(retryDelayMs(1) + 1);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, claimed: 1 });
    expect(vonage.received).toHaveLength(1);
    worker.close();
  });

  it('while the provider is down, texts wait for it and go out once as soon as it answers again', async () => {
    vonage = await startFakeVonage(credentials);
    const port = Number(new URL(vonage.url).port);
    await vonage.close();
    await queueTexts(2);
    const worker = workerFor(vonage.url);
    // Nothing listens: the texts wait for the provider, not for their back-off.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 2, claimed: 2 });
    expect((await rows()).every((row) => row.status === 'pending' && row.waitingForServer)).toBe(true);

    // It is back but in an outage (503): still waiting, nothing sent.
    vonage = await startFakeVonage({ ...credentials, port });
    vonage.setMode('outage');
    expect((await worker.runOnce()).sent).toBe(0);

    // It recovers: the next round finds it reachable and sends both long before their back-off ends.
    vonage.setMode('accept');
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0, claimed: 2 });
    expect(vonage.received.map((text) => text.to).sort()).toEqual(['351910000000', '351910000001']);
    clock.advance(retryDelayMs(5));
    expect((await worker.runOnce()).claimed).toBe(0);
    expect(vonage.received).toHaveLength(2);
    worker.close();
  });

  it('several workers at once never send the same text twice', async () => {
    vonage = await startFakeVonage(credentials);
    await queueTexts(9);
    const workers = [workerFor(vonage.url), workerFor(vonage.url), workerFor(vonage.url)];
    const rounds = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(9);
    expect(vonage.received).toHaveLength(9);
    expect(new Set(vonage.received.map((text) => text.clientRef)).size).toBe(9);
    for (const worker of workers) worker.close();
  });
});
