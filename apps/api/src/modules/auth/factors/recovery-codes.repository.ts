import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { authRecoveryCodes } from '../../../db/schema/index.ts';

/** Deletes the member's codes and stores the new set (call inside one transaction). */
export async function replaceRecoveryCodes(
  tx: DbOrTx,
  input: { userId: string; codeHashes: string[]; now: Date },
) {
  await deleteRecoveryCodes(tx, input.userId);
  await tx
    .insert(authRecoveryCodes)
    .values(input.codeHashes.map((codeHash) => ({ userId: input.userId, codeHash, createdAt: input.now })));
}

export async function deleteRecoveryCodes(db: DbOrTx, userId: string) {
  await db.delete(authRecoveryCodes).where(eq(authRecoveryCodes.userId, userId));
}

/**
 * Marks an unused code of the member as used; false when there is none (unknown, used, or someone else's).
 */
export async function claimRecoveryCode(
  db: DbOrTx,
  input: { userId: string; codeHash: string; now: Date },
): Promise<boolean> {
  const claimed = await db
    .update(authRecoveryCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(authRecoveryCodes.userId, input.userId),
        eq(authRecoveryCodes.codeHash, input.codeHash),
        isNull(authRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: authRecoveryCodes.id });
  return claimed.length === 1;
}

export async function countRecoveryCodes(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      remaining: sql<number>`(count(*) FILTER (WHERE ${authRecoveryCodes.usedAt} IS NULL))::int`,
      generatedAt: sql<string | Date | null>`max(${authRecoveryCodes.createdAt})`,
    })
    .from(authRecoveryCodes)
    .where(eq(authRecoveryCodes.userId, userId));
  return {
    total: Number(row?.total ?? 0),
    remaining: Number(row?.remaining ?? 0),
    generatedAt: row?.generatedAt ? new Date(row.generatedAt) : null,
  };
}
