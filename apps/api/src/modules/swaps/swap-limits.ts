import { planLimits, planNames, type PlanTier } from '@skillswap/contracts/plans';
import type { PlanUsage } from '@skillswap/contracts/swaps';
import { errorCodes } from '@skillswap/contracts/errors';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countActiveSwaps, countRequestsSentSince, findMemberCards } from './swaps.repository.ts';
import { notFound } from '../../lib/errors.ts';

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

/** Where the member stands against their plan's limits, counted as `checkPlanLimits` counts them. */
export async function getPlanUsage(db: DbOrTx, options: { memberId: string; now: Date }): Promise<PlanUsage> {
  const card = (await findMemberCards(db, [options.memberId])).get(options.memberId);
  if (!card || card.isDeleted) throw notFound('Your profile was not found');
  const limits = planLimits[card.plan];
  const monthStart = startOfMonth(options.now);
  const requestsThisMonth = await countRequestsSentSince(db, options.memberId, monthStart);
  const activeSwaps = await countActiveSwaps(db, options.memberId);
  const isUnder = (used: number, limit: number | null) => limit === null || used < limit;
  return {
    plan: card.plan,
    requestsThisMonth,
    requestsPerMonth: limits.requestsPerMonth,
    activeSwaps,
    activeSwapsLimit: limits.activeSwaps,
    monthEndsAt: new Date(
      Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 1),
    ).toISOString(),
    canSendRequest:
      isUnder(requestsThisMonth, limits.requestsPerMonth) && isUnder(activeSwaps, limits.activeSwaps),
  };
}

const planLimitReached = (message: string) => new AppError(errorCodes.planLimit, message.trim());
