import type { MemberSuspension } from '@skillswap/contracts/admin-reports';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import { requireStaffMayActOn } from '../auth/index.ts';
import { endOpenSwapsOfSuspendedMember } from '../swap-lifecycle/index.ts';
import { suspensionMail, unsuspensionMail } from './moderation-mail.ts';

export interface SuspensionOptions {
  memberId: string;
  /**
   * The operator behind it, for the audit log; null from the server's machine (the CLI), which may act on
   * anyone. An operator may act only on a member of a lower role, never on themselves (ADR 80).
   */
  actorId: string | null;
  reason: string;
  now: Date;
  publicUrl: string;
  context?: AuditContext;
}

type LockedMember = {
  id: string;
  email: string;
  full_name: string;
  suspended_at: string | Date | null;
};

async function lockMember(tx: DbOrTx, memberId: string, actorId: string | null): Promise<LockedMember> {
  const result = await tx.execute<LockedMember>(sql`
    SELECT id, email, full_name, suspended_at FROM users
    WHERE id = ${memberId} AND deleted_at IS NULL FOR UPDATE`);
  const member = result.rows[0];
  if (!member) throw notFound('Member not found');
  if (actorId !== null) await requireStaffMayActOn(tx, { actorId, targetIds: [memberId] });
  return member;
}

const stateOf = (memberId: string, suspendedAt: string | Date | null): MemberSuspension => ({
  memberId,
  isSuspended: suspendedAt !== null,
  suspendedAt: suspendedAt === null ? null : new Date(suspendedAt).toISOString(),
});

/**
 * Suspends a member (ADR 73) in one transaction: every session and refresh token ends and sign-in is refused,
 * the profile is taken private (so it leaves Explore, matches and its public page; the visibility before is
 * kept for the unsuspension), requests still waiting are withdrawn and accepted swaps cancelled with their
 * SkillCoin holds released, the operator is audited and the member gets a mail. Suspending a suspended
 * member changes nothing.
 */
export async function suspendMember(db: DbOrTx, options: SuspensionOptions): Promise<MemberSuspension> {
  const run = async (tx: DbOrTx) => {
    const { memberId, now } = options;
    const member = await lockMember(tx, memberId, options.actorId);
    if (member.suspended_at !== null) return stateOf(memberId, member.suspended_at);
    // The member's open swaps are locked (in id order) by the swap hook before any is changed (ADR 0043).
    const swaps = await endOpenSwapsOfSuspendedMember(tx, { now, publicUrl: options.publicUrl }, memberId);
    await tx.execute(sql`UPDATE users SET suspended_at = ${now} WHERE id = ${memberId}`);
    await tx.execute(sql`
      INSERT INTO member_suspensions (member_id, suspended_by, reason, profile_visibility_before, created_at)
      SELECT ${memberId}, ${options.actorId}, ${options.reason}, coalesce(p.profile_visibility, 'public'), ${now}
      FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = ${memberId}`);
    await tx.execute(sql`UPDATE profiles SET profile_visibility = 'private' WHERE id = ${memberId}`);
    await tx.execute(sql`
      UPDATE auth_refresh_tokens SET revoked_at = ${now}, token_encrypted = NULL
      WHERE revoked_at IS NULL AND session_id IN (SELECT id FROM auth_sessions WHERE user_id = ${memberId})`);
    await tx.execute(sql`
      UPDATE auth_sessions SET ended_at = ${now}, end_reason = 'suspended'
      WHERE user_id = ${memberId} AND ended_at IS NULL`);
    await recordAuditEvent(tx, {
      event: 'member_suspended',
      userId: memberId,
      actorId: options.actorId,
      details: { reason: options.reason, ...swaps },
      ...options.context,
    });
    await enqueueMessage(tx, suspensionMail(member.email, member.full_name, options.publicUrl));
    return stateOf(memberId, now);
  };
  // Within a caller's transaction this is a savepoint; the caller's commit decides.
  return db.transaction(run);
}

/**
 * Lifts a suspension: sign-in and the profile's visibility come back; the swaps ended by the suspension stay
 * ended. Unsuspending a member who is not suspended changes nothing.
 */
export async function unsuspendMember(
  db: Db,
  options: Omit<SuspensionOptions, 'reason'> & { reason?: string },
): Promise<MemberSuspension> {
  return db.transaction(async (tx) => {
    const { memberId } = options;
    const member = await lockMember(tx, memberId, options.actorId);
    if (member.suspended_at === null) return stateOf(memberId, null);
    const removed = await tx.execute<{ profile_visibility_before: string }>(sql`
      DELETE FROM member_suspensions WHERE member_id = ${memberId} RETURNING profile_visibility_before`);
    const visibility = removed.rows[0]?.profile_visibility_before ?? 'public';
    await tx.execute(sql`UPDATE profiles SET profile_visibility = ${visibility} WHERE id = ${memberId}`);
    await tx.execute(sql`UPDATE users SET suspended_at = NULL WHERE id = ${memberId}`);
    await recordAuditEvent(tx, {
      event: 'member_unsuspended',
      userId: memberId,
      actorId: options.actorId,
      details: {
        ...(options.reason ? { reason: options.reason } : {}),
        ...(options.actorId === null ? { via: 'cli' } : {}),
      },
      ...options.context,
    });
    await enqueueMessage(tx, unsuspensionMail(member.email, member.full_name, options.publicUrl));
    return stateOf(memberId, null);
  });
}

/**
 * `member:unsuspend` on the server's machine: lifts anyone's suspension (an admin's too, which no one in the
 * console may), audited with no actor and `via: 'cli'`. Null when no live member has this e-mail or id.
 */
export async function unsuspendMemberByOperator(
  db: Db,
  options: { who: string; reason?: string; now: Date; publicUrl: string },
): Promise<(MemberSuspension & { email: string; fullName: string; wasSuspended: boolean }) | null> {
  const found = await db.execute<LockedMember>(sql`
    SELECT id, email, full_name, suspended_at FROM users
    WHERE deleted_at IS NULL AND (lower(email) = lower(${options.who}) OR id::text = lower(${options.who}))`);
  const member = found.rows[0];
  if (!member) return null;
  const state = await unsuspendMember(db, { ...options, memberId: member.id, actorId: null });
  return {
    ...state,
    email: member.email,
    fullName: member.full_name,
    wasSuspended: member.suspended_at !== null,
  };
}
