import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  signInOverHttp,
  signUpOverHttp,
  startServer,
  stopAllServers,
  testServerEnv,
  type RunningServer,
} from '../test/server-processes.ts';
import { copyOfMigratedPglite } from '../test/database.ts';
import { lockFileOf } from './data-dir-lock.ts';
import { apiEntryArguments } from '../test/api-bundle.ts';

const execute = promisify(execFile);
const cliDir = path.resolve(import.meta.dirname, '../cli');

/**
 * Runs an operator command as docs/operations.md says, in its own process; answers its output and exit code.
 */
async function runOperatorCli(dataDir: string, script: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...testServerEnv, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return execute(process.execPath, [...apiEntryArguments(path.join(cliDir, script)), ...args], { env })
    .then(({ stdout, stderr }) => ({ stdout, stderr, code: 0 }))
    .catch((error: { stdout: string; stderr: string; code: number }) => error);
}

// The embedded database only; PostgreSQL serves many processes (concurrent-start.test.ts).
describe('one process per embedded data folder', () => {
  // Migrated already (test/database.ts): what is tested here is the lock, not the first start.
  const dataDir = copyOfMigratedPglite() ?? mkdtempSync(path.join(tmpdir(), 'skillswap-lock-'));
  const env = { DATA_DIR: dataDir };
  let server: RunningServer;
  let member: Awaited<ReturnType<typeof signUpOverHttp>>;
  afterAll(async () => {
    await stopAllServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second server on the same folder refuses to start and says why', async () => {
    server = await startServer(env);
    member = await signUpOverHttp(server.baseUrl);
    const second = startServer(env);
    await expect(second).rejects.toThrow(
      new RegExp(`exited with 1:[\\s\\S]*in use by another SkillSwap process \\(pid ${server.child.pid}\\)`),
    );
  }, 240_000);

  it('an operator command while the server runs goes through it, and its change is kept', async () => {
    const verify = await runOperatorCli(dataDir, 'member-verify.ts', [member.email]);
    expect(verify.code).toBe(0);
    expect(verify.stdout).toContain('now has the verified badge');
    const profile = await fetch(`${server.baseUrl}/api/profiles/${member.userId}`);
    expect(await profile.json()).toMatchObject({ verified: true });
    const stranger = await fetch(`${server.baseUrl}/api/operator/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer guess' },
      body: JSON.stringify({ command: 'member:verify', args: [member.email, '--remove'] }),
    });
    expect(stranger.status).toBe(403);
    const unknown = await runOperatorCli(dataDir, 'member-verify.ts', ['nobody@skillswap.test']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No active member');
  }, 240_000);

  it('an operator command refuses, and says to stop the holder, when the holder takes no commands', async () => {
    await server.stop();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    // A live process (this test runner) holding the folder without an operator endpoint, as a
    // starting server does.
    writeFileSync(lockFileOf(dataDir), JSON.stringify({ pid: process.pid }));
    const refused = await runOperatorCli(dataDir, 'contact-list.ts', []);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Stop that process first');
    rmSync(lockFileOf(dataDir));
  }, 240_000);

  it('a lock left by a server killed with SIGKILL does not block the next start, and nothing was lost', async () => {
    const killed = await startServer(env);
    await killed.stop('SIGKILL');
    expect(existsSync(lockFileOf(dataDir))).toBe(true);
    const restarted = await startServer(env);
    expect((await signInOverHttp(restarted.baseUrl, member)).status).toBe(200);
    const profile = await fetch(`${restarted.baseUrl}/api/profiles/${member.userId}`);
    expect(await profile.json()).toMatchObject({ verified: true });
  }, 300_000);
});
