import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/**
 * Marks the account deleted (account deletion, after the profile: lock order, ADR 0043); false when it
 * already was.
 */
export async function markAccountDeleted(tx: DbOrTx, memberId: string, now: Date): Promise<boolean> {
  const result = await tx.execute<{ id: string }>(sql`
    UPDATE users SET deleted_at = ${now}, updated_at = ${now}
    WHERE id = ${memberId} AND deleted_at IS NULL RETURNING id`);
  return result.rows.length > 0;
}

/** The purge's first step: the account keeps only an anonymous placeholder address and name, no password. */
export async function anonymizeAccount(tx: DbOrTx, memberId: string, placeholderEmail: string, now: Date) {
  await tx.execute(sql`
    UPDATE users SET email = ${placeholderEmail}, full_name = 'Deleted member', password_hash = NULL,
      updated_at = ${now}
    WHERE id = ${memberId}`);
}

/**
 * The purge removes what identifies the member when signing in: session addresses, factors, recovery codes,
 * known devices, linked sign-in identities and personal access tokens.
 */
export async function eraseSignInData(tx: DbOrTx, memberId: string) {
  await tx.execute(sql`UPDATE auth_sessions SET ip = NULL, user_agent = NULL WHERE user_id = ${memberId}`);
  await tx.execute(sql`DELETE FROM mfa_factors WHERE user_id = ${memberId}`);
  await tx.execute(sql`DELETE FROM auth_recovery_codes WHERE user_id = ${memberId}`);
  await tx.execute(sql`DELETE FROM auth_known_devices WHERE user_id = ${memberId}`);
  await tx.execute(sql`DELETE FROM oauth_identities WHERE user_id = ${memberId}`);
  // Refused since the deletion already (ADR 71); their names are the member's words.
  await tx.execute(sql`DELETE FROM personal_access_tokens WHERE member_id = ${memberId}`);
}
