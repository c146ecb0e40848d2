import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { createDatabaseAvatarStorage } from './avatar-storage.repository.ts';
import { deleteUnreferencedAvatars, unreferencedAvatarGraceMs } from './avatars.service.ts';

// PostgreSQL only: PGlite has one connection, so nothing can run beside the open transaction there.
describe('the avatar clean-up beside an upload in progress', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('the clean-up skips an avatar an upload in progress is storing again, and takes the others', async () => {
    const storage = createDatabaseAvatarStorage(database.db);
    const long = new Date(Date.now() - 10 * unreferencedAvatarGraceMs);
    const beingUploaded = '1'.repeat(64);
    const forgotten = '2'.repeat(64);
    for (const hash of [beingUploaded, forgotten]) {
      await storage.put({ hash, contentType: 'image/webp', bytes: Buffer.from(hash) }, long);
    }
    await database.db.transaction(async (tx) => {
      // The upload's put holds the row until it commits; the clean-up on another connection runs meanwhile.
      await createDatabaseAvatarStorage(tx).put(
        { hash: beingUploaded, contentType: 'image/webp', bytes: Buffer.from(beingUploaded) },
        new Date(),
      );
      expect(await deleteUnreferencedAvatars(storage, new Date())).toBe(1);
    });
    expect(await deleteUnreferencedAvatars(storage, new Date())).toBe(0);
    expect(await storage.get(beingUploaded)).not.toBeNull();
    expect(await storage.get(forgotten)).toBeNull();
  });
});
