import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the lock file says: who holds the folder and, once a server listens, where to send operator commands.
 */
export interface LockHolder {
  pid: number;
  /** Set by a running server: its operator endpoint (local only) and the token it accepts (ADR 53). */
  url?: string;
  token?: string;
}

/** The embedded database's folder is held by another live process. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another SkillSwap process (pid ${holder.pid}). ` +
        'Two processes on one folder would corrupt it: stop that process first, or set DATABASE_URL to share a ' +
        'PostgreSQL database between processes.',
    );
  }
}

export interface DataDirLock {
  /**
   * The token a server accepts on its operator endpoint; only readers of the lock file (its owner) learn it.
   */
  readonly token: string;
  /** Records the server's operator endpoint in the lock file. */
  advertise(url: string): void;
  release(): void;
}

const lockFileName = 'skillswap.lock';

export const lockFileOf = (dataDir: string) => path.join(dataDir, lockFileName);

/** Who holds the folder, or null when nobody does (no lock file, or its process is gone). */
export function readLockHolder(dataDir: string): LockHolder | null {
  let holder: LockHolder;
  try {
    holder = JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')) as LockHolder;
  } catch {
    return null;
  }
  return isAlive(holder.pid) && holder.pid !== process.pid ? holder : null;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder for this process, or throws DataDirInUseError. A lock file whose process is gone (killed,
 * crashed, the machine restarted) is stale and taken over, so a kill -9 never blocks the next start.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockFileOf(dataDir);
  const token = randomBytes(32).toString('base64url');
  const write = (holder: LockHolder, flag: 'wx' | 'w') =>
    writeFileSync(file, JSON.stringify(holder), { mode: 0o600, flag });
  for (let attempt = 0; ; attempt += 1) {
    try {
      write({ pid: process.pid }, 'wx');
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      const holder = readLockHolder(dataDir);
      if (holder) throw new DataDirInUseError(dataDir, holder);
      rmSync(file, { force: true });
    }
  }
  let isHeld = true;
  return {
    token,
    advertise: (url) => {
      if (isHeld) write({ pid: process.pid, url, token }, 'w');
    },
    release: () => {
      if (!isHeld) return;
      isHeld = false;
      const holder = readLockHolderRaw(file);
      if (holder?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}

function readLockHolderRaw(file: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    return null;
  }
}
