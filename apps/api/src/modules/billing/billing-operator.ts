import { planNames, type PlanTier } from '@skillswap/contracts/shared/plans';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { lockLivePlan, setProfilePlan } from '../profiles/index.ts';
import {
  findAccountByMember,
  findMemberForBilling,
  findMemberIdByEmailOrId,
  setArrangedPlan,
} from './billing.repository.ts';
import { refundFirstPremiumPayment } from './billing.service.ts';
import { createStripeBilling } from './stripe-client.ts';

/**
 * The operator's refund, from `billing:refund` or the console: finds the member by e-mail or id and refunds
 * their first Premium payment. `actorId` is the admin who did it from the console (null from the command).
 */
export async function refundFirstPayment(
  options: { db: Db; config: Config; now: Date; actorId?: string | null },
  who: string,
) {
  const billing = createStripeBilling(options.config);
  if (!billing) throw conflict('billing.billingIsNotConfigured');
  const memberId = await findMemberIdByEmailOrId(options.db, who);
  const member = memberId ? await findMemberForBilling(options.db, memberId) : null;
  if (!memberId || !member) throw notFound('billing.noActiveMemberWith', { who });
  const refund = await refundFirstPremiumPayment(
    { db: options.db, billing, publicUrl: options.config.PUBLIC_URL, now: options.now },
    memberId,
    options.actorId ?? null,
  );
  return { ...refund, email: member.email };
}

/**
 * The operator's Enterprise switch: Enterprise is agreed with us directly, outside Stripe, so an operator
 * puts a member on it (or back to Free). A member paying through Stripe cancels that subscription first, so
 * nobody is charged for a plan they no longer have.
 */
export async function setEnterprisePlan(options: { db: Db; now: Date }, who: string, isEnterprise: boolean) {
  const memberId = await findMemberIdByEmailOrId(options.db, who);
  const member = memberId ? await findMemberForBilling(options.db, memberId) : null;
  if (!memberId || !member) throw new Error(`No active member with e-mail or id "${who}"`);
  if (!isEnterprise && member.plan !== 'enterprise') throw new Error(`${member.email} is not on Enterprise.`);
  const account = await findAccountByMember(options.db, memberId);
  if (isEnterprise && (account?.status === 'active' || account?.status === 'past_due')) {
    throw new Error(
      `${member.email} pays for ${planNames[member.plan]} through Stripe; cancel that subscription first.`,
    );
  }
  await options.db.transaction(async (tx) => {
    await setArrangedPlan(tx, memberId, isEnterprise ? 'enterprise' : 'free', options.now);
    await recordAuditEvent(tx, {
      event: 'enterprise_plan_changed',
      userId: memberId,
      details: { from: member.plan, to: isEnterprise ? 'enterprise' : 'free' },
    });
  });
  return { email: member.email, fullName: member.fullName };
}

/**
 * An admin sets a member's plan from the console ("change plan"). A member paying through Stripe is
 * refused (409): their plan follows the subscription, and a change here would be undone by the next webhook.
 * Answers the previous plan; null when no live member has that id.
 */
export async function setPlanByOperator(
  db: DbOrTx,
  change: { memberId: string; plan: PlanTier; now: Date },
): Promise<{ previousPlan: PlanTier } | null> {
  return db.transaction(async (tx) => {
    const currentPlan = await lockLivePlan(tx, change.memberId);
    if (!currentPlan) return null;
    const account = await findAccountByMember(tx, change.memberId);
    if (account?.stripeSubscriptionId && (account.status === 'active' || account.status === 'past_due')) {
      throw conflict('billing.thisMemberPaysThrough');
    }
    await setProfilePlan(tx, change.memberId, change.plan, change.now);
    return { previousPlan: currentPlan };
  });
}
