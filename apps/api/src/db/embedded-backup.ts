import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { operatorRoutes } from '@skillswap/contracts/operator/routes';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Config } from '../config.ts';
import { openDatabase } from './client.ts';
import { acquireDataDirLock, lockFileOf, readLockHolder } from './data-dir-lock.ts';
import { restrictToOwner } from './owner-only-folder.ts';

/**
 * What a backup folder of the embedded install holds (docs/operations.md "Backups"); `uploads` only in old
 * backups.
 */
export const backupFiles = { database: 'database.tar.gz', authSecret: 'auth-secret', uploads: 'uploads' };

/**
 * Backs up the embedded install into `target` (a new or empty folder): a consistent copy of the database,
 * which holds the avatars (ADR 0060), and the install's auth secret (without it, sign-in keys and MFA secrets
 * cannot be read). While a server holds the folder, the server makes the copy between two queries (ADR 53);
 * otherwise it is opened here. Answers what it wrote, for the operator.
 */
export async function backUpEmbedded(config: Config, target: string): Promise<string[]> {
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty`);
  const tarball = await dumpEmbeddedDatabase(config);
  // Owner-only from the start, like the data folder: the copy holds password hashes and the auth secret.
  mkdirSync(target, { recursive: true, mode: 0o700 });
  restrictToOwner(target);
  writeFileSync(path.join(target, backupFiles.database), tarball, { mode: 0o600 });
  const written = [`${backupFiles.database} (${tarball.length} bytes)`];
  const secretFile = path.join(config.DATA_DIR, 'auth-secret');
  if (existsSync(secretFile)) {
    copyFileSync(secretFile, path.join(target, backupFiles.authSecret));
    chmodSync(path.join(target, backupFiles.authSecret), 0o600);
    written.push(backupFiles.authSecret);
  } else {
    written.push('no auth-secret file: keep the AUTH_SECRET you set with this backup');
  }
  // Avatar files an earlier version wrote, which no server of this version has started to import yet: the
  // database only points at them, so they go with it, and the restored server imports them at its start.
  const notImported = path.join(config.UPLOAD_DIR, 'avatars');
  if (existsSync(notImported)) {
    cpSync(notImported, path.join(target, backupFiles.uploads, 'avatars'), { recursive: true });
    written.push(
      `${backupFiles.uploads}/avatars/ (${readdirSync(notImported).length} files not imported yet)`,
    );
    restrictToOwner(target);
  }
  return written;
}

async function dumpEmbeddedDatabase(config: Config): Promise<Buffer> {
  const holder = readLockHolder(config.DATA_DIR);
  if (holder?.url && holder.token) {
    const response = await fetch(`${holder.url}${operatorRoutes.backupDatabase.path}`, {
      method: operatorRoutes.backupDatabase.method,
      headers: { authorization: `Bearer ${holder.token}` },
      signal: AbortSignal.timeout(10 * 60_000),
    });
    if (!response.ok) throw new Error(`The running server refused the backup (${response.status})`);
    return Buffer.from(await response.arrayBuffer());
  }
  // No server: open the folder here (this takes its lock, and refuses if anything else holds it).
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    return Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

/**
 * Restores a backup folder into an empty DATA_DIR; refuses to overwrite a database. The `uploads` folder of a
 * backup made before avatars moved into the database (or with files not imported yet) goes to UPLOAD_DIR,
 * from which the server imports the avatars at its next start (ADR 0060).
 */
export async function restoreEmbedded(config: Config, source: string): Promise<string[]> {
  const tarball = readFileSync(path.join(source, backupFiles.database));
  if (existsSync(path.join(config.DATA_DIR, 'PG_VERSION'))) {
    throw new Error(`${config.DATA_DIR} already holds a database; restore into a new folder`);
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const lock = acquireDataDirLock(config.DATA_DIR);
  try {
    const client = await PGlite.create(config.DATA_DIR, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([tarball]),
    });
    await client.close();
    // The tarball is the whole folder, the source's lock file included: it never speaks for this one.
    rmSync(lockFileOf(config.DATA_DIR), { force: true });
  } finally {
    lock.release();
  }
  const restored = [`database into ${config.DATA_DIR}`];
  const secret = path.join(source, backupFiles.authSecret);
  if (existsSync(secret)) {
    copyFileSync(secret, path.join(config.DATA_DIR, 'auth-secret'));
    chmodSync(path.join(config.DATA_DIR, 'auth-secret'), 0o600);
    restored.push('auth-secret');
  }
  const uploads = path.join(source, backupFiles.uploads);
  if (existsSync(uploads)) {
    cpSync(uploads, config.UPLOAD_DIR, { recursive: true });
    restored.push(`avatar files into ${config.UPLOAD_DIR}, imported at the next start`);
  }
  return restored;
}
