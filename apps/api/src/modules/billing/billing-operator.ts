import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { findMemberForBilling, findMemberIdByEmailOrId } from './billing.repository.ts';
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
