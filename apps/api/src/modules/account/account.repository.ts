import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Marks the member's profile and account deleted (profile first: lock order, ADR 0043); false when they already were. */
export async function markMemberDeleted(tx: DbOrTx, memberId: string, now: Date): Promise<boolean> {
  await tx.execute(sql`
    UPDATE profiles SET deleted_at = ${now}, updated_at = ${now} WHERE id = ${memberId} AND deleted_at IS NULL`);
  const result = await tx.execute<{ id: string }>(sql`
    UPDATE users SET deleted_at = ${now}, updated_at = ${now}
    WHERE id = ${memberId} AND deleted_at IS NULL RETURNING id`);
  return result.rows.length > 0;
}

/** Whether one of the member's swaps is in dispute (it blocks deleting the account until resolved). */
export async function hasOpenDispute(tx: DbOrTx, memberId: string): Promise<boolean> {
  const result = await tx.execute<{ has_dispute: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM swaps WHERE status = 'disputed' AND (requester_id = ${memberId} OR recipient_id = ${memberId})
    ) AS has_dispute`);
  return result.rows[0]!.has_dispute === true;
}

/** Ends every live session of the member and revokes their refresh tokens (auth tables, migration 0002). */
export async function endAllSessions(tx: DbOrTx, memberId: string, now: Date, reason: string) {
  await tx.execute(sql`
    UPDATE auth_refresh_tokens SET revoked_at = ${now}, token_encrypted = NULL
    WHERE revoked_at IS NULL AND session_id IN (SELECT id FROM auth_sessions WHERE user_id = ${memberId})`);
  await tx.execute(sql`
    UPDATE auth_sessions SET ended_at = ${now}, end_reason = ${reason}
    WHERE user_id = ${memberId} AND ended_at IS NULL`);
}

/** Cancels the requests still waiting for an answer, sent or received, and records why. */
export async function cancelOpenRequests(tx: DbOrTx, memberId: string, now: Date): Promise<number> {
  const result = await tx.execute<{ id: string }>(sql`
    WITH cancelled AS (
      UPDATE swaps SET status = 'cancelled', updated_at = ${now}, expires_at = NULL
      WHERE status = 'requested' AND (requester_id = ${memberId} OR recipient_id = ${memberId})
      RETURNING id
    )
    INSERT INTO swap_events (swap_id, type, actor_id, note, created_at)
    SELECT id, 'cancelled', ${memberId}::uuid, 'Account deleted', ${now}::timestamptz FROM cancelled
    RETURNING swap_id AS id`);
  return result.rows.length;
}

export type PurgeCandidate = {
  id: string;
};

/** Deleted members whose grace period ended before `cutoff` and who are not purged yet, oldest first. */
export async function findPurgeDue(db: DbOrTx, cutoff: Date, limit: number): Promise<PurgeCandidate[]> {
  const result = await db.execute<PurgeCandidate>(sql`
    SELECT id FROM profiles
    WHERE deleted_at IS NOT NULL AND deleted_at <= ${cutoff} AND purged_at IS NULL
    ORDER BY deleted_at LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`);
  return result.rows;
}

/**
 * Replaces the member's personal data with anonymous placeholders and removes what identifies them
 * (factors, devices, linked sign-in identities, session addresses). Swaps and ledger rows stay, so the
 * other members' history and every balance still add up.
 */
export async function anonymizeMember(tx: DbOrTx, memberId: string, now: Date) {
  const placeholderEmail = `deleted-${memberId}@deleted.skillswap.invalid`;
  await tx.execute(sql`
    UPDATE users SET email = ${placeholderEmail}, full_name = 'Deleted member', password_hash = NULL,
      updated_at = ${now}
    WHERE id = ${memberId}`);
  await tx.execute(sql`
    UPDATE profiles SET full_name = 'Deleted member', bio = NULL, avatar_hash = NULL, location_street = NULL,
      location_city = NULL, location_region = NULL, location_country = NULL, skills_offered = '{}',
      skills_wanted = '{}', show_email = false, purged_at = ${now}, updated_at = ${now}
    WHERE id = ${memberId}`);
  await tx.execute(sql`UPDATE swaps SET message = '' WHERE requester_id = ${memberId}`);
  await tx.execute(sql`
    UPDATE contact_messages SET name = 'Deleted member', email = ${placeholderEmail}, message = '',
      updated_at = ${now}
    WHERE user_id = ${memberId}`);
  await tx.execute(sql`UPDATE auth_sessions SET ip = NULL, user_agent = NULL WHERE user_id = ${memberId}`);
  await tx.execute(sql`DELETE FROM mfa_factors WHERE user_id = ${memberId}`);
  await tx.execute(sql`DELETE FROM auth_recovery_codes WHERE user_id = ${memberId}`);
  await tx.execute(sql`DELETE FROM auth_known_devices WHERE user_id = ${memberId}`);
  await tx.execute(sql`DELETE FROM oauth_identities WHERE user_id = ${memberId}`);
  // Refused since the deletion already (ADR 71); their names are the member's words.
  await tx.execute(sql`DELETE FROM personal_access_tokens WHERE member_id = ${memberId}`);
}
