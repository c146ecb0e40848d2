import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client.ts';

export const migrationsDir = path.resolve(import.meta.dirname, '../../drizzle');
const migrationLockKey = 7266001;

/**
 * Applies the committed SQL migrations in file-name order, each once and in its own transaction.
 * An advisory lock lets many server processes start at once on one PostgreSQL; `whileLocked` runs under
 * the same lock after the migrations (seeding an empty database), so only the first process does it.
 */
export async function migrate(
  database: Database,
  options: { dir?: string; whileLocked?: () => Promise<void> } = {},
): Promise<string[]> {
  const dir = options.dir ?? migrationsDir;
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  return database.withConnection(async (exec) => {
    await exec(`SELECT pg_advisory_lock(${migrationLockKey})`);
    try {
      // Under the lock: two processes creating it at once can collide on the catalog's unique indexes.
      await exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      );`);
      const done = await appliedMigrations(database);
      const applied: string[] = [];
      for (const file of files.filter((name) => !done.has(name))) {
        const sql = readFileSync(path.join(dir, file), 'utf8');
        const record = `INSERT INTO schema_migrations (name) VALUES ('${file.replaceAll("'", "''")}');`;
        try {
          await exec(`BEGIN;\n${sql}\n;\n${record}\nCOMMIT;`);
        } catch (error) {
          await exec('ROLLBACK').catch(() => undefined);
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file);
      }
      await options.whileLocked?.();
      return applied;
    } finally {
      await exec(`SELECT pg_advisory_unlock(${migrationLockKey})`).catch(() => undefined);
    }
  });
}

async function appliedMigrations(database: Database): Promise<Set<string>> {
  const result = await database.db.execute<{ name: string }>('SELECT name FROM schema_migrations');
  return new Set(result.rows.map((row) => row.name));
}
