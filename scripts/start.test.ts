import { spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const folders: string[] = [];
const children: { kill(signal: NodeJS.Signals): boolean }[] = [];

/**
 * A copy of the project where the web build is up to date: `scripts/start.mjs` (copied, since it finds the
 * project from its own folder) beside links to the real API and node_modules, and an empty web app whose
 * build is newer than its sources. `npm start` then runs the real server without building the web app.
 */
function makeProjectCopy() {
  const copy = mkdtempSync(path.join(tmpdir(), 'skillswap-start-'));
  folders.push(copy);
  mkdirSync(path.join(copy, 'scripts'));
  copyFileSync(path.join(root, 'scripts/start.mjs'), path.join(copy, 'scripts/start.mjs'));
  for (const shared of ['node_modules', 'package.json', 'tsconfig.json', 'tsconfig.base.json', 'apps/api']) {
    mkdirSync(path.dirname(path.join(copy, shared)), { recursive: true });
    symlinkSync(path.join(root, shared), path.join(copy, shared));
  }
  for (const empty of ['apps/web/src', 'apps/web/public', 'packages/contracts/src']) {
    mkdirSync(path.join(copy, empty), { recursive: true });
  }
  mkdirSync(path.join(copy, 'apps/web/dist'));
  writeFileSync(path.join(copy, 'apps/web/dist/index.html'), '<!doctype html><title>SkillSwap</title>');
  return copy;
}

/** The server's pid, from the lock file it keeps on the embedded database (once it names its endpoint). */
async function readServerPid(dataDir: string): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const holder = JSON.parse(readFileSync(path.join(dataDir, 'skillswap.lock'), 'utf8')) as {
        pid: number;
        url?: string;
      };
      if (holder.url) return holder.pid;
    } catch {
      // Being rewritten: read again.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No server named in ${dataDir}/skillswap.lock`);
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `node scripts/start.mjs` (what `npm start` runs) on an embedded database in a fresh folder. */
async function start() {
  const copy = makeProjectCopy();
  const dataDir = path.join(copy, 'data');
  const { NODE_ENV: _testEnv, VITEST: _vitest, ...inherited } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: copy,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_MEMBERS: '0',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(copy, 'apps/web/dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not listen:\n${log}`)), 150_000);
    child.stdout.on('data', () => {
      if (!log.includes('Server listening at')) return;
      clearTimeout(timer);
      resolve();
    });
    void exited.then((code) => reject(new Error(`npm start exited with ${code}:\n${log}`)));
  });
  const serverPid = await readServerPid(dataDir);
  children.push({ kill: (signal) => isRunning(serverPid) && process.kill(serverPid, signal) });
  return { child, serverPid, exited, readLog: () => log };
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('npm start', () => {
  it('exits 137 (128 + SIGKILL) when its server is killed, so a supervisor restarts the site', async () => {
    const { child, serverPid, exited } = await start();
    expect(serverPid).not.toBe(child.pid);
    process.kill(serverPid, 'SIGKILL');
    expect(await exited).toBe(137);
  }, 200_000);

  it('passes SIGTERM to its server, which shuts down cleanly, and then exits 0', async () => {
    const { child, exited, readLog } = await start();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(readLog()).toContain('shut down cleanly');
  }, 200_000);
});
