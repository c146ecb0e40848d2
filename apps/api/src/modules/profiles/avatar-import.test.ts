import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { migrate, migrationsDir } from '../../db/migrate.ts';
import { prepareDatabase } from '../../prepare-database.ts';
import { databaseKind } from '../../test/database.ts';
import { createPostgresDatabase } from '../../test/server-processes.ts';
import { importedAvatarsFolder } from './avatar-import.ts';
import { inject } from '../../test/inject.ts';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';

const serverUrl = process.env.TEST_DATABASE_URL;
const firstMigrationWithAvatarsInDatabase = '0043';

/** A database migrated only as far as the version that kept avatars on disk. */
async function databaseBeforeAvatarTable(workDir: string) {
  const olderMigrations = path.join(workDir, 'migrations-before-0043');
  mkdirSync(olderMigrations);
  for (const file of readdirSync(migrationsDir)) {
    if (file < firstMigrationWithAvatarsInDatabase) {
      cpSync(path.join(migrationsDir, file), path.join(olderMigrations, file));
    }
  }
  let database: Database;
  let url: string | undefined;
  let dropServerDatabase = async () => {};
  if (serverUrl) {
    const created = await createPostgresDatabase(serverUrl, 'skillswap_avatar_import');
    url = created.url;
    dropServerDatabase = async () => {
      await created.drop();
    };
    database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 3 });
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  await migrate(database, { dir: olderMigrations });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await dropServerDatabase();
    },
  };
}

async function insertMemberWithAvatarUrl(database: Database, avatarUrl: string | null) {
  const id = randomUUID();
  await database.db.execute(
    sql`INSERT INTO users (id, email, full_name) VALUES (${id}, ${`${id}@members.example`}, 'Old Member')`,
  );
  await database.db.execute(
    sql`INSERT INTO profiles (id, full_name, avatar_url) VALUES (${id}, 'Old Member', ${avatarUrl})`,
  );
  return id;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe(`importing the avatar files of earlier versions on ${databaseKind}`, () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'skillswap-avatar-import-'));
  const uploadDir = path.join(workDir, 'uploads');
  const avatarDir = path.join(uploadDir, 'avatars');
  let old: Awaited<ReturnType<typeof databaseBeforeAvatarTable>>;
  let picture: Buffer;
  let withFile: string;
  let withoutFile: string;
  let noAvatar: string;

  beforeAll(async () => {
    old = await databaseBeforeAvatarTable(workDir);
    picture = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#3a7' } })
      .webp()
      .toBuffer();
    mkdirSync(avatarDir, { recursive: true });
    writeFileSync(path.join(avatarDir, `${sha256(picture)}.webp`), picture);
    // A file whose bytes are not what its name says, and one that is no avatar at all: neither is imported.
    writeFileSync(path.join(avatarDir, `${'e'.repeat(64)}.webp`), 'changed on disk');
    writeFileSync(path.join(avatarDir, 'notes.txt'), 'not an avatar');
    withFile = await insertMemberWithAvatarUrl(old.database, `/api/avatars/${sha256(picture)}.webp`);
    // Its file was on another server's disk, which imports it when that server starts.
    withoutFile = await insertMemberWithAvatarUrl(old.database, `/api/avatars/${'d'.repeat(64)}.webp`);
    noAvatar = await insertMemberWithAvatarUrl(old.database, null);
  });
  afterAll(async () => {
    await old.drop();
    rmSync(workDir, { recursive: true, force: true });
  });

  const avatarUrls = async () =>
    Object.fromEntries(
      (
        await old.database.db.execute<{ id: string; avatar_url: string | null; avatar_hash: string | null }>(
          sql`SELECT id, avatar_url, avatar_hash FROM profiles`,
        )
      ).rows.map((row) => [row.id, { url: row.avatar_url, hash: row.avatar_hash }]),
    );

  it('migrates, copies the files into the database and keeps every avatar URL as it was', async () => {
    const prepared = await prepareDatabase(old.database, { seedMembers: 0, uploadDir });
    expect(prepared.avatarsImported).toBe(1);
    expect(prepared.avatarFilesSkipped.sort()).toEqual([`${'e'.repeat(64)}.webp`, 'notes.txt']);

    expect(await avatarUrls()).toEqual({
      [withFile]: { url: `/api/avatars/${sha256(picture)}.webp`, hash: sha256(picture) },
      [withoutFile]: { url: `/api/avatars/${'d'.repeat(64)}.webp`, hash: 'd'.repeat(64) },
      [noAvatar]: { url: null, hash: null },
    });
    // The files stay on disk, moved aside so the next start has nothing to do.
    expect(existsSync(avatarDir)).toBe(false);
    expect(readdirSync(path.join(uploadDir, importedAvatarsFolder)).sort()).toEqual(
      [`${'e'.repeat(64)}.webp`, `${sha256(picture)}.webp`, 'notes.txt'].sort(),
    );

    const app = await buildApp({ config: testConfig(), database: old.database });
    try {
      const served = await inject(app, profileRoutes.getAvatar, {
        params: { file: `${sha256(picture)}.webp` },
      });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(picture)).toBe(true);
      // Not imported yet: answered like any avatar that is not there.
      const missing = await inject(app, profileRoutes.getAvatar, {
        params: { file: `${'d'.repeat(64)}.webp` },
      });
      expect(missing.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('does nothing at the next start, once it has happened', async () => {
    const prepared = await prepareDatabase(old.database, { seedMembers: 0, uploadDir });
    expect(prepared).toEqual({ seeded: 0, avatarsImported: 0, avatarFilesSkipped: [] });
    const count = await old.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM avatars`);
    expect(count.rows[0]!.n).toBe(1);
  });

  it('is repeated harmlessly when a start stopped before moving the folder aside', async () => {
    mkdirSync(avatarDir);
    writeFileSync(path.join(avatarDir, `${sha256(picture)}.webp`), picture);
    const prepared = await prepareDatabase(old.database, { seedMembers: 0, uploadDir });
    expect(prepared.avatarsImported).toBe(1);
    const count = await old.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM avatars`);
    expect(count.rows[0]!.n).toBe(1);
    // The earlier import's folder is kept; this one goes beside it.
    expect(existsSync(path.join(uploadDir, `${importedAvatarsFolder}-2`))).toBe(true);
  });

  // The test suite of each engine holds the tests that apply to it: PGlite is one process's database.
  if (serverUrl) {
    it('imports once when two servers sharing the folder start at the same moment', async () => {
      const otherServerFiles = await Promise.all(
        [10, 20, 30].map((shade) =>
          sharp({ create: { width: 256, height: 256, channels: 3, background: { r: shade, g: 0, b: 0 } } })
            .webp()
            .toBuffer(),
        ),
      );
      mkdirSync(avatarDir);
      for (const bytes of otherServerFiles)
        writeFileSync(path.join(avatarDir, `${sha256(bytes)}.webp`), bytes);
      const second = await openDatabase({ databaseUrl: old.url!, dataDir: '', poolSize: 3 });
      try {
        const both = await Promise.all([
          prepareDatabase(old.database, { seedMembers: 0, uploadDir }),
          prepareDatabase(second, { seedMembers: 0, uploadDir }),
        ]);
        expect(both.map((prepared) => prepared.avatarsImported).sort()).toEqual([0, 3]);
      } finally {
        await second.close();
      }
      const count = await old.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM avatars`);
      expect(count.rows[0]!.n).toBe(4);
    });
  }
});
