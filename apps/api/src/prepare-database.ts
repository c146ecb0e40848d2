import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './lib/database/database-errors.ts';
import type { Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed.ts';
import { createDatabaseAvatarStorage, importDiskAvatars } from './modules/profiles/index.ts';

const firstDelayMs = 250;
const longestDelayMs = 2_000;

/** What preparing the database did, for the start-up log. */
export interface Prepared {
  /** Demo members created in an empty database. */
  seeded: number;
  /** Avatar files of earlier versions copied from this server's disk into the database (ADR 0060). */
  avatarsImported: number;
  /** Files in the old avatar folder that were not avatars we wrote (name and bytes disagree). */
  avatarFilesSkipped: string[];
}

/**
 * Migrates the database, seeds an empty one and imports the avatar files earlier versions left in
 * `uploadDir`, under the migration lock so that of many processes started together only one seeds and they
 * import one after the other (ADR 0051, ADR 0060).
 */
export async function prepareDatabase(
  database: Database,
  options: { seedMembers: number; uploadDir?: string; now?: () => Date },
): Promise<Prepared> {
  const prepared: Prepared = { seeded: 0, avatarsImported: 0, avatarFilesSkipped: [] };
  await migrate(database, {
    whileLocked: async () => {
      prepared.seeded = await seedIfEmpty(database, options.seedMembers);
      if (options.uploadDir) {
        const result = await importDiskAvatars({
          storage: createDatabaseAvatarStorage(database.db),
          uploadDir: options.uploadDir,
          now: options.now?.() ?? new Date(),
        });
        prepared.avatarsImported = result.imported;
        prepared.avatarFilesSkipped = result.skipped;
      }
    },
  });
  return prepared;
}

/**
 * Prepares the database, waiting with growing pauses (up to 2 s) for as long as it is unreachable;
 * `onFirstFailure` runs once, when the first attempt finds it down (the server then listens and says it is
 * not ready). Any other error, such as a failing migration, is thrown at once.
 */
export async function prepareDatabaseWhenAvailable(
  database: Database,
  options: {
    seedMembers: number;
    uploadDir?: string;
    logger: FastifyBaseLogger;
    onFirstFailure: () => Promise<void>;
  },
): Promise<Prepared> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await prepareDatabase(database, options);
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
