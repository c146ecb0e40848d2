import type { MemberSession } from '@skillswap/contracts/auth-security/member-sessions';
import { recordAuditEvent, type AuditContext } from '../../../lib/audit.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { revokeAllPersonalTokens } from '../personal-tokens/index.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import { listOpenSessions, listOtherOpenSessionIds } from './member-sessions.repository.ts';
import type { Member } from './require-member.ts';
import { isSessionExpired } from './sessions.service.ts';
import { endSession, lockSession } from './sessions.repository.ts';
import { describeDevice } from './user-agent.ts';

/** The member's live sessions (not ended, not past the idle or absolute limit), this one marked. */
export async function listMemberSessions(runtime: AuthRuntime, member: Member): Promise<MemberSession[]> {
  const now = runtime.deps.clock.now();
  const rows = await listOpenSessions(runtime.deps.database.db, member.userId);
  return rows
    .filter((row) => !isSessionExpired(row, now))
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      ip: row.ip,
      signedInAt: row.createdAt.toISOString(),
      lastUsedAt: row.refreshedAt.toISOString(),
      isCurrent: row.id === member.sessionId,
    }));
}

/**
 * Ends one of the member's other sessions: its refresh tokens are revoked in the same statement set, and
 * its access tokens fail the session check from now on. Another member's session is a 404, like a gone one.
 */
export async function signOutSession(
  runtime: AuthRuntime,
  member: Member,
  sessionId: string,
  client: AuditContext,
) {
  if (sessionId === member.sessionId) {
    throw conflict('auth.thisIsTheSession');
  }
  const now = runtime.deps.clock.now();
  const isEnded = await runtime.deps.database.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (!session || session.userId !== member.userId || session.endedAt) return false;
    await endSession(tx, session.id, 'signed_out_remotely', now);
    await recordAuditEvent(tx, {
      event: 'session_signed_out_remotely',
      userId: member.userId,
      details: { sessionId: session.id },
      ...client,
    });
    return true;
  });
  if (!isEnded) throw notFound('common.sessionNotFound');
}

/**
 * Ends every session of the member but the one making the request, and revokes every personal access token:
 * a member who signs everything else out fears someone else is in, and a token is one more way in (ADR 79).
 * The ended sessions' live streams close through the session trigger.
 */
export async function signOutOtherSessions(runtime: AuthRuntime, member: Member, client: AuditContext) {
  const now = runtime.deps.clock.now();
  // Only a signed-in session reaches here: the endpoint takes no personal access token (ADR 71).
  const currentSessionId = member.sessionId ?? '';
  return runtime.deps.database.db.transaction(async (tx) => {
    const ids = await listOtherOpenSessionIds(tx, member.userId, currentSessionId);
    for (const id of ids) await endSession(tx, id, 'signed_out_remotely', now);
    await recordAuditEvent(tx, {
      event: 'session_signed_out_remotely',
      userId: member.userId,
      details: { sessionIds: ids, allOthers: true },
      ...client,
    });
    const revokedTokens = await revokeAllPersonalTokens(tx, {
      memberId: member.userId,
      now,
      reason: 'signed_out_others',
      client,
    });
    return { signedOut: ids.length, revokedTokens };
  });
}
