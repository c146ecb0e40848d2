import { activeSwapStatuses, type SwapRequest, type SwapStatus } from '@skillswap/contracts/swaps';

export interface SwapUsage {
  sentThisMonth: number;
  active: number;
}

/**
 * What counts against the plan, by the server's rules: requests sent since the first of the month (UTC),
 * and swaps still open (one's own unanswered requests, and swaps under way on either side, disputed ones too).
 */
export function countSwapUsage(requests: readonly SwapRequest[], now = new Date()): SwapUsage {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const sent = requests.filter((request) => request.direction === 'sent');
  return {
    sentThisMonth: sent.filter((request) => Date.parse(request.createdAt) >= monthStart).length,
    active: requests.filter(
      (request) =>
        isUnderWay(request.status) || (request.status === 'requested' && request.direction === 'sent'),
    ).length,
  };
}

const isUnderWay = (status: SwapStatus) => (activeSwapStatuses as readonly SwapStatus[]).includes(status);
