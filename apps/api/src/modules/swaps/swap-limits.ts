import { planLimits, planNames, type PlanTier } from '@skillswap/contracts/shared/plans';
import type { PlanUsage } from '@skillswap/contracts/swaps/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound, type ErrorKey, type ErrorValues } from '../../lib/errors.ts';
import { countActiveSwaps, countRequestsSentSince, findMemberCards } from './swaps.repository.ts';

// The hint ends the message; a plan with nothing to upgrade to leaves it empty.
const upgradeHints: Record<PlanTier, ErrorValues[string]> = {
  free: { key: 'swaps.upgradeToPremiumTo' },
  premium: { key: 'swaps.upgradeToEliteFor' },
  elite: '',
  enterprise: '',
};

/** The first day of the month of `now`, in UTC: monthly limits reset then. */
export function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Throws `plan_limit_reached` when one more request would pass the member's plan limits, given the requests
 * they `sent` this calendar month (see `startOfMonth`) and their `active` swaps under way.
 */
export function refuseOverPlanLimits(planTier: PlanTier, used: { sent: number; active: number }) {
  const limits = planLimits[planTier];
  const plan = planNames[planTier];
  const { sent, active } = used;
  if (limits.requestsPerMonth !== null && sent >= limits.requestsPerMonth) {
    throw planLimitReached('swaps.youHaveSentSwap', {
      sent,
      plan,
      limit: limits.requestsPerMonth,
      hint: upgradeHints[planTier],
    });
  }
  if (limits.activeSwaps !== null && active >= limits.activeSwaps) {
    throw planLimitReached('swaps.youHaveSwapsUnder', {
      active,
      plan,
      limit: limits.activeSwaps,
      hint: upgradeHints[planTier],
    });
  }
}

/** Where the member stands against their plan's limits, counted as a new request is (`readRequestChecks`). */
export async function getPlanUsage(db: DbOrTx, options: { memberId: string; now: Date }): Promise<PlanUsage> {
  const card = (await findMemberCards(db, [options.memberId])).get(options.memberId);
  if (!card || card.isDeleted) throw notFound('swaps.yourProfileWasNot');
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

const planLimitReached = (key: ErrorKey, values: ErrorValues) =>
  new AppError(errorCodes.planLimit, key, { values });
