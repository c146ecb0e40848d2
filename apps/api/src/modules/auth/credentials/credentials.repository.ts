import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { authEmailChanges, authPasswordResets, users } from '../../../db/schema/index.ts';

export async function insertPasswordReset(
  db: DbOrTx,
  reset: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
) {
  await db.insert(authPasswordResets).values({
    userId: reset.userId,
    tokenHash: reset.tokenHash,
    createdAt: reset.now,
    expiresAt: reset.expiresAt,
  });
}

/**
 * Spends a reset link in one statement, so two requests racing with it cannot both succeed; answers the
 * member it belongs to, or null when it is unknown, used or expired.
 */
export async function claimPasswordReset(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string } | null> {
  const [row] = await db
    .update(authPasswordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(authPasswordResets.tokenHash, tokenHash),
        isNull(authPasswordResets.usedAt),
        gt(authPasswordResets.expiresAt, now),
      ),
    )
    .returning({ userId: authPasswordResets.userId });
  return row ?? null;
}

/** Every reset link the member still holds stops working (after a reset or a password change). */
export async function spendPasswordResets(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(authPasswordResets)
    .set({ usedAt: now })
    .where(and(eq(authPasswordResets.userId, userId), isNull(authPasswordResets.usedAt)));
}

/** True when an account other than `exceptUserId` (deleted or not) holds the address. */
export async function isEmailTaken(db: DbOrTx, email: string, exceptUserId: string): Promise<boolean> {
  const result = await db.execute<{ taken: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower(${email}) AND id <> ${exceptUserId}) AS taken`);
  return result.rows[0]!.taken;
}

/**
 * Moves the account to an address the member has just proved by following a mailed link (the new one's
 * confirmation, or the old one's undo), so the address counts as verified (ADR 67).
 */
export async function setEmail(db: DbOrTx, userId: string, email: string, now: Date) {
  await db.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

/** A newer request replaces the member's unconfirmed ones: only the latest link can confirm. */
export async function cancelPendingEmailChanges(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(authEmailChanges)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(authEmailChanges.userId, userId),
        isNull(authEmailChanges.confirmedAt),
        isNull(authEmailChanges.cancelledAt),
      ),
    );
}

export async function insertEmailChange(
  db: DbOrTx,
  change: {
    userId: string;
    oldEmail: string;
    newEmail: string;
    confirmTokenHash: string;
    confirmExpiresAt: Date;
    now: Date;
  },
) {
  await db.insert(authEmailChanges).values({ ...change, createdAt: change.now });
}

export type EmailChangeRow = typeof authEmailChanges.$inferSelect;

/** The pending change a confirmation link belongs to, locked; null when unknown, spent or expired. */
export async function lockConfirmableEmailChange(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<EmailChangeRow | null> {
  const [row] = await db
    .select()
    .from(authEmailChanges)
    .where(
      and(
        eq(authEmailChanges.confirmTokenHash, tokenHash),
        isNull(authEmailChanges.confirmedAt),
        isNull(authEmailChanges.cancelledAt),
        gt(authEmailChanges.confirmExpiresAt, now),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function markEmailChangeConfirmed(
  db: DbOrTx,
  change: { id: string; now: Date; undoTokenHash: string; undoExpiresAt: Date },
) {
  await db
    .update(authEmailChanges)
    .set({
      confirmedAt: change.now,
      undoTokenHash: change.undoTokenHash,
      undoExpiresAt: change.undoExpiresAt,
    })
    .where(eq(authEmailChanges.id, change.id));
}

/** The confirmed change an undo link belongs to, locked; null when unknown, used or past its 7 days. */
export async function lockUndoableEmailChange(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<EmailChangeRow | null> {
  const [row] = await db
    .select()
    .from(authEmailChanges)
    .where(
      and(
        eq(authEmailChanges.undoTokenHash, tokenHash),
        isNull(authEmailChanges.undoneAt),
        gt(authEmailChanges.undoExpiresAt, now),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * Marks the change undone, and with it every later change of the member (their undo links, and unconfirmed
 * requests): whoever made them no longer holds the account.
 */
export async function markEmailChangesUndone(db: DbOrTx, change: EmailChangeRow, now: Date) {
  await db.execute(sql`
    UPDATE auth_email_changes
    SET undone_at = CASE WHEN confirmed_at IS NOT NULL THEN ${now.toISOString()}::timestamptz END,
      cancelled_at = CASE WHEN confirmed_at IS NULL THEN ${now.toISOString()}::timestamptz ELSE cancelled_at END
    WHERE user_id = ${change.userId} AND undone_at IS NULL AND cancelled_at IS NULL
      AND (id = ${change.id} OR created_at >= ${change.createdAt.toISOString()}::timestamptz)`);
}
