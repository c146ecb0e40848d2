import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index.ts';
import { createManualClock } from '../lib/clock.ts';
import { createMailWorker } from '../lib/mail/mail-worker.ts';
import { startSmtpPeer } from '../lib/mail/smtp-peer.test-helper.ts';
import { messageIdFor } from '../lib/mail/transports.ts';
import { enqueueMessage } from '../lib/outbox.ts';
import { createTestDatabase, databaseKind } from '../test/database.ts';
import { listFailedMailCommand, requeueMailCommand } from './mail-commands.ts';
import { createTerminalOutput } from './terminal-output.ts';
import { UsageError } from './usage-error.ts';

const from = 'no-reply@skillswap.test';

describe(`mail operator commands on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let printed: string[] = [];
  // What reaches the operator's terminal: the one output path every command prints through.
  const output = createTerminalOutput((text) => printed.push(text.replace(/\n$/, '')));
  const ids: number[] = [];
  const clock = createManualClock(new Date(Date.now() + 1000));

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.set(new Date(Date.now() + 1000));
    // Three messages the worker gives up on (one attempt each, nothing listening), and one still pending.
    const down = await startSmtpPeer();
    await down.stop();
    for (const [to, subject] of [
      ['ann@mail.test', 'Welcome'],
      ['bo@mail.test', 'Receipt\u001b[2J'],
      ['cy@mail.test', 'Digest'],
    ] as const) {
      ids.push(await enqueueMessage(database.db, { to, subject, text: 'Hello' }));
    }
    const worker = createMailWorker({
      db: database.db,
      clock,
      logger: Fastify({ logger: { level: 'silent' } }).log,
      smtpUrl: `smtp://127.0.0.1:${down.port}`,
      from,
      maxAttempts: 1,
    });
    await worker.runOnce();
    worker.close();
    await enqueueMessage(database.db, { to: 'dee@mail.test', subject: 'Later', text: 'Hello' });
  });
  afterAll(() => database.drop());

  const run = async (command: typeof listFailedMailCommand, args: string[]) => {
    printed = [];
    await command(database, args, output);
    return printed;
  };
  const statuses = async () =>
    (await database.db.select().from(outbox).orderBy(outbox.id)).map((row) => row.status);

  it('mail:failed lists what the worker gave up on, oldest first, with the last error and no raw control characters', async () => {
    const lines = await run(listFailedMailCommand, []);
    expect(lines.filter((line) => line.startsWith('#'))).toEqual([
      expect.stringMatching(new RegExp(`^#${ids[0]} email to ann@mail\\.test, queued .+, 1 attempts$`)),
      expect.stringMatching(new RegExp(`^#${ids[1]} email to bo@mail\\.test`)),
      expect.stringMatching(new RegExp(`^#${ids[2]} email to cy@mail\\.test`)),
    ]);
    expect(lines).toContain('  Subject: Receipt[2J');
    expect(lines.filter((line) => line.startsWith('  Last error: ')).length).toBe(3);
    expect(lines.join('\n')).not.toContain('\u001b');
    expect(await run(listFailedMailCommand, ['--limit', '1'])).toHaveLength(3);
  });

  it('refuses bad arguments and requeues nothing', async () => {
    for (const args of [[], ['abc'], ['0'], ['1', '2'], ['--everything']]) {
      await expect(run(requeueMailCommand, args)).rejects.toThrow(UsageError);
    }
    await expect(run(listFailedMailCommand, ['--limit', 'x'])).rejects.toThrow(UsageError);
    await expect(run(requeueMailCommand, [String(ids[2]! + 1)])).rejects.toThrow(/No failed message/);
    expect(await statuses()).toEqual(['failed', 'failed', 'failed', 'pending']);
  });

  it('mail:requeue sends one failed message again, then all the rest, with the Message-ID each always had', async () => {
    expect(await run(requeueMailCommand, [String(ids[1])])).toEqual([
      `Requeued 1 message: #${ids[1]}. The mail worker sends them within seconds.`,
    ]);
    expect(await statuses()).toEqual(['failed', 'pending', 'failed', 'pending']);
    expect(await run(requeueMailCommand, ['--all'])).toEqual([
      `Requeued 2 messages: #${ids[0]}, #${ids[2]}. The mail worker sends them within seconds.`,
    ]);
    expect(await run(requeueMailCommand, ['--all'])).toEqual(['No failed messages.']);

    const peer = await startSmtpPeer();
    clock.set(new Date(Date.now() + 1000));
    const worker = createMailWorker({
      db: database.db,
      clock,
      logger: Fastify({ logger: { level: 'silent' } }).log,
      smtpUrl: `smtp://127.0.0.1:${peer.port}`,
      from,
    });
    expect(await worker.runOnce()).toEqual({ sent: 4, failed: 0, claimed: 4 });
    worker.close();
    await peer.stop();
    const rows = await database.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(peer.received.map((mail) => mail.messageId).sort()).toEqual(
      rows.map((row) => messageIdFor(row, from)).sort(),
    );
    expect(await run(listFailedMailCommand, [])).toEqual(['No failed messages.']);
  });
});
