import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import type { TokenScope } from '@skillswap/contracts/personal-tokens/schemas';
import type { DbOrTx } from '../../../db/client.ts';
import { personalAccessTokens } from '../../../db/schema/index.ts';

export type PersonalTokenRow = typeof personalAccessTokens.$inferSelect;

/** What a request check needs about a token and its member, in one query. */
export interface PersonalTokenUse {
  id: string;
  memberId: string;
  email: string;
  isEmailVerified: boolean;
  scopes: TokenScope[];
  isRevoked: boolean;
  isMemberDeleted: boolean;
  isMemberSuspended: boolean;
  expiresAt: Date;
  plan: PlanTier | null;
}

export async function findTokenForUse(db: DbOrTx, tokenHash: string): Promise<PersonalTokenUse | null> {
  const result = await db.execute<{
    id: string;
    member_id: string;
    email: string;
    email_verified_at: string | Date | null;
    scopes: TokenScope[] | string;
    revoked_at: string | Date | null;
    expires_at: string | Date;
    deleted_at: string | Date | null;
    suspended_at: string | Date | null;
    plan: PlanTier | null;
  }>(sql`
    SELECT t.id, t.member_id, u.email, u.email_verified_at, t.scopes, t.revoked_at, t.expires_at,
      u.deleted_at, u.suspended_at, p.plan
    FROM personal_access_tokens t
      JOIN users u ON u.id = t.member_id
      LEFT JOIN profiles p ON p.id = t.member_id
    WHERE t.token_hash = ${tokenHash}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    memberId: row.member_id,
    email: row.email,
    isEmailVerified: row.email_verified_at !== null,
    scopes: typeof row.scopes === 'string' ? parseTextArray(row.scopes) : row.scopes,
    isRevoked: row.revoked_at !== null,
    isMemberDeleted: row.deleted_at !== null,
    isMemberSuspended: row.suspended_at !== null,
    expiresAt: new Date(row.expires_at),
    plan: row.plan,
  };
}

/** A PostgreSQL text array as some drivers hand it over: `{profile:read,swaps:read}`. */
function parseTextArray(value: string): TokenScope[] {
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean) as TokenScope[];
}

/** Notes a use, at most once per `resolutionMs`, so a busy program does not write a row on every request. */
export async function noteTokenUse(db: DbOrTx, tokenId: string, now: Date, resolutionMs: number) {
  await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(personalAccessTokens.id, tokenId),
        or(
          isNull(personalAccessTokens.lastUsedAt),
          lte(personalAccessTokens.lastUsedAt, new Date(now.getTime() - resolutionMs)),
        ),
      ),
    );
}

export async function listLiveTokens(db: DbOrTx, memberId: string): Promise<PersonalTokenRow[]> {
  return db
    .select()
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.memberId, memberId), isNull(personalAccessTokens.revokedAt)))
    .orderBy(asc(personalAccessTokens.createdAt), asc(personalAccessTokens.id));
}

/** Tokens that still work (not revoked, not expired): what the limit of 20 counts. */
export async function countLiveTokens(db: DbOrTx, memberId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(personalAccessTokens)
    .where(
      and(
        eq(personalAccessTokens.memberId, memberId),
        isNull(personalAccessTokens.revokedAt),
        gt(personalAccessTokens.expiresAt, now),
      ),
    );
  return row?.total ?? 0;
}

/** Revokes every token of the member that is not revoked yet; answers the ids and names revoked. */
export async function revokeAllTokens(
  db: DbOrTx,
  memberId: string,
  now: Date,
): Promise<Array<{ id: string; name: string }>> {
  return db
    .update(personalAccessTokens)
    .set({ revokedAt: now })
    .where(and(eq(personalAccessTokens.memberId, memberId), isNull(personalAccessTokens.revokedAt)))
    .returning({ id: personalAccessTokens.id, name: personalAccessTokens.name });
}

/** Every token the member ever made, revoked and expired ones too, for the data export (never the hash). */
export async function listTokensForExport(db: DbOrTx, memberId: string) {
  return db
    .select({
      name: personalAccessTokens.name,
      scopes: personalAccessTokens.scopes,
      createdAt: personalAccessTokens.createdAt,
      expiresAt: personalAccessTokens.expiresAt,
      lastUsedAt: personalAccessTokens.lastUsedAt,
      revokedAt: personalAccessTokens.revokedAt,
    })
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.memberId, memberId))
    .orderBy(asc(personalAccessTokens.createdAt), asc(personalAccessTokens.id));
}

/** The member's plan, with their row locked so two creations cannot both pass the count. */
export async function lockMemberPlan(db: DbOrTx, memberId: string): Promise<PlanTier | null> {
  const result = await db.execute<{ plan: PlanTier | null }>(sql`
    SELECT p.plan FROM users u LEFT JOIN profiles p ON p.id = u.id
    WHERE u.id = ${memberId} AND u.deleted_at IS NULL
    FOR UPDATE OF u`);
  return result.rows[0]?.plan ?? null;
}

export async function findMemberPlan(db: DbOrTx, memberId: string): Promise<PlanTier | null> {
  const result = await db.execute<{ plan: PlanTier | null }>(sql`
    SELECT plan FROM profiles WHERE id = ${memberId}`);
  return result.rows[0]?.plan ?? null;
}

export async function insertToken(
  db: DbOrTx,
  token: Omit<typeof personalAccessTokens.$inferInsert, 'id'>,
): Promise<PersonalTokenRow> {
  const [row] = await db.insert(personalAccessTokens).values(token).returning();
  return row!;
}

/** Revokes one of the member's live tokens; null when they hold no such live token. */
export async function revokeToken(
  db: DbOrTx,
  input: { memberId: string; tokenId: string; now: Date },
): Promise<PersonalTokenRow | null> {
  const [row] = await db
    .update(personalAccessTokens)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(personalAccessTokens.id, input.tokenId),
        eq(personalAccessTokens.memberId, input.memberId),
        isNull(personalAccessTokens.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}
