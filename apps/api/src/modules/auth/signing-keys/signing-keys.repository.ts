import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authSigningKeys } from '../../../db/schema/index.ts';

const keyCreationLock = 7266102;

/**
 * Adds a signing key. A rotation retires the active keys first; otherwise the key is added only when no key
 * is active. Serialised across processes, so two starting at once do not both add a key.
 */
export async function storeSigningKey(
  db: Db,
  key: {
    kid: string;
    publicJwk: Record<string, unknown>;
    privateKeyEncrypted: string;
    now: Date;
    isRotation: boolean;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${keyCreationLock})`);
    const active = await tx.execute<{ kid: string }>(
      sql`SELECT kid FROM auth_signing_keys WHERE retired_at IS NULL`,
    );
    if (!key.isRotation && active.rows.length > 0) return;
    if (key.isRotation) {
      await tx.execute(
        sql`UPDATE auth_signing_keys SET retired_at = ${key.now.toISOString()} WHERE retired_at IS NULL`,
      );
    }
    await tx.insert(authSigningKeys).values({
      kid: key.kid,
      publicJwk: key.publicJwk,
      privateKeyEncrypted: key.privateKeyEncrypted,
      createdAt: key.now,
    });
  });
}

/** Every stored key, newest first. */
export async function listSigningKeys(db: Db) {
  return db.select().from(authSigningKeys).orderBy(desc(authSigningKeys.createdAt));
}
