import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../lib/database/database-errors.ts';
import type { Database } from './client.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed.ts';

const firstDelayMs = 250;
const longestDelayMs = 2_000;

/**
 * Migrates the database and seeds an empty one, under the migration lock so that of many processes started
 * together only one seeds (ADR 0051). Answers how many demo members it created.
 */
export async function prepareDatabase(database: Database, seedMembers: number): Promise<number> {
  let seeded = 0;
  await migrate(database, {
    whileLocked: async () => {
      seeded = await seedIfEmpty(database, seedMembers);
    },
  });
  return seeded;
}

/**
 * Prepares the database, waiting with growing pauses (up to 2 s) for as long as it is unreachable;
 * `onFirstFailure` runs once, when the first attempt finds it down (the server then listens and says it is not
 * ready). Any other error, such as a failing migration, is thrown at once.
 */
export async function prepareDatabaseWhenAvailable(
  database: Database,
  options: { seedMembers: number; logger: FastifyBaseLogger; onFirstFailure: () => Promise<void> },
): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await prepareDatabase(database, options.seedMembers);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const delayMs = Math.min(firstDelayMs * 2 ** attempt, longestDelayMs);
      options.logger.warn(
        { err: error, retryInMs: delayMs },
        'database unavailable at start-up; not ready, retrying',
      );
      if (attempt === 0) await options.onFirstFailure();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
