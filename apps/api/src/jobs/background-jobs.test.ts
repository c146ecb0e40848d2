import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { outbox, profiles, users } from '../db/schema/index.ts';
import { createDiskAvatarStorage } from '../modules/profiles/index.ts';
import { createTestDatabase, databaseKind } from '../test/database.ts';
import { createManualClock } from '../lib/clock.ts';
import { enqueueMessage } from '../lib/outbox.ts';
import { createBackgroundJobs } from './background-jobs.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe(`background jobs on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let uploadDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadDir = await mkdtemp(path.join(tmpdir(), 'skillswap-jobs-'));
  });
  afterAll(async () => {
    await database.drop();
    await rm(uploadDir, { recursive: true, force: true });
  });

  async function waitFor(check: () => Promise<boolean>) {
    // Up to 20 s: a busy CI machine can hold eight jobs' first runs up for seconds.
    for (let tries = 0; tries < 800; tries += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('timed out waiting for the background jobs');
  }

  it('delivers queued mail and purges members deleted over 30 days ago, avatar file included', async () => {
    const avatarName = `${'b'.repeat(64)}.webp`;
    await createDiskAvatarStorage(uploadDir).save(avatarName, Buffer.from('webp bytes'));
    const now = new Date();
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
      avatarUrl: `/api/avatars/${avatarName}`,
      deletedAt: new Date(now.getTime() - 31 * dayMs),
    });
    await enqueueMessage(database.db, { to: 'someone@mail.test', subject: 'Hello', text: 'Body' });

    const jobs = createBackgroundJobs({
      // The purge skips a profile another job holds (the skill-set refresh queued by the insert above) and takes
      // it on its next run; a short interval keeps that next run within the test.
      config: testConfig({ UPLOAD_DIR: uploadDir, JOB_INTERVAL_MS: 100 }),
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
        return purged.rows[0]!.purged_at !== null && mail!.status === 'sent';
      });
    } finally {
      await jobs.stop();
    }
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ fullName: 'Deleted member', avatarUrl: null });
    expect(await readdir(path.join(uploadDir, 'avatars'))).toEqual([]);
  });
});
