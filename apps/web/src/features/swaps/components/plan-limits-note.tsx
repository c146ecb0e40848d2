import { planLimits, planNames, type PlanTier } from '@skillswap/contracts/plans';
import type { SwapUsage } from '../swap-usage.ts';

function describeLimit(limit: number | null, unit: string, used: number | undefined, usedUnit: string) {
  if (limit === null) return `unlimited ${unit}`;
  return used === undefined ? `up to ${limit} ${unit}` : `up to ${limit} ${unit} (${used} ${usedUnit})`;
}

/** Tells the member, before they send, what their plan allows and how much of it they have used. */
export function PlanLimitsNote({ plan, usage }: { plan: PlanTier; usage: SwapUsage | null }) {
  const limits = planLimits[plan];
  return (
    <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
      Your {planNames[plan]} plan:{' '}
      {describeLimit(
        limits.requestsPerMonth,
        'swap requests a month',
        usage?.sentThisMonth,
        'sent this month',
      )}{' '}
      and {describeLimit(limits.activeSwaps, 'active swaps at a time', usage?.active, 'active now')}.
    </p>
  );
}
