import { planLimits, planNames, type PlanTier } from '@skillswap/contracts/plans';
import { errorCodes } from '@skillswap/contracts/errors';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countActiveSwaps, countRequestsSentSince } from './swaps.repository.ts';

const upgradeHints: Record<PlanTier, string> = {
  free: 'Upgrade to Premium to send up to 20 requests a month with no limit on active swaps.',
  premium: 'Upgrade to Elite for unlimited requests.',
  elite: '',
  enterprise: '',
};

/** The first day of the month of `now`, in UTC: monthly limits reset then. */
export function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Throws `plan_limit_reached` when one more request would pass the member's plan limits. */
export async function checkPlanLimits(tx: DbOrTx, options: { memberId: string; plan: PlanTier; now: Date }) {
  const limits = planLimits[options.plan];
  const plan = planNames[options.plan];
  if (limits.requestsPerMonth !== null) {
    const sent = await countRequestsSentSince(tx, options.memberId, startOfMonth(options.now));
    if (sent >= limits.requestsPerMonth) {
      throw planLimitReached(
        `You have sent ${sent} swap requests this month, the most the ${plan} plan allows (${limits.requestsPerMonth} per calendar month). ${upgradeHints[options.plan]}`,
      );
    }
  }
  if (limits.activeSwaps !== null) {
    const active = await countActiveSwaps(tx, options.memberId);
    if (active >= limits.activeSwaps) {
      throw planLimitReached(
        `You have ${active} swaps under way, the most the ${plan} plan allows at once (${limits.activeSwaps}). Finish one before you send another request. ${upgradeHints[options.plan]}`,
      );
    }
  }
}

const planLimitReached = (message: string) => new AppError(errorCodes.planLimit, message.trim());
