import { planLimits, planNames, type PlanTier } from '@skillswap/contracts/plans';
import { useTranslation } from '@/i18n/i18n-context.ts';
import type { SwapUsage } from '../swap-usage.ts';

/** Tells the member, before they send, what their plan allows and how much of it they have used. */
export function PlanLimitsNote({ plan, usage }: { plan: PlanTier; usage: SwapUsage | null }) {
  const { t } = useTranslation();
  const limits = planLimits[plan];
  const describe = (kind: 'requests' | 'active', limit: number | null, used: number | undefined) =>
    limit === null
      ? t(`swaps.plan.${kind}Unlimited`)
      : used === undefined
        ? t(`swaps.plan.${kind}`, { limit })
        : t(`swaps.plan.${kind}Used`, { limit, used });
  return (
    <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
      {t('swaps.plan.note', {
        plan: planNames[plan],
        requests: describe('requests', limits.requestsPerMonth, usage?.sentThisMonth),
        active: describe('active', limits.activeSwaps, usage?.active),
      })}
    </p>
  );
}
