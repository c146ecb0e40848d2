import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { avatars } from '../../db/schema/index.ts';

export interface StoredAvatar {
  /** SHA-256 of `bytes`, in hex: the avatar's name. */
  hash: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Where avatar images are kept (ADR 0060): the database is the only store today; an S3-compatible bucket
 * would be another implementation of these three methods. Profiles point at an avatar by its hash; the store
 * never decides what is shown, only what is kept.
 */
export interface AvatarStorage {
  /**
   * Keeps the bytes under their hash. Storing bytes that are already kept only marks them as stored `now`.
   */
  put(avatar: StoredAvatar, now: Date): Promise<void>;
  /** The avatar with this hash, or null when none is kept. */
  get(hash: string): Promise<StoredAvatar | null>;
  /**
   * Removes up to `limit` avatars no profile, portfolio item (ADR 107) or cover (ADR 113) points at and
   * nobody stored since `storedBefore`; answers how many. The grace period is what makes it safe beside
   * uploads: an upload stores the bytes (marking them as just stored) before it points a profile at them, so
   * an avatar about to be used is never taken.
   */
  deleteUnreferenced(options: { storedBefore: Date; limit: number }): Promise<number>;
}

/** Avatars in the `avatars` table, on PostgreSQL and PGlite alike (migration 0043). */
export function createDatabaseAvatarStorage(db: DbOrTx): AvatarStorage {
  return {
    async put(avatar, now) {
      await db
        .insert(avatars)
        .values({
          hash: avatar.hash,
          contentType: avatar.contentType,
          byteSize: avatar.bytes.length,
          bytes: avatar.bytes,
          createdAt: now,
          storedAt: now,
        })
        // The row lock this takes also makes a clean-up that is deleting the row wait,
        // then re-read stored_at.
        .onConflictDoUpdate({
          target: avatars.hash,
          set: { storedAt: sql`greatest(${avatars.storedAt}, excluded.stored_at)` },
        });
    },
    async get(hash) {
      const [row] = await db
        .select({ hash: avatars.hash, contentType: avatars.contentType, bytes: avatars.bytes })
        .from(avatars)
        .where(sql`${avatars.hash} = ${hash}`);
      return row ?? null;
    },
    async deleteUnreferenced({ storedBefore, limit }) {
      // Rows are claimed with SKIP LOCKED, so several servers can run this at once, and one an upload is
      // storing again (row locked) or a profile is being pointed at (key-share locked) is left alone. The
      // outer condition is checked again on the locked row, so a stored_at moved in the meantime spares it.
      const result = await db.execute<{ hash: string }>(sql`
        DELETE FROM avatars
        WHERE hash IN (
            SELECT a.hash FROM avatars a
            WHERE a.stored_at < ${storedBefore}
              AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.avatar_hash = a.hash)
              AND NOT EXISTS (SELECT 1 FROM portfolio_items i WHERE i.image_hash = a.hash)
              AND NOT EXISTS (SELECT 1 FROM profile_branding b WHERE b.cover_hash = a.hash)
              AND NOT EXISTS (SELECT 1 FROM organisations o WHERE o.logo_hash = a.hash)
            ORDER BY a.stored_at
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
          AND stored_at < ${storedBefore}
          AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.avatar_hash = avatars.hash)
          AND NOT EXISTS (SELECT 1 FROM portfolio_items i WHERE i.image_hash = avatars.hash)
          AND NOT EXISTS (SELECT 1 FROM profile_branding b WHERE b.cover_hash = avatars.hash)
          AND NOT EXISTS (SELECT 1 FROM organisations o WHERE o.logo_hash = avatars.hash)
        RETURNING hash`);
      return result.rows.length;
    },
  };
}
