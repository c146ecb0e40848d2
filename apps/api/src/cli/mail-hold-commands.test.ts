import { eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { createMailWorker } from '../lib/mail/mail-worker.ts';
import { startSmtpPeer, type SmtpPeer } from '../lib/mail/smtp-peer.test-helper.ts';
import { enqueueMessage } from '../lib/outbox.ts';
import { createTestDatabase, databaseKind } from '../test/database.ts';
import {
  dropMailCommand,
  holdMailCommand,
  pendingMailCommand,
  releaseMailCommand,
} from './mail-hold-commands.ts';
import { createTerminalOutput } from './terminal-output.ts';
import { UsageError } from './usage-error.ts';

const minuteMs = 60_000;
const subjectRecipient = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text ?? '';

describe(`holding, releasing and dropping queued mail on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let peer: SmtpPeer;
  let printed: string[] = [];
  const output = createTerminalOutput((text) => printed.push(text.replace(/\n$/, '')));
  const now = Date.now();
  const ids: Record<string, number> = {};

  /** Queues a message as if `minutesAgo` minutes ago. */
  async function queue(name: string, subject: string, minutesAgo: number) {
    const id = await enqueueMessage(database.db, { to: `${name}@mail.test`, subject, text: 'Hello' });
    const at = new Date(now - minutesAgo * minuteMs);
    await database.db.update(outbox).set({ createdAt: at, nextAttemptAt: at }).where(eq(outbox.id, id));
    ids[name] = id;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    peer = await startSmtpPeer();
    await queue('ann', 'Verify your e-mail address', 180);
    await queue('bo', 'Verify your e-mail address', 120);
    await queue('cy', 'New matches for you', 90);
    await queue('dee', 'Welcome to SkillSwap', 5);
    await queue('eve', 'Verify your e-mail address', 1);
    // A row a worker is sending right now (its lease runs for another minute): nobody may take it from it.
    await queue('fay', 'Receipt', 150);
    await database.db
      .update(outbox)
      .set({ status: 'sending', lockedUntil: new Date(now + minuteMs), attempts: 1 })
      .where(eq(outbox.id, ids.fay!));
  });
  afterAll(async () => {
    await peer.stop();
    await database.drop();
  });

  const run = async (command: typeof pendingMailCommand, args: string[]) => {
    printed = [];
    await command(database, args, output);
    return printed;
  };
  const statusOf = async () => {
    const rows = await database.db.select().from(outbox);
    return Object.fromEntries(
      Object.entries(ids).map(([name, id]) => [name, rows.find((row) => row.id === id)!.status]),
    );
  };
  const deliver = async () => {
    const worker = createMailWorker({
      db: database.db,
      clock: systemClock,
      logger: Fastify({ logger: { level: 'silent' } }).log,
      smtpUrl: `smtp://127.0.0.1:${peer.port}`,
      from: 'no-reply@skillswap.test',
    });
    await worker.runOnce();
    worker.close();
  };
  const at = (minutesAgo: number) => new Date(now - minutesAgo * minuteMs).toISOString();

  it('mail:pending says how much waits, how old it is and of what kinds', async () => {
    const lines = await run(pendingMailCommand, []);
    expect(lines[0]).toBe('6 messages wait to be sent (5 pending, 1 being sent or left mid-send).');
    expect(lines[1]).toBe(`Queued between ${at(180)} (3 h old) and ${at(1)} (1 min old).`);
    expect(lines.slice(2)).toEqual([
      '  3 × e-mail "Verify your e-mail address", oldest 3 h old, newest 1 min old',
      '  1 × e-mail "Receipt", oldest 2 h old, newest 2 h old',
      '  1 × e-mail "New matches for you", oldest 1 h old, newest 1 h old',
      '  1 × e-mail "Welcome to SkillSwap", oldest 5 min old, newest 5 min old',
    ]);
    expect((await run(pendingMailCommand, ['--before', at(100)]))[0]).toBe(
      `3 messages queued before ${at(100)} wait to be sent (2 pending, 1 being sent or left mid-send).`,
    );
  });

  it('refuses bad arguments and changes nothing', async () => {
    for (const [command, args] of [
      [holdMailCommand, []],
      [holdMailCommand, ['--before']],
      [holdMailCommand, ['--before', 'yesterday']],
      [holdMailCommand, ['--before', '2026-13-45T00:00:00Z']],
      [holdMailCommand, ['--before', at(60), '--all']],
      [dropMailCommand, []],
      [dropMailCommand, ['--before', 'soon']],
      [releaseMailCommand, ['--everything']],
      [pendingMailCommand, ['--limit', '3']],
    ] as const) {
      await expect(run(command, [...args])).rejects.toThrow(UsageError);
    }
    expect(await statusOf()).toEqual({
      ann: 'pending',
      bo: 'pending',
      cy: 'pending',
      dee: 'pending',
      eve: 'pending',
      fay: 'sending',
    });
  });

  it('held mail is not sent; release sends it, drop keeps it from ever going; each step audited', async () => {
    expect(await run(holdMailCommand, ['--before', at(60)])).toEqual([
      `Held 3 messages queued before ${at(60)}: #${ids.ann}, #${ids.bo}, #${ids.cy}.`,
      'mail:release sends them; mail:drop --before <time> drops them for good.',
    ]);
    await deliver();
    expect(await statusOf()).toEqual({
      ann: 'held',
      bo: 'held',
      cy: 'held',
      dee: 'sent',
      eve: 'sent',
      fay: 'sending',
    });
    expect(peer.received.map((mail) => subjectRecipient(mail)).sort()).toEqual([
      'dee@mail.test',
      'eve@mail.test',
    ]);
    expect(await run(pendingMailCommand, [])).toEqual([
      '1 message waits to be sent (0 pending, 1 being sent or left mid-send).',
      `Queued between ${at(150)} (2 h old) and ${at(150)} (2 h old).`,
      '  1 × e-mail "Receipt", oldest 2 h old, newest 2 h old',
      '3 messages held: mail:release sends them, mail:drop --before <time> drops them.',
    ]);

    expect(await run(dropMailCommand, ['--before', at(150)])).toEqual([
      `Dropped 1 message queued before ${at(150)}: #${ids.ann}. They will not be sent.`,
    ]);
    expect(await run(releaseMailCommand, [])).toEqual([
      `Released 2 messages: #${ids.bo}, #${ids.cy}. The mail worker sends them within seconds.`,
    ]);
    await deliver();
    expect(await statusOf()).toEqual({
      ann: 'dropped',
      bo: 'sent',
      cy: 'sent',
      dee: 'sent',
      eve: 'sent',
      fay: 'sending',
    });
    expect(peer.received.map((mail) => subjectRecipient(mail))).not.toContain('ann@mail.test');
    expect(await run(releaseMailCommand, [])).toEqual(['No held mail.']);
    expect(await run(holdMailCommand, ['--before', at(0)])).toEqual([
      `No queued mail from before ${at(0)}; nothing held.`,
    ]);

    const trail = await database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.event, ['mail_held', 'mail_released', 'mail_dropped']))
      .orderBy(auditLog.id);
    expect(trail.map((entry) => [entry.event, entry.details])).toEqual([
      ['mail_held', { before: at(60), count: 3, via: 'cli' }],
      ['mail_dropped', { before: at(150), count: 1, via: 'cli' }],
      ['mail_released', { count: 2, via: 'cli' }],
    ]);
    const [{ dropped }] = (
      await database.db.execute<{ dropped: string }>(
        sql`SELECT last_error AS dropped FROM outbox WHERE id = ${ids.ann!}`,
      )
    ).rows as [{ dropped: string }];
    expect(dropped).toMatch(/^dropped by an operator at /);
  });
});
