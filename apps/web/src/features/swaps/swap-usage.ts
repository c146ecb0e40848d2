import { planLimits, type PlanTier } from '@skillswap/contracts/shared/plans';
import { activeSwapStatuses, type SwapRequest, type SwapStatus } from '@skillswap/contracts/swaps/schemas';

export interface SwapUsage {
  sentThisMonth: number;
  active: number;
}

/**
 * What counts against the plan, by the server's rules: requests sent since the first of the month (UTC),
 * and swaps under way on either side (accepted or disputed). A request waiting for an answer counts only
 * against the monthly requests (ADR 165).
 */
export function countSwapUsage(requests: readonly SwapRequest[], now = new Date()): SwapUsage {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const sent = requests.filter((request) => request.direction === 'sent');
  return {
    sentThisMonth: sent.filter((request) => Date.parse(request.createdAt) >= monthStart).length,
    active: requests.filter((request) => isUnderWay(request.status)).length,
  };
}

const isUnderWay = (status: SwapStatus) => (activeSwapStatuses as readonly SwapStatus[]).includes(status);

/** Which plan limit one more request would pass right now, or null when it may be sent. */
export function findReachedLimit(plan: PlanTier, usage: SwapUsage): 'requests' | 'active' | null {
  const limits = planLimits[plan];
  if (limits.requestsPerMonth !== null && usage.sentThisMonth >= limits.requestsPerMonth) return 'requests';
  if (limits.activeSwaps !== null && usage.active >= limits.activeSwaps) return 'active';
  return null;
}
