// What other modules change on a member's account, through the auth module's entry (ADR 78): suspension
// (moderation) and the name (profiles). Only the auth module writes its tables.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '@skillswap/contracts/shared/i18n';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

/** The account as a suspension needs it, locked until the caller's transaction ends. */
export interface SuspendableAccount {
  id: string;
  email: string;
  fullName: string;
  suspendedAt: Date | null;
}

/** Locks a member's account row (not a deleted one) for a suspension or its lifting; null when absent. */
export async function lockAccountForSuspension(
  db: DbOrTx,
  memberId: string,
): Promise<SuspendableAccount | null> {
  const result = await db.execute<{
    id: string;
    email: string;
    full_name: string;
    suspended_at: string | Date | null;
  }>(
    sql`SELECT id, email, full_name, suspended_at FROM users
      WHERE id = ${memberId} AND deleted_at IS NULL FOR UPDATE`,
  );
  const row = result.rows[0];
  if (!row) return null;
  const suspendedAt = row.suspended_at === null ? null : new Date(row.suspended_at);
  return { id: row.id, email: row.email, fullName: row.full_name, suspendedAt };
}

/** A live member's account by e-mail (any case) or id, as an operator command names it; null when none. */
export async function findSuspendableAccount(db: DbOrTx, who: string): Promise<SuspendableAccount | null> {
  const result = await db.execute<{ id: string }>(
    sql`SELECT id FROM users
      WHERE deleted_at IS NULL AND (lower(email) = lower(${who}) OR id::text = lower(${who}))`,
  );
  const row = result.rows[0];
  return row ? db.transaction((tx) => lockAccountForSuspension(tx, row.id)) : null;
}

/** Marks the account suspended since `at`, or lifts the mark with null; sign-in reads it (ADR 73). */
export async function setAccountSuspendedAt(db: DbOrTx, memberId: string, at: Date | null) {
  await db.execute(sql`UPDATE users SET suspended_at = ${at} WHERE id = ${memberId}`);
}

/** Ends every open session of a member and revokes their refresh tokens, with `reason` on each session. */
export async function endAllSessionsOfMember(
  db: DbOrTx,
  options: { memberId: string; reason: string; now: Date },
) {
  const { memberId, reason, now } = options;
  await db.execute(sql`
    UPDATE auth_refresh_tokens SET revoked_at = ${now}, token_encrypted = NULL
    WHERE revoked_at IS NULL AND session_id IN (SELECT id FROM auth_sessions WHERE user_id = ${memberId})`);
  await db.execute(sql`
    UPDATE auth_sessions SET ended_at = ${now}, end_reason = ${reason}
    WHERE user_id = ${memberId} AND ended_at IS NULL`);
}

/**
 * The account's name follows the profile's, so both always agree (profiles calls this in its transaction).
 */
export async function setAccountName(db: DbOrTx, memberId: string, fullName: string, now: Date) {
  await db.update(users).set({ fullName, updatedAt: now }).where(eq(users.id, memberId));
}

/** The member's chosen language (ADR 102), or null to forget it; false when there is no such member. */
export async function setAccountLanguage(db: DbOrTx, memberId: string, language: Language | null, now: Date) {
  const rows = await db
    .update(users)
    .set({ language, updatedAt: now })
    .where(and(eq(users.id, memberId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
