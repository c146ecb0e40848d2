import { randomBytes } from 'node:crypto';
import { accessSync, appendFileSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { buildApiBundle } from './api-bundle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * PGlite: a data folder migrated once for the whole run; each test database and each test server process
     * opens a copy of its own (`copyOfMigratedPglite`), made in the same parent folder, which
     * the run removes.
     */
    migratedPgliteFolder: string;
    /** PostgreSQL: a migrated database that every test file's database is cloned from. */
    migratedTemplateName: string;
    /** The API bundled for the server processes and operator commands tests start (test/api-bundle.ts). */
    apiBundleFolder: string;
  }
}

/**
 * Migrates once per run instead of once per test file: a fresh PGlite spends about 4 s in initdb and the
 * migrations, loading a migrated dump into memory about 0.9 s, while copying a migrated folder (in memory,
 * 0.15 s) and opening the copy (0.35 s) takes about 0.5 s; a PostgreSQL database cloned from a migrated
 * template skips the migrations altogether. Each test file and each server process a test starts still gets a
 * database of its own.
 */
export default async function setup(project: TestProject) {
  const bundle = await buildApiBundle();
  project.provide('apiBundleFolder', bundle.folder);
  const removeDatabases = await setUpDatabases(project);
  return async () => {
    await removeDatabases();
    bundle.remove();
  };
}

async function setUpDatabases(project: TestProject): Promise<() => unknown> {
  // The project's `env` reaches its test workers; this runs in Vitest's own process.
  const serverUrl = project.config.env.TEST_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const folder = mkdtempSync(path.join(memoryBackedTmpdir(), 'skillswap-test-'));
    const migrated = path.join(folder, 'migrated');
    const database = await openDatabase({ dataDir: migrated });
    await migrate(database);
    await database.close();
    // A test database holds a few hundred rows: 16 MB of buffers instead of initdb's 128 MB, which every copy
    // would otherwise set up on opening (0.35 s to open a copy instead of 0.65 s).
    appendFileSync(path.join(migrated, 'postgresql.conf'), '\nshared_buffers = 16MB\n');
    project.provide('migratedPgliteFolder', migrated);
    project.provide('migratedTemplateName', '');
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const name = `skillswap_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 1 });
  await migrate(database);
  await database.close();
  project.provide('migratedPgliteFolder', '');
  project.provide('migratedTemplateName', name);
  return () => withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * Linux's /dev/shm when it can be written, else the usual temporary folder. A migrated data folder is about
 * 1,000 files; on this machine's disk a copy took 1.8 s of system time, on /dev/shm (memory) 0.15 s, and a
 * run makes one for every test file and every server process a test starts.
 */
function memoryBackedTmpdir() {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
