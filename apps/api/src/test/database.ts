import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: migratedPglite() });
    await migrate(database);
    return { ...database, drop: () => database.close() };
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

let migratedPgliteBlob: Blob | undefined;

/** The run's migrated data folder (test/global-setup.ts), read once per test file. */
function migratedPglite(): Blob | undefined {
  const file = inject('migratedPgliteFile');
  if (!file) return undefined;
  migratedPgliteBlob ??= new Blob([readFileSync(file)]);
  return migratedPgliteBlob;
}

export const databaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
