import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FactorType } from '@skillswap/contracts/auth/mfa';
import type { DbOrTx } from '../../../db/client.ts';
import { mfaChallenges, mfaFactors, type StoredWebAuthnCredential } from '../../../db/schema/index.ts';

export type FactorRow = typeof mfaFactors.$inferSelect;
export type ChallengeRow = typeof mfaChallenges.$inferSelect;

export async function listFactorRows(db: DbOrTx, userId: string): Promise<FactorRow[]> {
  return db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).orderBy(asc(mfaFactors.createdAt));
}

/** A factor of this member; another member's factor is indistinguishable from a missing one. */
export async function findOwnFactor(db: DbOrTx, userId: string, factorId: string): Promise<FactorRow | null> {
  const [row] = await db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
  return row ?? null;
}

export async function deleteStaleUnverifiedFactors(db: DbOrTx, userId: string, olderThan: Date) {
  await db
    .delete(mfaFactors)
    .where(
      and(
        eq(mfaFactors.userId, userId),
        eq(mfaFactors.status, 'unverified'),
        lt(mfaFactors.createdAt, olderThan),
      ),
    );
}

export async function hasFactorNamed(db: DbOrTx, userId: string, friendlyName: string, exceptId?: string) {
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM mfa_factors
    WHERE user_id = ${userId} AND lower(friendly_name) = lower(${friendlyName})
      AND (${exceptId ?? null}::uuid IS NULL OR id <> ${exceptId ?? null}::uuid)`);
  return result.rows.length > 0;
}

export async function insertFactor(
  db: DbOrTx,
  factor: {
    userId: string;
    friendlyName: string;
    factorType: FactorType;
    secretEncrypted?: string;
    phone?: string;
    now: Date;
  },
): Promise<FactorRow> {
  const [row] = await db
    .insert(mfaFactors)
    .values({
      userId: factor.userId,
      friendlyName: factor.friendlyName,
      factorType: factor.factorType,
      secretEncrypted: factor.secretEncrypted ?? null,
      phone: factor.phone ?? null,
      createdAt: factor.now,
      updatedAt: factor.now,
    })
    .returning();
  return row!;
}

export async function renameFactor(db: DbOrTx, factorId: string, friendlyName: string, now: Date) {
  await db.update(mfaFactors).set({ friendlyName, updatedAt: now }).where(eq(mfaFactors.id, factorId));
}

export async function deleteFactor(db: DbOrTx, factorId: string) {
  await db.delete(mfaFactors).where(eq(mfaFactors.id, factorId));
}

export async function markFactorVerified(
  db: DbOrTx,
  factorId: string,
  now: Date,
  webauthnCredential?: StoredWebAuthnCredential,
) {
  await db
    .update(mfaFactors)
    .set({ status: 'verified', updatedAt: now, ...(webauthnCredential ? { webauthnCredential } : {}) })
    .where(eq(mfaFactors.id, factorId));
}

export async function updateWebAuthnCounter(
  db: DbOrTx,
  factorId: string,
  credential: StoredWebAuthnCredential,
) {
  await db.update(mfaFactors).set({ webauthnCredential: credential }).where(eq(mfaFactors.id, factorId));
}

/**
 * Accepts a TOTP time step only if it is later than the last one accepted, in one statement, so a code
 * works once even when two requests race.
 */
export async function claimTimeStep(db: DbOrTx, factorId: string, timeStep: number): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE mfa_factors SET last_time_step = ${timeStep}
    WHERE id = ${factorId} AND (last_time_step IS NULL OR last_time_step < ${timeStep})
    RETURNING id`);
  return result.rows.length > 0;
}

export async function insertChallenge(
  db: DbOrTx,
  challenge: { factorId: string; now: Date; expiresAt: Date; codeHash?: string; webauthnChallenge?: string },
): Promise<ChallengeRow> {
  const [row] = await db
    .insert(mfaChallenges)
    .values({
      factorId: challenge.factorId,
      createdAt: challenge.now,
      expiresAt: challenge.expiresAt,
      codeHash: challenge.codeHash ?? null,
      webauthnChallenge: challenge.webauthnChallenge ?? null,
    })
    .returning();
  return row!;
}

export async function setChallengeCodeHash(db: DbOrTx, challengeId: string, codeHash: string) {
  await db.update(mfaChallenges).set({ codeHash }).where(eq(mfaChallenges.id, challengeId));
}

/** Reads a challenge of a factor and locks it, so concurrent verifies of one challenge run one at a time. */
export async function lockChallenge(
  db: DbOrTx,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | null> {
  const [row] = await db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.factorId, factorId)))
    .for('update');
  return row ?? null;
}

export async function markChallengeVerified(db: DbOrTx, challengeId: string, now: Date) {
  await db.update(mfaChallenges).set({ verifiedAt: now }).where(eq(mfaChallenges.id, challengeId));
}

export async function countWrongCode(db: DbOrTx, challengeId: string) {
  await db
    .update(mfaChallenges)
    .set({ failedAttempts: sql`${mfaChallenges.failedAttempts} + 1` })
    .where(eq(mfaChallenges.id, challengeId));
}
