import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AssuranceLevel } from '@skillswap/contracts/auth/schemas';
import type { DbOrTx } from '../../../db/client.ts';
import { authRefreshTokens, authSessions, type AuthMethodReference } from '../../../db/schema/index.ts';

export interface NewSession {
  userId: string;
  aal: AssuranceLevel;
  amr: AuthMethodReference[];
  now: Date;
  ip: string | null;
  userAgent: string | null;
}

/** Stores a new session and its first refresh token in one statement; answers the session's id. */
export async function insertSession(
  db: DbOrTx,
  session: NewSession,
  firstToken: { tokenHash: string; tokenEncrypted: string },
): Promise<string> {
  const at = session.now.toISOString();
  const result = await db.execute<{ session_id: string }>(sql`
    WITH opened AS (
      INSERT INTO auth_sessions (user_id, aal, amr, created_at, refreshed_at, ip, user_agent)
      VALUES (${session.userId}, ${session.aal}, ${JSON.stringify(session.amr)}::jsonb, ${at}, ${at},
        ${session.ip}, ${session.userAgent?.slice(0, 512) ?? null})
      RETURNING id)
    INSERT INTO auth_refresh_tokens (session_id, parent_id, token_hash, token_encrypted, created_at)
    SELECT opened.id, NULL, ${firstToken.tokenHash}, ${firstToken.tokenEncrypted}, ${at} FROM opened
    RETURNING session_id`);
  return result.rows[0]!.session_id;
}

export async function insertRefreshToken(
  db: DbOrTx,
  token: { sessionId: string; parentId: number | null; tokenHash: string; tokenEncrypted: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(authRefreshTokens)
    .values({
      sessionId: token.sessionId,
      parentId: token.parentId,
      tokenHash: token.tokenHash,
      tokenEncrypted: token.tokenEncrypted,
      createdAt: token.now,
    })
    .returning({ id: authRefreshTokens.id });
  return row!.id;
}

export interface RefreshTokenRow {
  id: number;
  sessionId: string;
  parentId: number | null;
  revokedAt: Date | null;
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db
    .select({
      id: authRefreshTokens.id,
      sessionId: authRefreshTokens.sessionId,
      parentId: authRefreshTokens.parentId,
      revokedAt: authRefreshTokens.revokedAt,
    })
    .from(authRefreshTokens)
    .where(eq(authRefreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

export type SessionRow = typeof authSessions.$inferSelect;

/** Reads a session and locks its row until the transaction ends, so rotations of one session queue up. */
export async function lockSession(db: DbOrTx, sessionId: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId)).for('update');
  return row ?? null;
}

export async function findActiveRefreshToken(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({
      id: authRefreshTokens.id,
      parentId: authRefreshTokens.parentId,
      tokenEncrypted: authRefreshTokens.tokenEncrypted,
    })
    .from(authRefreshTokens)
    .where(and(eq(authRefreshTokens.sessionId, sessionId), isNull(authRefreshTokens.revokedAt)));
  return row ?? null;
}

/** Revokes a token and forgets its encrypted value; only its hash stays, to recognise a replay. */
export async function revokeRefreshToken(db: DbOrTx, tokenId: number, now: Date) {
  await db
    .update(authRefreshTokens)
    .set({ revokedAt: now, tokenEncrypted: null })
    .where(eq(authRefreshTokens.id, tokenId));
}

export async function touchSession(
  db: DbOrTx,
  sessionId: string,
  changes: { now: Date; ip?: string | null; aal?: AssuranceLevel; amr?: AuthMethodReference[] },
) {
  await db
    .update(authSessions)
    .set({
      refreshedAt: changes.now,
      ...(changes.ip ? { ip: changes.ip } : {}),
      ...(changes.aal ? { aal: changes.aal } : {}),
      ...(changes.amr ? { amr: changes.amr } : {}),
    })
    .where(eq(authSessions.id, sessionId));
}

/** Ends a session and revokes every refresh token it still has. */
export async function endSession(db: DbOrTx, sessionId: string, reason: string, now: Date) {
  await db
    .update(authSessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.endedAt)));
  await db
    .update(authRefreshTokens)
    .set({ revokedAt: now, tokenEncrypted: null })
    .where(and(eq(authRefreshTokens.sessionId, sessionId), isNull(authRefreshTokens.revokedAt)));
}

/** Lowers the member's other live aal2 sessions to aal1 (after a verified factor is removed). */
export async function downgradeSessions(db: DbOrTx, userId: string, keepSessionId: string) {
  await db
    .update(authSessions)
    .set({ aal: 'aal1' })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.endedAt),
        eq(authSessions.aal, 'aal2'),
        ne(authSessions.id, keepSessionId),
      ),
    );
}

export interface SessionState {
  userId: string;
  email: string;
  aal: AssuranceLevel;
  amr: AuthMethodReference[];
  createdAt: Date;
  refreshedAt: Date;
  isEnded: boolean;
  /** Deleted, or suspended by an operator (ADR 73): either way the session is over. */
  isUserDeleted: boolean;
  isEmailVerified: boolean;
  hasVerifiedFactor: boolean;
}

/** Everything a request check needs about a session, in one query. */
export async function findSessionState(db: DbOrTx, sessionId: string): Promise<SessionState | null> {
  const result = await db.execute<{
    user_id: string;
    email: string;
    aal: AssuranceLevel;
    amr: AuthMethodReference[];
    created_at: string | Date;
    refreshed_at: string | Date;
    ended_at: string | Date | null;
    deleted_at: string | Date | null;
    email_verified_at: string | Date | null;
    suspended_at: string | Date | null;
    has_verified_factor: boolean;
  }>(sql`
    SELECT s.user_id, u.email, s.aal, s.amr, s.created_at, s.refreshed_at, s.ended_at, u.deleted_at,
      u.email_verified_at, u.suspended_at,
      EXISTS (SELECT 1 FROM mfa_factors f WHERE f.user_id = s.user_id AND f.status = 'verified')
        AS has_verified_factor
    FROM auth_sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = ${sessionId}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    userId: row.user_id,
    email: row.email,
    aal: row.aal,
    amr: typeof row.amr === 'string' ? (JSON.parse(row.amr) as AuthMethodReference[]) : row.amr,
    createdAt: new Date(row.created_at),
    refreshedAt: new Date(row.refreshed_at),
    isEnded: row.ended_at !== null,
    isUserDeleted: row.deleted_at !== null || row.suspended_at !== null,
    isEmailVerified: row.email_verified_at !== null,
    hasVerifiedFactor: row.has_verified_factor,
  };
}

/**
 * Ends every live session of the member except `keepSessionId` (null ends them all), revoking their refresh
 * tokens; answers how many ended.
 */
export async function endOtherSessions(
  db: DbOrTx,
  input: { userId: string; keepSessionId: string | null; reason: string; now: Date },
): Promise<number> {
  const ended = await db
    .update(authSessions)
    .set({ endedAt: input.now, endReason: input.reason })
    .where(
      and(
        eq(authSessions.userId, input.userId),
        isNull(authSessions.endedAt),
        input.keepSessionId ? ne(authSessions.id, input.keepSessionId) : undefined,
      ),
    )
    .returning({ id: authSessions.id });
  if (ended.length === 0) return 0;
  await db
    .update(authRefreshTokens)
    .set({ revokedAt: input.now, tokenEncrypted: null })
    .where(
      and(
        inArray(
          authRefreshTokens.sessionId,
          ended.map((session) => session.id),
        ),
        isNull(authRefreshTokens.revokedAt),
      ),
    );
  return ended.length;
}

/**
 * Of these sessions, the ones no longer live: ended, or their member deleted or suspended. For holders of
 * long-lived connections (live streams) that may have missed the NOTIFY of an ending.
 */
export async function listEndedSessionIds(db: DbOrTx, sessionIds: string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const result = await db.execute<{ id: string }>(sql`
    SELECT s.id FROM auth_sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id IN (${sql.join(
      sessionIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      AND (s.ended_at IS NOT NULL OR u.deleted_at IS NOT NULL OR u.suspended_at IS NOT NULL)`);
  return result.rows.map((row) => row.id);
}
