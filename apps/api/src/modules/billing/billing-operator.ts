import { planNames } from '@skillswap/contracts/plans';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import {
  findAccountByMember,
  findMemberForBilling,
  findMemberIdByEmailOrId,
  setArrangedPlan,
} from './billing.repository.ts';
import { refundFirstPremiumPayment } from './billing.service.ts';
import { createStripeBilling } from './stripe-client.ts';

/** The operator's refund: finds the member by e-mail or id and refunds their first Premium payment. */
export async function refundFirstPayment(options: { db: Db; config: Config; now: Date }, who: string) {
  const billing = createStripeBilling(options.config);
  if (!billing) throw new Error('Billing is not configured (STRIPE_* settings; see the README).');
  const memberId = await findMemberIdByEmailOrId(options.db, who);
  const member = memberId ? await findMemberForBilling(options.db, memberId) : null;
  if (!memberId || !member) throw new Error(`No active member with e-mail or id "${who}"`);
  const refund = await refundFirstPremiumPayment(
    { db: options.db, billing, publicUrl: options.config.PUBLIC_URL, now: options.now },
    memberId,
  );
  return { ...refund, email: member.email };
}

/**
 * The operator's Enterprise switch: Enterprise is agreed with us directly, outside Stripe, so an operator puts a
 * member on it (or back to Free). A member paying through Stripe cancels that subscription first, so nobody is
 * charged for a plan they no longer have.
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
