import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sessionAbsoluteLimitMs, signInBackOff } from './auth-limits.ts';

const day = 24 * 60 * 60 * 1000;

/**
 * Deletes auth records nobody can use any more: finished OAuth flows and codes, old challenges and mailed
 * links, forgotten sign-in failures, and the refresh-token hashes of sessions that ended or expired over 30
 * days ago.
 * Sessions themselves stay (a member's data export lists them) until the account purge.
 */
export async function pruneAuthRecords(db: DbOrTx, now: Date): Promise<void> {
  const iso = (ms: number) => new Date(now.getTime() - ms).toISOString();
  await db.execute(sql`DELETE FROM oauth_flows WHERE expires_at < ${now.toISOString()}`);
  await db.execute(sql`DELETE FROM oauth_auth_codes WHERE expires_at < ${iso(day)}`);
  await db.execute(sql`DELETE FROM mfa_challenges WHERE expires_at < ${iso(day)}`);
  // Mailed links (ADR 68): a reset a day past its 30 minutes; an address change a day past its last link.
  await db.execute(sql`DELETE FROM auth_password_resets WHERE expires_at < ${iso(day)}`);
  await db.execute(sql`
    DELETE FROM auth_email_changes
    WHERE coalesce(undo_expires_at, confirm_expires_at) < ${iso(day)}`);
  await db.execute(sql`DELETE FROM auth_email_verifications WHERE expires_at < ${iso(day)}`);
  await db.execute(sql`
    DELETE FROM auth_sign_in_failures
    WHERE last_failure_at < ${iso(signInBackOff.forgetAfterMs)}
      AND (blocked_until IS NULL OR blocked_until < ${now.toISOString()})`);
  await db.execute(sql`
    DELETE FROM auth_refresh_tokens t USING auth_sessions s
    WHERE t.session_id = s.id
      AND (s.ended_at < ${iso(sessionAbsoluteLimitMs)} OR s.created_at < ${iso(2 * sessionAbsoluteLimitMs)})`);
}
