import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../lib/mail/smtp-peer.test-helper.ts';
import { enqueueMessage } from '../lib/outbox.ts';
import {
  createPostgresDatabase,
  runAdminQuery,
  signUpOverHttp,
  startServer,
  stopAllServers,
  testServerEnv,
} from '../test/server-processes.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { apiEntryArguments } from '../test/api-bundle.ts';

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
const cliDir = path.resolve(import.meta.dirname, '../cli');

/** The operator's command, as `npm -w @skillswap/api run <name>` runs it, against `databaseUrl`. */
async function operatorCommand(databaseUrl: string, file: string, args: string[] = []) {
  const { stdout } = await run(process.execPath, [...apiEntryArguments(path.join(cliDir, file)), ...args], {
    env: { ...process.env, ...testServerEnv, DATABASE_URL: databaseUrl },
  });
  return stdout;
}

// A server started on a restored dump sent again the mail that was pending when
// it was taken.
describe.skipIf(!serverUrl)('mail pending in a pg_dump backup (needs TEST_DATABASE_URL)', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  const workDir = mkdtempSync(path.join(tmpdir(), 'skillswap-maildump-'));
  let peer: SmtpPeer | null = null;
  afterAll(async () => {
    await stopAllServers();
    await peer?.stop();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('mail:hold --before the backup keeps the 15 mails pending at dump time from going out again; new mail goes', async () => {
    const original = await createPostgresDatabase(serverUrl!, 'skillswap_maildump');
    cleanups.push(original.drop);
    const database = await openDatabase({ databaseUrl: original.url, dataDir: '', poolSize: 2 });
    await migrate(database);
    for (let index = 1; index <= 15; index += 1) {
      await enqueueMessage(database.db, {
        to: `member${index}@mail.test`,
        subject: `Pending at backup ${index}`,
        text: 'Hello',
      });
    }
    await database.close();

    const dumpFile = path.join(workDir, 'skillswap.dump');
    await run('pg_dump', ['-Fc', '-f', dumpFile, '--dbname', original.url]);
    const backupTakenAt = new Date().toISOString();
    const restored = await createPostgresDatabase(serverUrl!, 'skillswap_mailrestored');
    cleanups.push(restored.drop);
    await run('pg_restore', ['--exit-on-error', '--no-owner', '-d', restored.url, dumpFile]);

    expect(await operatorCommand(restored.url, 'mail-pending.ts')).toContain(
      '15 messages wait to be sent (15 pending, 0 being sent or left mid-send).',
    );
    expect(await operatorCommand(restored.url, 'mail-hold.ts', ['--before', backupTakenAt])).toContain(
      `Held 15 messages queued before ${backupTakenAt}`,
    );

    peer = await startSmtpPeer();
    const server = await startServer(
      { DATABASE_URL: restored.url, SMTP_URL: `smtp://127.0.0.1:${peer.port}`, JOB_INTERVAL_MS: '200' },
      { timeoutMs: 120_000 },
    );
    const member = await signUpOverHttp(server.baseUrl);
    const toMember = () =>
      peer!.received.filter((mail) => JSON.stringify(mail.to).includes(member.email)).length;
    for (const startedAt = Date.now(); toMember() < 2 && Date.now() - startedAt < 60_000;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(toMember()).toBe(2);
    // A few more worker rounds, in which held mail would have gone out had it been pending.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await server.stop();
    expect(peer.received.filter((mail) => mail.subject?.startsWith('Pending at backup'))).toEqual([]);

    const held = await runAdminQuery<{ count: number }>(
      restored.url,
      `SELECT count(*)::int AS count FROM outbox WHERE status = 'held'`,
    );
    expect(held).toEqual([{ count: 15 }]);
    const trail = await runAdminQuery<{ details: Record<string, unknown> }>(
      restored.url,
      `SELECT details FROM audit_log WHERE event = 'mail_held'`,
    );
    expect(trail).toEqual([{ details: { before: backupTakenAt, count: 15, via: 'cli' } }]);
  }, 300_000);
});
