import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';

/** Every file and folder under `folder` (itself included) with its permission bits. */
function listModes(folder: string): { entry: string; mode: number }[] {
  const found = [{ entry: folder, mode: lstatSync(folder).mode & 0o777 }];
  for (const child of readdirSync(folder, { withFileTypes: true })) {
    const entry = path.join(folder, child.name);
    found.push(
      ...(child.isDirectory() ? listModes(entry) : [{ entry, mode: lstatSync(entry).mode & 0o777 }]),
    );
  }
  return found;
}

/** What another account on the machine could read, write or enter. */
const openToOthers = (folder: string) =>
  listModes(folder)
    .filter(({ mode }) => (mode & 0o077) !== 0)
    .map(({ entry, mode }) => `${mode.toString(8)} ${path.relative(folder, entry) || '.'}`);

describe("the embedded database's folder", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillswap-modes-'));
  const env = { DATA_DIR: dataDir, NODE_ENV: 'test', AUTH_SECRET: randomBytes(24).toString('hex') };
  let server: ServerProcess | null = null;

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is its owner’s alone once the server has created it: no file or folder open to other accounts', async () => {
    server = await startServerProcess(env);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(openToOthers(dataDir)).toEqual([]);
    await server.stop();
    expect(openToOthers(dataDir)).toEqual([]);
  }, 240_000);

  it('is closed to other accounts at start when an earlier version left it, its secret and uploads open', async () => {
    for (const { entry, mode } of listModes(dataDir)) {
      if (!entry.endsWith('.lock')) chmodSync(entry, (mode & 0o100) === 0o100 ? 0o777 : 0o666);
    }
    writeFileSync(path.join(dataDir, 'auth-secret'), `${randomBytes(24).toString('hex')}\n`, { mode: 0o644 });
    mkdirSync(path.join(dataDir, 'uploads/avatars'), { recursive: true, mode: 0o777 });
    writeFileSync(path.join(dataDir, 'uploads/avatars/old.png'), 'png', { mode: 0o666 });
    chmodSync(path.join(dataDir, 'auth-secret'), 0o644);
    chmodSync(path.join(dataDir, 'uploads/avatars/old.png'), 0o666);
    expect(openToOthers(dataDir).length).toBeGreaterThan(900);

    server = await startServerProcess(env);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    // The old avatar is imported into the database and its file kept (ADR 60): still there, now owner-only.
    expect(listModes(path.join(dataDir, 'uploads')).filter(({ entry }) => entry.endsWith('old.png'))).toEqual(
      [expect.objectContaining({ mode: 0o600 })],
    );
  }, 240_000);
});
