import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { avatars, outbox, profiles, users } from '../db/schema/index.ts';
import { createDatabaseAvatarStorage } from '../modules/profiles/index.ts';
import { createTestDatabase, databaseKind } from '../test/database.ts';
import { createManualClock } from '../lib/clock.ts';
import { enqueueMessage } from '../lib/outbox.ts';
import { createBackgroundJobs } from './background-jobs.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe(`background jobs on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  async function waitFor(check: () => Promise<boolean>) {
    // Up to 20 s: a busy CI machine can hold eight jobs' first runs up for seconds.
    for (let tries = 0; tries < 800; tries += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('timed out waiting for the background jobs');
  }

  it('delivers queued mail and purges members deleted over 30 days ago, then their avatar', async () => {
    const now = new Date();
    const avatarHash = 'b'.repeat(64);
    await createDatabaseAvatarStorage(database.db).put(
      { hash: avatarHash, contentType: 'image/webp', bytes: Buffer.from('webp bytes') },
      new Date(now.getTime() - 40 * dayMs),
    );
    const [user] = await database.db
      .insert(users)
      .values({
        email: 'leaving@members.example',
        fullName: 'Lee Leaving',
        deletedAt: new Date(now.getTime() - 31 * dayMs),
      })
      .returning();
    await database.db.insert(profiles).values({
      id: user!.id,
      fullName: 'Lee Leaving',
      avatarHash,
      deletedAt: new Date(now.getTime() - 31 * dayMs),
    });
    await enqueueMessage(database.db, { to: 'someone@mail.test', subject: 'Hello', text: 'Body' });

    const jobs = createBackgroundJobs({
      // The purge skips a profile another job holds (the skill-set refresh queued by the insert above) and
      // takes it on its next run; a short interval keeps that next run within the test.
      config: testConfig({ JOB_INTERVAL_MS: 100 }),
      database,
      clock: createManualClock(new Date(now.getTime() + 1000)),
      logger: Fastify({ logger: { level: 'silent' } }).log,
    });
    jobs.start();
    try {
      await waitFor(async () => {
        const purged = await database.db.execute<{ purged_at: string | null }>(
          sql`SELECT purged_at FROM profiles WHERE id = ${user!.id}`,
        );
        const [mail] = await database.db.select().from(outbox);
        const kept = await database.db.select({ hash: avatars.hash }).from(avatars);
        return purged.rows[0]!.purged_at !== null && mail!.status === 'sent' && kept.length === 0;
      });
    } finally {
      await jobs.stop();
    }
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ fullName: 'Deleted member', avatarHash: null, avatarUrl: null });
  });
});
