import type { MemberSuspension } from '@skillswap/contracts/admin-reports/schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import {
  endAllSessionsOfMember,
  findSuspendableAccount,
  lockAccountForSuspension,
  requireStaffMayActOn,
  setAccountSuspendedAt,
} from '../auth/index.ts';
import { findProfileVisibility, setProfileVisibility } from '../profiles/index.ts';
import { endOpenSwapsOfSuspendedMember } from '../swap-lifecycle/index.ts';
import { suspensionMail, unsuspensionMail } from './moderation-mail.ts';
import { deleteSuspension, insertSuspension } from './suspensions.repository.ts';

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

async function lockMember(tx: DbOrTx, memberId: string, actorId: string | null) {
  const member = await lockAccountForSuspension(tx, memberId);
  if (!member) throw notFound('common.memberNotFound');
  if (actorId !== null) await requireStaffMayActOn(tx, { actorId, targetIds: [memberId] });
  return member;
}

const stateOf = (memberId: string, suspendedAt: Date | null): MemberSuspension => ({
  memberId,
  isSuspended: suspendedAt !== null,
  suspendedAt: suspendedAt === null ? null : suspendedAt.toISOString(),
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
    if (member.suspendedAt !== null) return stateOf(memberId, member.suspendedAt);
    // The member's open swaps are locked (in id order) by the swap hook before any is changed (ADR 0043).
    const swaps = await endOpenSwapsOfSuspendedMember(tx, { now, publicUrl: options.publicUrl }, memberId);
    // Each module changes its own tables (ADR 78): the account and its sessions, the profile, the record.
    await setAccountSuspendedAt(tx, memberId, now);
    const visibilityBefore = (await findProfileVisibility(tx, memberId)) ?? 'public';
    await insertSuspension(tx, {
      memberId,
      actorId: options.actorId,
      reason: options.reason,
      visibilityBefore,
      now,
    });
    await setProfileVisibility(tx, memberId, 'private');
    await endAllSessionsOfMember(tx, { memberId, reason: 'suspended', now });
    await recordAuditEvent(tx, {
      event: 'member_suspended',
      userId: memberId,
      actorId: options.actorId,
      details: { reason: options.reason, ...swaps },
      ...options.context,
    });
    await enqueueMessage(tx, suspensionMail(member.email, member.fullName, options.publicUrl));
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
    if (member.suspendedAt === null) return stateOf(memberId, null);
    const visibility = (await deleteSuspension(tx, memberId)) ?? 'public';
    await setProfileVisibility(tx, memberId, visibility);
    await setAccountSuspendedAt(tx, memberId, null);
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
    await enqueueMessage(tx, unsuspensionMail(member.email, member.fullName, options.publicUrl));
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
  const member = await findSuspendableAccount(db, options.who);
  if (!member) return null;
  const state = await unsuspendMember(db, { ...options, memberId: member.id, actorId: null });
  return {
    ...state,
    email: member.email,
    fullName: member.fullName,
    wasSuspended: member.suspendedAt !== null,
  };
}
