import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { copyOfMigratedPglite, createTestDatabase } from './database.ts';

/** A database that server processes (`env`) and the test itself (`open`) share. */
export interface SharedDatabase {
  /** What a server process needs to use it: DATABASE_URL, or DATA_DIR of an embedded database. */
  env: Record<string, string>;
  /** Opens (once) and migrates it for the test's own reads and writes. */
  open(): Promise<Database>;
  /** Lets go of an embedded database so a server process can open it (PGlite is one process at a time). */
  release(): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A fresh database on the PostgreSQL server of TEST_DATABASE_URL, which any number of processes share;
 * without it, an embedded database in a temporary folder that the test and one server process take turns on.
 */
export async function createSharedDatabase(): Promise<SharedDatabase> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    return {
      env: { DATABASE_URL: database.url! },
      open: () => Promise.resolve(database),
      release: () => Promise.resolve(),
      drop: () => database.drop(),
    };
  }
  // Migrated already when the run made a migrated folder: the test and the server open it in about 0.5 s.
  const dataDir = copyOfMigratedPglite() ?? (await mkdtemp(path.join(tmpdir(), 'skillswap-shared-')));
  let database: Database | null = null;
  return {
    env: { DATA_DIR: dataDir },
    open: async () => {
      if (!database) {
        database = await openDatabase({ dataDir });
        await migrate(database);
      }
      return database;
    },
    release: async () => {
      await database?.close();
      database = null;
    },
    drop: async () => {
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
