import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '@skillswap/contracts/auth/schemas';
import type { Language } from '@skillswap/contracts/shared/i18n';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

export interface AccountRow {
  id: string;
  email: string;
  passwordHash: string | null;
  fullName: string;
  deletedAt: Date | null;
  /** Suspended by an operator (ADR 73): the password may be right, the sign-in is still refused. */
  suspendedAt: Date | null;
  /** The member's language (ADR 102): account mails go out in it. */
  language: Language | null;
}

export async function findAccountByEmail(db: DbOrTx, email: string): Promise<AccountRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      fullName: users.fullName,
      deletedAt: users.deletedAt,
      suspendedAt: users.suspendedAt,
      language: users.language,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function findAccountById(db: DbOrTx, userId: string): Promise<AccountRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      fullName: users.fullName,
      deletedAt: users.deletedAt,
      suspendedAt: users.suspendedAt,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Creates the user; null when the address is taken (even by a concurrent sign-up). The caller creates the
 * profile next, in the same transaction, with the runtime's `createProfile` (ADR 128).
 */
export async function insertAccount(
  db: DbOrTx,
  account: { email: string; fullName: string; passwordHash: string | null; language?: Language | null },
): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO users (email, full_name, password_hash, language)
    VALUES (${account.email}, ${account.fullName}, ${account.passwordHash}, ${account.language ?? null})
    ON CONFLICT ((lower(email))) DO NOTHING
    RETURNING id`);
  return result.rows[0]?.id ?? null;
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The member as the client sees it: id, e-mail, full name, factors (never secrets) and console role. */
export async function findAuthUser(db: DbOrTx, userId: string): Promise<AuthUser | null> {
  // One round trip: every session response (sign-in, each refresh) reads this.
  const result = await db.execute<{
    id: string;
    email: string;
    full_name: string;
    role: AuthUser['role'];
    email_verified_at: string | Date | null;
    language: AuthUser['language'];
    factors: Array<Omit<AuthUser['factors'][number], 'created_at'> & { created_at: string }>;
  }>(sql`
    SELECT u.id, u.email, u.full_name, u.role, u.email_verified_at, u.language,
      coalesce((
        SELECT json_agg(json_build_object('id', f.id, 'friendly_name', f.friendly_name,
          'factor_type', f.factor_type, 'status', f.status, 'created_at', f.created_at) ORDER BY f.created_at)
        FROM mfa_factors f WHERE f.user_id = u.id), '[]') AS factors
    FROM users u WHERE u.id = ${userId} AND u.deleted_at IS NULL`);
  const user = result.rows[0];
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    user_metadata: { full_name: user.full_name },
    factors: user.factors.map((factor) => ({
      ...factor,
      created_at: new Date(factor.created_at).toISOString(),
    })),
    role: user.role,
    emailVerifiedAt: user.email_verified_at ? new Date(user.email_verified_at).toISOString() : null,
    language: user.language,
  };
}

/** Remembers a device; true when the member had never signed in from it before. */
export async function rememberDevice(
  db: DbOrTx,
  device: { userId: string; deviceHash: string; now: Date },
): Promise<boolean> {
  // xmax is 0 on a row this statement inserted, and set on one it updated: a new device, or a known one.
  const at = device.now.toISOString();
  const result = await db.execute<{ is_new: boolean }>(sql`
    INSERT INTO auth_known_devices AS d (user_id, device_hash, first_seen_at, last_seen_at)
    VALUES (${device.userId}, ${device.deviceHash}, ${at}, ${at})
    ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at
    RETURNING (d.xmax = 0) AS is_new`);
  return result.rows[0]!.is_new;
}

/** The language a member's account mails go out in (ADR 103): their choice, or null for English. */
export async function findAccountLanguage(db: DbOrTx, userId: string): Promise<Language | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}
