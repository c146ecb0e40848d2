import type { AssuranceLevel, Session } from '@skillswap/contracts/auth/schemas';
import type { AuthMethodReference } from '../../../db/schema/index.ts';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';
import { enforceRateLimit } from '../../../lib/rate-limit.ts';
import { invalidRefreshToken, refreshTokenReused, sessionEnded } from '../shared/auth-errors.ts';
import {
  rateLimits,
  refreshReuseGraceMs,
  sessionAbsoluteLimitMs,
  sessionIdleLimitMs,
} from '../shared/auth-limits.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import { hashToken } from '../shared/token-hash.ts';
import { isWellFormedRefreshToken } from './refresh-token.ts';
import { decryptSecret } from '../../../lib/secret-box.ts';
import { addRefreshToken, buildSessionResponse } from './session-issuer.ts';
import {
  endSession,
  findActiveRefreshToken,
  findRefreshToken,
  findSessionState,
  lockSession,
  revokeRefreshToken,
  touchSession,
  type SessionRow,
} from './sessions.repository.ts';

type RefreshOutcome =
  | {
      kind: 'rotated';
      userId: string;
      sessionId: string;
      aal: AssuranceLevel;
      amr: AuthMethodReference[];
      refreshToken: string;
    }
  | { kind: 'unknown' }
  | { kind: 'ended' }
  | { kind: 'reused'; userId: string };

/** True when the session passed its idle (7 d) or absolute (30 d) limit. */
export function isSessionExpired(session: { createdAt: Date; refreshedAt: Date }, now: Date): boolean {
  return (
    now.getTime() - session.refreshedAt.getTime() > sessionIdleLimitMs ||
    now.getTime() - session.createdAt.getTime() > sessionAbsoluteLimitMs
  );
}

/**
 * Exchanges a refresh token for a new pair. Rotation happens under a lock on the session row; a replay of
 * the active token's parent within 10 s answers the active token, any other replay ends the session.
 */
export async function refreshSession(
  runtime: AuthRuntime,
  token: string,
  client: AuditContext,
): Promise<Session> {
  const { db } = runtime.deps.database;
  const now = runtime.deps.clock.now();
  await enforceRateLimit(db, { key: `refresh:ip:${client.ip ?? 'unknown'}`, ...rateLimits.refresh, now });
  if (!isWellFormedRefreshToken(token)) throw invalidRefreshToken();
  const tokenHash = hashToken(token);
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const presented = await findRefreshToken(tx, tokenHash);
    if (!presented) return { kind: 'unknown' };
    const session = await lockSession(tx, presented.sessionId);
    if (!session || session.endedAt) return { kind: 'ended' };
    if (isSessionExpired(session, now)) {
      await endSession(tx, session.id, 'expired', now);
      return { kind: 'ended' };
    }
    if ((await findSessionState(tx, session.id))?.isUserDeleted) {
      await endSession(tx, session.id, 'account_deleted', now);
      return { kind: 'ended' };
    }
    // Re-read under the lock: a concurrent rotation may have revoked the token since the first read.
    const current = await findRefreshToken(tx, tokenHash);
    if (current && !current.revokedAt) {
      await revokeRefreshToken(tx, current.id, now);
      const refreshToken = await addRefreshToken(runtime, tx, {
        sessionId: session.id,
        parentId: current.id,
      });
      // The time and address of the last refresh are what Settings shows as the session's last use.
      await touchSession(tx, session.id, { now, ip: client.ip ?? null });
      return rotated(session, refreshToken);
    }
    const active = await findActiveRefreshToken(tx, session.id);
    const isGraceReplay =
      active?.tokenEncrypted &&
      active.parentId === presented.id &&
      current?.revokedAt &&
      now.getTime() - current.revokedAt.getTime() <= refreshReuseGraceMs;
    if (isGraceReplay) {
      const activeToken = decryptSecret(
        runtime.deps.config.AUTH_SECRET,
        'refresh-token',
        active.tokenEncrypted!,
      );
      return rotated(session, activeToken);
    }
    await endSession(tx, session.id, 'refresh_token_reused', now);
    await recordAuditEvent(tx, {
      event: 'refresh_token_reused',
      userId: session.userId,
      details: { sessionId: session.id },
      ...client,
    });
    return { kind: 'reused', userId: session.userId };
  });
  if (outcome.kind === 'unknown') throw invalidRefreshToken();
  if (outcome.kind === 'ended') throw sessionEnded();
  if (outcome.kind === 'reused') throw refreshTokenReused();
  return buildSessionResponse(runtime, db, outcome);
}

function rotated(session: SessionRow, refreshToken: string): RefreshOutcome {
  return {
    kind: 'rotated',
    userId: session.userId,
    sessionId: session.id,
    aal: session.aal,
    amr: session.amr,
    refreshToken,
  };
}

/** Ends the session a refresh token or access token belongs to. Unknown tokens change nothing. */
export async function signOut(
  runtime: AuthRuntime,
  input: { refreshToken?: string | null; sessionId?: string | null },
  client: AuditContext,
): Promise<void> {
  const { db } = runtime.deps.database;
  const now = runtime.deps.clock.now();
  let sessionId = input.sessionId ?? null;
  if (!sessionId && input.refreshToken && isWellFormedRefreshToken(input.refreshToken)) {
    sessionId = (await findRefreshToken(db, hashToken(input.refreshToken)))?.sessionId ?? null;
  }
  if (!sessionId) return;
  await db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (!session || session.endedAt) return;
    await endSession(tx, session.id, 'signed_out', now);
    await recordAuditEvent(tx, { event: 'sign_out', userId: session.userId, ...client });
  });
}
