import { loadConfig, type Config } from '../config.ts';
import { configuredDatabase, openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

/** Output of an operator command; tests pass their own to read what was printed. */
export interface CliOutput {
  print(line: string): void;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Runs an operator command against the configured database (DATABASE_URL or the embedded one) and exits
 * with 0 on success, 2 on a usage error, 1 on anything else.
 */
export async function runCli(
  command: (database: Database, output: CliOutput, config: Config) => Promise<void>,
) {
  const config = loadConfig();
  const database = await openDatabase(configuredDatabase(config));
  const output: CliOutput = { print: (line) => process.stdout.write(`${line}\n`) };
  let exitCode = 0;
  try {
    await migrate(database);
    await command(database, output, config);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    exitCode = error instanceof UsageError ? 2 : 1;
  } finally {
    await database.close();
  }
  process.exit(exitCode);
}
