import { planLimits, planNames, type PlanTier } from '@skillswap/contracts/shared/plans';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
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

/** In place of the form when one more request would pass a plan limit: which one, and Send disabled. */
export function PlanLimitReached({
  plan,
  usage,
  limit,
}: {
  plan: PlanTier;
  usage: SwapUsage;
  limit: 'requests' | 'active';
}) {
  const { t } = useTranslation();
  const limits = planLimits[plan];
  return (
    <div className="grid gap-4">
      <p role="status" className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2">
        {limit === 'requests'
          ? t('swaps.plan.reachedRequests', { plan: planNames[plan], limit: limits.requestsPerMonth ?? 0 })
          : t('swaps.plan.reachedActive', { plan: planNames[plan], limit: limits.activeSwaps ?? 0 })}
      </p>
      <PlanLimitsNote plan={plan} usage={usage} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link className="font-medium underline" to={paths.pricing}>
          {t('swaps.plan.seePlans')}
        </Link>
        <Button type="button" disabled>
          {t('swaps.request.submit')}
        </Button>
      </div>
    </div>
  );
}
