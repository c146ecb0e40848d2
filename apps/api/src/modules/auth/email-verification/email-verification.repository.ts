import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { authEmailVerifications, users } from '../../../db/schema/index.ts';

/**
 * Stores a new link's token hash; the member's earlier unused links stop working (a resend supersedes them).
 */
export async function insertVerification(
  db: DbOrTx,
  link: {
    userId: string;
    tokenHash: string;
    email: string;
    now: Date;
    expiresAt: Date;
    returnTo: string | null;
  },
): Promise<void> {
  await db
    .update(authEmailVerifications)
    .set({ usedAt: link.now })
    .where(and(eq(authEmailVerifications.userId, link.userId), isNull(authEmailVerifications.usedAt)));
  await db.insert(authEmailVerifications).values({
    userId: link.userId,
    tokenHash: link.tokenHash,
    email: link.email,
    createdAt: link.now,
    expiresAt: link.expiresAt,
    returnTo: link.returnTo,
  });
}

export interface VerificationClaim {
  userId: string;
  /** Whether the token is unused, unexpired, and the account still has the address it was sent to. */
  isUsable: boolean;
  /** The same-site path the member was on when the link was sent. */
  returnTo: string | null;
}

/**
 * Looks a token up by its hash and, when it is usable, spends it, in one statement under the row's lock: two
 * clicks racing on one link verify once. Null when no such token was ever issued.
 */
export async function claimVerification(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<VerificationClaim | null> {
  const result = await db.execute<{ user_id: string; is_usable: boolean; return_to: string | null }>(sql`
    WITH found AS (
      SELECT v.id, v.user_id, v.return_to,
        (v.used_at IS NULL AND v.expires_at > ${now.toISOString()}::timestamptz AND u.deleted_at IS NULL
          AND lower(u.email) = lower(v.email)) AS is_usable
      FROM auth_email_verifications v JOIN users u ON u.id = v.user_id
      WHERE v.token_hash = ${tokenHash}
      FOR UPDATE OF v
    ), spent AS (
      UPDATE auth_email_verifications SET used_at = ${now.toISOString()}::timestamptz
      WHERE id IN (SELECT id FROM found WHERE is_usable)
    )
    SELECT user_id, is_usable, return_to FROM found`);
  const row = result.rows[0];
  return row ? { userId: row.user_id, isUsable: row.is_usable, returnTo: row.return_to } : null;
}

/** Marks the address verified (keeping the first time it was); answers the address and when. */
export async function markEmailVerified(db: DbOrTx, userId: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId))
    .returning({ email: users.email, emailVerifiedAt: users.emailVerifiedAt });
  return { email: row!.email, emailVerifiedAt: row!.emailVerifiedAt! };
}

export async function findVerificationTarget(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      fullName: users.fullName,
      emailVerifiedAt: users.emailVerifiedAt,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/** An active member by e-mail address (any case) or id, for the operator commands. */
export async function findMemberByEmailOrId(db: DbOrTx, who: string) {
  const result = await db.execute<{
    id: string;
    email: string;
    full_name: string | null;
    email_verified_at: string | Date | null;
  }>(sql`
    SELECT id, email, full_name, email_verified_at FROM users
    WHERE deleted_at IS NULL AND (lower(email) = lower(${who}) OR id::text = lower(${who}))
    LIMIT 1`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    emailVerifiedAt: row.email_verified_at ? new Date(row.email_verified_at) : null,
  };
}
