import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { withAdmin } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped by `drop`; `url` names it, for other
 * processes or pools).
 */
export async function createTestDatabase(): Promise<Database & { url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = copyOfMigratedPglite() ?? 'memory://';
    const database = await openDatabase({ dataDir });
    await migrate(database);
    return {
      ...database,
      // The copy is a folder only to open faster: the app must not take it for an install's data folder,
      // whose lock turns on the operator endpoints (an in-process test app has none, as with memory://).
      dataDirLock: undefined,
      drop: async () => {
        await database.close();
        removeCopy(dataDir);
      },
    };
  }
  const name = `skillswap_test_${randomBytes(6).toString('hex')}`;
  const template = inject('migratedTemplateName');
  await withAdmin(serverUrl, (admin) =>
    admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 5 });
  await migrate(database);
  return {
    ...database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A data folder of its own for an embedded database, copied from the run's migrated one
 * (test/global-setup.ts): opening it skips initdb and the migrations. Null on PostgreSQL, or outside a run
 * that made the folder.
 */
export function copyOfMigratedPglite(): string | null {
  const source = inject('migratedPgliteFolder');
  if (!source) return null;
  const copy = mkdtempSync(path.join(path.dirname(source), 'copy-'));
  cpSync(source, copy, { recursive: true });
  return copy;
}

/** Deletes a copy made by `copyOfMigratedPglite` (the run deletes any left behind at its end). */
export function removeCopy(dataDir: string) {
  if (dataDir !== 'memory://') rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The environment for a test's server process: an embedded database kept in memory (DATA_DIR=memory://, the
 * test servers' default) becomes a migrated copy on disk, which the server opens in about 0.5 s instead of 4
 * s; `cleanUp` deletes that copy once the process has exited. Any other DATA_DIR, and DATABASE_URL, stay
 * as they are.
 */
export function serverDatabaseEnv(env: Record<string, string | undefined>) {
  const copy = !env.DATABASE_URL && env.DATA_DIR === 'memory://' ? copyOfMigratedPglite() : null;
  return {
    env: copy ? { ...env, DATA_DIR: copy } : env,
    cleanUp: () => copy && removeCopy(copy),
  };
}

export const databaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
