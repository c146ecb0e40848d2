import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports.ts';

const run = promisify(execFile);
const binDir = '/usr/lib/postgresql/15/bin';
const osUser = 'postgres';

/** Why a throwaway cluster cannot run here, or null when it can (PostgreSQL 15 binaries, root, runuser). */
export function throwawayPostgresUnavailableReason(): string | null {
  if (!existsSync(path.join(binDir, 'pg_ctl'))) return `no PostgreSQL binaries in ${binDir}`;
  if (process.getuid?.() !== 0) return 'needs root to run PostgreSQL as the postgres OS user';
  if (!existsSync('/usr/sbin/runuser')) return 'needs runuser';
  return null;
}

/** A PostgreSQL cluster of its own, in a temporary folder, on a free port; a test may stop and start it. */
export interface ThrowawayPostgres {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * SIGSTOP (true) or SIGCONT (false) to the postmaster and its children: a server that hangs, not one that
   * is gone.
   */
  freeze(isFrozen: boolean): Promise<void>;
  destroy(): Promise<void>;
}

const asPostgres = (command: string, args: string[]) =>
  run('runuser', ['-u', osUser, '--', path.join(binDir, command), ...args]);

/** initdb in a temporary folder the postgres OS user owns; the cluster is not started. */
export async function createThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'skillswap-pg-'));
  const { uid, gid } = await run('id', ['-u', osUser]).then(async ({ stdout }) => ({
    uid: Number(stdout.trim()),
    gid: Number((await run('id', ['-g', osUser])).stdout.trim()),
  }));
  chownSync(root, uid, gid);
  const dataDir = path.join(root, 'data');
  await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root}`;
  const logFile = path.join(root, 'log');
  // A loaded machine gets two minutes rather than pg_ctl's one; a failure says what the server logged.
  const pgCtl = (args: string[]) =>
    asPostgres('pg_ctl', ['-D', dataDir, '-l', logFile, '-t', '120', ...args]).catch((error: Error) => {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2_000) : '(no log yet)';
      throw new Error(`pg_ctl ${args.at(-1)} failed: ${error.message}\nPostgreSQL's log:\n${log}`);
    });
  let isRunning = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await pgCtl(['-o', options, '-w', 'start']);
      isRunning = true;
    },
    stop: async () => {
      await pgCtl(['-m', 'fast', '-w', 'stop']);
      isRunning = false;
    },
    freeze: async (isFrozen) => {
      const postmaster = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n', 1)[0]!;
      const children = await run('pgrep', ['-P', postmaster]).then(({ stdout }) => stdout.split('\n'));
      for (const pid of [postmaster, ...children].filter(Boolean)) {
        process.kill(Number(pid), isFrozen ? 'SIGSTOP' : 'SIGCONT');
      }
    },
    destroy: async () => {
      await run('pkill', ['-CONT', '-F', path.join(dataDir, 'postmaster.pid')]).catch(() => undefined);
      if (isRunning) await pgCtl(['-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
