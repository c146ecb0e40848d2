import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  signInOverHttp,
  signUpOverHttp,
  startServer,
  stopAllServers,
  testServerEnv,
} from '../test/server-processes.ts';

const execute = promisify(execFile);
const cliDir = path.resolve(import.meta.dirname, '../cli');

async function runFileCli(script: string, dataDir: string, folder: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...testServerEnv, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return execute(process.execPath, ['--import', 'tsx', path.join(cliDir, script), folder], { env });
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

const downloadAvatar = async (baseUrl: string, avatarUrl: string) => {
  const response = await fetch(`${baseUrl}${avatarUrl}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};

// The embedded database's own backup; PostgreSQL's is pg_dump (backup-restore.test.ts).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backing up the embedded install', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'skillswap-backup-'));
  const live = path.join(root, 'live');
  const backup = path.join(root, 'backup');
  const restored = path.join(root, 'restored');
  afterAll(async () => {
    await stopAllServers();
    rmSync(root, { recursive: true, force: true });
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
});
