import { asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '@skillswap/contracts/auth';
import type { DbOrTx } from '../../db/client.ts';
import { authKnownDevices, mfaFactors, profiles, users } from '../../db/schema/index.ts';

export interface AccountRow {
  id: string;
  email: string;
  passwordHash: string | null;
  fullName: string;
  deletedAt: Date | null;
}

export async function findAccountByEmail(db: DbOrTx, email: string): Promise<AccountRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      fullName: users.fullName,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

/** Creates the user and profile; null when the address is taken (even by a concurrent sign-up). */
export async function insertAccount(
  db: DbOrTx,
  account: { email: string; fullName: string; passwordHash: string | null },
): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO users (email, full_name, password_hash)
    VALUES (${account.email}, ${account.fullName}, ${account.passwordHash})
    ON CONFLICT ((lower(email))) DO NOTHING
    RETURNING id`);
  const id = result.rows[0]?.id;
  if (!id) return null;
  await db.insert(profiles).values({ id, fullName: account.fullName });
  return id;
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The member as the client sees it: id, e-mail, full name and factors (never secrets). */
export async function findAuthUser(db: DbOrTx, userId: string): Promise<AuthUser | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.deletedAt) return null;
  const factors = await db
    .select({
      id: mfaFactors.id,
      friendly_name: mfaFactors.friendlyName,
      factor_type: mfaFactors.factorType,
      status: mfaFactors.status,
      createdAt: mfaFactors.createdAt,
    })
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, userId))
    .orderBy(asc(mfaFactors.createdAt));
  return {
    id: user.id,
    email: user.email,
    user_metadata: { full_name: user.fullName },
    factors: factors.map(({ createdAt, ...factor }) => ({ ...factor, created_at: createdAt.toISOString() })),
  };
}

/** Remembers a device; true when the member had never signed in from it before. */
export async function rememberDevice(
  db: DbOrTx,
  device: { userId: string; deviceHash: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(authKnownDevices)
    .values({ ...device, firstSeenAt: device.now, lastSeenAt: device.now })
    .onConflictDoNothing()
    .returning({ userId: authKnownDevices.userId });
  if (inserted.length > 0) return true;
  await db.execute(sql`
    UPDATE auth_known_devices SET last_seen_at = ${device.now.toISOString()}
    WHERE user_id = ${device.userId} AND device_hash = ${device.deviceHash}`);
  return false;
}
