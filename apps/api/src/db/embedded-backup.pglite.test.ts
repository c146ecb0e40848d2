import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import {
  signInOverHttp,
  signUpOverHttp,
  startServer,
  stopAllServers,
  testServerEnv,
} from '../test/server-processes.ts';
import { copyOfMigratedPglite } from '../test/database.ts';
import { openDatabase } from './client.ts';
import { backUpEmbedded, restoreEmbedded } from './embedded-backup.ts';
import { migrate } from './migrate.ts';
import { apiEntryArguments } from '../test/api-bundle.ts';

const execute = promisify(execFile);
const cliDir = path.resolve(import.meta.dirname, '../cli');

async function runFileCli(script: string, dataDir: string, folder: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...testServerEnv, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return execute(process.execPath, [...apiEntryArguments(path.join(cliDir, script)), folder], { env });
}

const countMembers = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/api/profiles?limit=1`);
  return ((await response.json()) as { total: number }).total;
};

/** Uploads a picture as the member's avatar over HTTP; answers its URL. */
async function uploadAvatarOverHttp(baseUrl: string, member: { email: string; password: string }) {
  const session = (await signInOverHttp(baseUrl, member)).session!;
  const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c63' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([picture], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${baseUrl}/api/me/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { avatar_url: string }).avatar_url;
}

/** The permission bits of a folder and everything in it, by path relative to it. */
function modesUnder(folder: string): Record<string, number> {
  const modes: Record<string, number> = { '.': statSync(folder).mode & 0o777 };
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    modes[entry] = statSync(path.join(folder, entry)).mode & 0o777;
  }
  return modes;
}

const downloadAvatar = async (baseUrl: string, avatarUrl: string) => {
  const response = await fetch(`${baseUrl}${avatarUrl}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};

// The embedded database's own backup; PostgreSQL's is pg_dump (backup-restore.test.ts).
describe('backing up the embedded install', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'skillswap-backup-'));
  // Migrated already (test/database.ts): the server starts in about 0.5 s instead of 4 s.
  const live = copyOfMigratedPglite() ?? path.join(root, 'live');
  const backup = path.join(root, 'backup');
  const restored = path.join(root, 'restored');
  afterAll(async () => {
    await stopAllServers();
    rmSync(root, { recursive: true, force: true });
    rmSync(live, { recursive: true, force: true });
  });

  it('is taken while the server runs, restores into a new folder, and a member signs in there', async () => {
    const server = await startServer({ DATA_DIR: live, SEED_MEMBERS: '12' });
    const member = await signUpOverHttp(server.baseUrl);
    writeFileSync(path.join(live, 'auth-secret'), 'the-install-secret\n');
    const avatarUrl = await uploadAvatarOverHttp(server.baseUrl, member);
    const avatar = await downloadAvatar(server.baseUrl, avatarUrl);
    const members = await countMembers(server.baseUrl);

    const backedUp = await runFileCli('backup.ts', live, backup);
    expect(backedUp.stdout).toContain('database.tar.gz');
    // Owner-only, like the data folder: the copy holds password hashes and the auth secret.
    expect(modesUnder(backup)).toEqual({ '.': 0o700, 'auth-secret': 0o600, 'database.tar.gz': 0o600 });
    // The avatars are in the database (ADR 0060): no uploads folder to copy.
    expect(readdirSync(backup).sort()).toEqual(['auth-secret', 'database.tar.gz']);
    // The server kept serving while it made the copy, and still holds its folder.
    expect((await signInOverHttp(server.baseUrl, member)).status).toBe(200);

    await runFileCli('restore.ts', restored, backup);
    expect(readFileSync(path.join(restored, 'auth-secret'), 'utf8')).toBe('the-install-secret\n');
    expect(existsSync(path.join(restored, 'uploads'))).toBe(false);
    const copy = await startServer({ DATA_DIR: restored });
    expect(await downloadAvatar(copy.baseUrl, avatarUrl)).toEqual(avatar);
    expect(avatar.status).toBe(200);
    expect((await signInOverHttp(copy.baseUrl, member)).status).toBe(200);
    expect(await countMembers(copy.baseUrl)).toBe(members);
    await expect(runFileCli('restore.ts', restored, backup)).rejects.toThrow('already holds a database');
  }, 240_000);

  it('carries avatar files not imported yet, and a restore puts them where the server imports them', async () => {
    const dataDir = path.join(root, 'before-first-start');
    const database = await openDatabase({ dataDir });
    await migrate(database);
    await database.close();
    const uploadDir = path.join(root, 'old-uploads');
    mkdirSync(path.join(uploadDir, 'avatars'), { recursive: true });
    writeFileSync(path.join(uploadDir, 'avatars', `${'a'.repeat(64)}.webp`), 'bytes of an old avatar');

    // An empty folder made beforehand with the usual umask (0755) becomes owner-only too.
    const target = path.join(root, 'backup-with-files');
    mkdirSync(target, { mode: 0o755 });
    chmodSync(target, 0o755);
    const written = await backUpEmbedded(testConfig({ DATA_DIR: dataDir, UPLOAD_DIR: uploadDir }), target);
    expect(written.at(-1)).toBe('uploads/avatars/ (1 files not imported yet)');
    expect(modesUnder(target)).toEqual({
      '.': 0o700,
      'database.tar.gz': 0o600,
      uploads: 0o700,
      'uploads/avatars': 0o700,
      [`uploads/avatars/${'a'.repeat(64)}.webp`]: 0o600,
    });

    const restoredUploads = path.join(root, 'restored-uploads');
    const restoredData = path.join(root, 'restored-with-files');
    await restoreEmbedded(testConfig({ DATA_DIR: restoredData, UPLOAD_DIR: restoredUploads }), target);
    expect(readdirSync(path.join(restoredUploads, 'avatars'))).toEqual([`${'a'.repeat(64)}.webp`]);
  }, 120_000);
});
