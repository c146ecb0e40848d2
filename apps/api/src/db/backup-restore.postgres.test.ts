import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  runAdminQuery,
  signInOverHttp,
  signUpOverHttp,
  startServer,
  stopAllServers,
} from '../test/server-processes.ts';

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;

// pg_dump and pg_restore speak to a PostgreSQL server; the embedded database has its
// own backup (backup.test.ts).
describe('a pg_dump backup of a PostgreSQL install', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  const workDir = mkdtempSync(path.join(tmpdir(), 'skillswap-pgdump-'));
  afterAll(async () => {
    await stopAllServers();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('restores into a new database on which the server starts and a member signs in', async () => {
    const original = await createPostgresDatabase(serverUrl!, 'skillswap_dump');
    cleanups.push(original.drop);
    const first = await startServer({ DATABASE_URL: original.url, SEED_MEMBERS: '30' });
    const member = await signUpOverHttp(first.baseUrl);
    // The avatar lives in the database (ADR 0060), so the dump alone carries it.
    const session = (await signInOverHttp(first.baseUrl, member)).session!;
    const form = new FormData();
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#18a' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([picture], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${first.baseUrl}/api/me/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
      body: form,
    });
    const { avatar_url: avatarUrl } = (await uploaded.json()) as { avatar_url: string };
    const avatar = Buffer.from(await (await fetch(`${first.baseUrl}${avatarUrl}`)).arrayBuffer());
    await first.stop();

    const dumpFile = path.join(workDir, 'skillswap.dump');
    await run('pg_dump', ['-Fc', '-f', dumpFile, '--dbname', original.url]);
    const restored = await createPostgresDatabase(serverUrl!, 'skillswap_restored');
    cleanups.push(restored.drop);
    // --exit-on-error: the first failing statement fails the test instead of a partial restore.
    const restore = await run('pg_restore', ['--exit-on-error', '--no-owner', '-d', restored.url, dumpFile]);
    expect(restore.stderr).toBe('');

    const countMembers = (url: string) =>
      runAdminQuery<{ total: number }>(url, 'SELECT count(*)::int AS total FROM profiles');
    expect(await countMembers(restored.url)).toEqual([{ total: 31 }]);
    // The trigger functions too must not depend on the caller's search_path (migration 0035).
    await runAdminQuery(
      restored.url,
      `SET search_path = ''; UPDATE public.profiles SET full_name = full_name || ' Jr', skills_offered = '{Chess}'`,
    );
    const second = await startServer({ DATABASE_URL: restored.url });
    const signIn = await signInOverHttp(second.baseUrl, member);
    expect(signIn.status).toBe(200);
    expect(signIn.session?.user.id).toBe(member.userId);
    const search = await fetch(`${second.baseUrl}/api/profiles?q=drill`);
    expect(search.status).toBe(200);
    const restoredAvatar = await fetch(`${second.baseUrl}${avatarUrl}`);
    expect(restoredAvatar.status).toBe(200);
    expect(Buffer.from(await restoredAvatar.arrayBuffer()).equals(avatar)).toBe(true);
    await second.stop();
  }, 180_000);
});
