import type { MemberDetail, MemberListItem } from '@skillswap/contracts/admin-members/schemas';
import type { MemberRole } from '@skillswap/contracts/auth/schemas';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { requireStaffMayActOn, setMemberRole } from '../auth/index.ts';
import { refundFirstPayment, setPlanByOperator } from '../billing/index.ts';
import { findMemberAccountId, getAccountTotals, listStatement } from '../ledger/index.ts';
import { setVerifiedBadge } from '../profiles/index.ts';
import { findMember, listMemberAudit, listMemberSwaps, MemberNotFound } from './members.repository.ts';

async function memberOr404(db: Db, memberId: string) {
  try {
    return await findMember(db, memberId);
  } catch (error) {
    if (error instanceof MemberNotFound) throw notFound('common.memberNotFound');
    throw error;
  }
}

export async function loadMemberDetail(db: Db, memberId: string): Promise<MemberDetail> {
  const member = await memberOr404(db, memberId);
  const accountId = await findMemberAccountId(db, memberId);
  const totals = accountId ? await getAccountTotals(db, accountId) : { balance: 0, held: 0 };
  const statement = accountId ? await listStatement(db, accountId, { before: null, limit: 50 }) : [];
  return {
    member,
    swaps: await listMemberSwaps(db, memberId),
    ledger: {
      balance: totals.balance,
      held: totals.held,
      entries: statement.map((line) => ({
        id: line.id,
        amount: line.amount,
        balanceAfter: line.balanceAfter,
        kind: line.kind,
        description: line.description,
        createdAt: line.createdAt.toISOString(),
      })),
    },
    auditTrail: await listMemberAudit(db, memberId),
  };
}

// Every action below lands on one member: never the operator's own account, and only a lower role (ADR 80).

/**
 * Sets the verified badge from the console and audits it with the operator; 404 for an unknown or deleted
 * member.
 */
export async function setBadgeFromConsole(
  db: Db,
  change: { memberId: string; verified: boolean; actorId: string; now: Date } & AuditContext,
): Promise<MemberListItem> {
  await db.transaction(async (tx) => {
    await requireStaffMayActOn(tx, { actorId: change.actorId, targetIds: [change.memberId] });
    const member = await setVerifiedBadge(tx, change.memberId, change.verified, change.now);
    if (!member) throw notFound('common.memberNotFound');
    await recordAuditEvent(tx, {
      event: 'verified_badge_changed',
      userId: member.id,
      actorId: change.actorId,
      ip: change.ip ?? null,
      userAgent: change.userAgent ?? null,
      details: { verified: change.verified, via: 'console' },
    });
  });
  return memberOr404(db, change.memberId);
}

/**
 * An admin grants or removes a role from the console: never their own (so an admin cannot lock themselves
 * out), nor another admin's (that is `admin:grant` on the server's machine).
 */
export async function setRoleFromConsole(
  db: Db,
  change: { memberId: string; role: MemberRole; actorId: string } & AuditContext,
): Promise<MemberListItem> {
  await requireStaffMayActOn(db, { actorId: change.actorId, targetIds: [change.memberId] });
  const changed = await setMemberRole(db, {
    who: change.memberId,
    role: change.role,
    actorId: change.actorId,
    via: 'console',
    ip: change.ip ?? null,
    userAgent: change.userAgent ?? null,
  });
  if (!changed) throw notFound('common.memberNotFound');
  return memberOr404(db, change.memberId);
}

/** An admin changes a member's plan from the console; audited as `plan_changed` with the admin. */
export async function setPlanFromConsole(
  db: Db,
  change: { memberId: string; plan: PlanTier; actorId: string; now: Date } & AuditContext,
): Promise<MemberListItem> {
  await db.transaction(async (tx) => {
    await requireStaffMayActOn(tx, { actorId: change.actorId, targetIds: [change.memberId] });
    const changed = await setPlanByOperator(tx, {
      memberId: change.memberId,
      plan: change.plan,
      now: change.now,
    });
    if (!changed) throw notFound('common.memberNotFound');
    if (changed.previousPlan === change.plan) return;
    await recordAuditEvent(tx, {
      event: 'plan_changed',
      userId: change.memberId,
      actorId: change.actorId,
      ip: change.ip ?? null,
      userAgent: change.userAgent ?? null,
      details: { from: changed.previousPlan, to: change.plan, via: 'console' },
    });
  });
  return memberOr404(db, change.memberId);
}

/** An admin refunds a member's first Premium payment from the console (the service of `billing:refund`). */
export async function refundFromConsole(
  db: Db,
  refund: { memberId: string; actorId: string; config: Config; now: Date },
) {
  await requireStaffMayActOn(db, { actorId: refund.actorId, targetIds: [refund.memberId] });
  const { refundId, amount, currency } = await refundFirstPayment(
    { db, config: refund.config, now: refund.now, actorId: refund.actorId },
    refund.memberId,
  );
  return { refundId, amount, currency };
}
