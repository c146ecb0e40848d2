import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { noEmailDomain } from '../../../lib/outbox.ts';

/** Creates the account of a member without e-mail: its address is a unique one under `.invalid` (ADR 180). */
export async function insertManagedAccount(
  db: DbOrTx,
  account: { fullName: string; phone: string | null; communityId: string },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO users (email, full_name, password_hash, managed_by_community_id, contact_phone)
    VALUES (${`${randomUUID()}@${noEmailDomain}`}, ${account.fullName}, NULL, ${account.communityId},
      ${account.phone})
    RETURNING id`);
  return result.rows[0]!.id;
}

/** Whether the member is a managed member of that community who has not claimed the account yet. */
export async function isManagedBy(db: DbOrTx, userId: string, communityId: string): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM users WHERE id = ${userId} AND managed_by_community_id = ${communityId}
      AND deleted_at IS NULL`);
  return result.rows.length > 0;
}

/** Replaces the member's claim code (one open code a member). */
export async function saveClaimCode(
  db: DbOrTx,
  row: { userId: string; codeHash: string; issuedBy: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO member_claim_codes (user_id, code_hash, issued_by, expires_at, created_at)
    VALUES (${row.userId}, ${row.codeHash}, ${row.issuedBy}, ${row.expiresAt.toISOString()}, ${row.now.toISOString()})
    ON CONFLICT (user_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, issued_by = EXCLUDED.issued_by,
      expires_at = EXCLUDED.expires_at, created_at = EXCLUDED.created_at`);
}

/** The managed account a live code opens, locked; null for a wrong, expired or spent code. */
export async function takeClaimCode(
  db: DbOrTx,
  codeHash: string,
  now: Date,
): Promise<{ userId: string; fullName: string; communityId: string; language: string | null } | null> {
  const result = await db.execute<{
    id: string;
    full_name: string;
    community_id: string;
    language: string | null;
  }>(sql`
    SELECT u.id, u.full_name, u.managed_by_community_id AS community_id, u.language
    FROM member_claim_codes c JOIN users u ON u.id = c.user_id
    WHERE c.code_hash = ${codeHash} AND c.expires_at > ${now.toISOString()}
      AND u.managed_by_community_id IS NOT NULL AND u.deleted_at IS NULL AND u.suspended_at IS NULL
    FOR UPDATE OF c, u`);
  const row = result.rows[0];
  if (!row) return null;
  await db.execute(sql`DELETE FROM member_claim_codes WHERE user_id = ${row.id}`);
  return { userId: row.id, fullName: row.full_name, communityId: row.community_id, language: row.language };
}

/** Gives the claimed account its address and password; false when the address belongs to another account. */
export async function completeClaim(
  db: DbOrTx,
  claim: { userId: string; email: string; passwordHash: string; now: Date },
): Promise<boolean> {
  const taken = await db.execute(
    sql`SELECT 1 FROM users WHERE lower(email) = lower(${claim.email}) AND id <> ${claim.userId}`,
  );
  if (taken.rows.length > 0) return false;
  await db.execute(sql`
    UPDATE users SET email = ${claim.email}, password_hash = ${claim.passwordHash},
      managed_by_community_id = NULL, updated_at = ${claim.now.toISOString()}
    WHERE id = ${claim.userId}`);
  return true;
}

export type ManagedAccountRow = {
  id: string;
  full_name: string;
  contact_phone: string | null;
  created_at: Date | string;
  code_expires_at: Date | string | null;
};

/** The community's members without e-mail who have not claimed their account, by name. */
export async function listManagedAccounts(db: DbOrTx, communityId: string): Promise<ManagedAccountRow[]> {
  const result = await db.execute<ManagedAccountRow>(sql`
    SELECT u.id, coalesce(nullif(p.full_name, ''), u.full_name) AS full_name, u.contact_phone, u.created_at,
      c.expires_at AS code_expires_at
    FROM users u LEFT JOIN profiles p ON p.id = u.id
    LEFT JOIN member_claim_codes c ON c.user_id = u.id
    WHERE u.managed_by_community_id = ${communityId} AND u.deleted_at IS NULL
    ORDER BY lower(u.full_name), u.id`);
  return result.rows;
}
