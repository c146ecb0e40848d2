import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlanUsage } from '@skillswap/contracts/swaps/schemas';
import { planNames, planRank, planTiers, type PlanTier } from '@skillswap/contracts/shared/plans';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { usePlanUsage } from '../api/get-plan-usage.ts';
import { listPlanAdditions } from '../plans.ts';

interface PlanCardProps {
  /** When a paid plan renews or ends, where the install sells plans online (Settings reads billing). */
  renewsAt: string | null;
  endsAt: string | null;
  /** The badges the plan gives, shown beside its name (the Elite badge for Elite and Enterprise). */
  badge?: (plan: PlanTier) => ReactNode;
}

/** Settings › Plan: the plan, its limits with this month's use, its dates, and what is above. */
export function PlanCard({ renewsAt, endsAt, badge }: PlanCardProps) {
  const { t } = useTranslation();
  const usage = usePlanUsage();
  return (
    <Card role="region" aria-labelledby="plan-card-title">
      <CardHeader>
        <CardTitle as="h2" id="plan-card-title">
          {t('billing.usage.title')}
        </CardTitle>
        <CardDescription>{t('billing.usage.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {usage.isPending && <Spinner label={t('billing.usage.loading')} />}
        {usage.isError && <p role="alert">{t('billing.plan.loadFailed')}</p>}
        {usage.data && <PlanFacts usage={usage.data} renewsAt={renewsAt} endsAt={endsAt} badge={badge} />}
      </CardContent>
    </Card>
  );
}

function PlanFacts({ usage, renewsAt, endsAt, badge }: PlanCardProps & { usage: PlanUsage }) {
  const { t } = useTranslation();
  const { date: formatDate } = useFormatters();
  const higher = planTiers.filter((tier) => planRank[tier] > planRank[usage.plan]);
  const used = (count: number, limit: number | null) =>
    limit === null ? t('billing.usage.unlimited', { count }) : t('billing.usage.ofLimit', { count, limit });
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-lg">
        <span>{t('billing.plan.current', { plan: planNames[usage.plan] })}</span>
        {badge?.(usage.plan)}
      </p>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{t('billing.usage.requests')}</dt>
          <dd className="font-semibold">{used(usage.requestsThisMonth, usage.requestsPerMonth)}</dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{t('billing.usage.active')}</dt>
          <dd className="font-semibold">{used(usage.activeSwaps, usage.activeSwapsLimit)}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        {t('billing.usage.resets', { date: formatDate(usage.monthEndsAt) })}{' '}
        {renewsAt
          ? t('billing.usage.renews', { date: formatDate(renewsAt) })
          : endsAt
            ? t('billing.usage.ends', { date: formatDate(endsAt) })
            : usage.plan === 'free'
              ? t('billing.usage.free')
              : t('billing.usage.byHand')}
      </p>
      {higher.length > 0 && (
        <div className="grid gap-3">
          {higher.map((tier) => (
            <section key={tier} aria-labelledby={`plan-card-${tier}`} className="rounded-lg bg-muted/40 p-3">
              <h3 id={`plan-card-${tier}`} className="font-semibold">
                {t('billing.usage.adds', { plan: planNames[tier] })}
              </h3>
              <ul className="mt-1 list-disc ps-5 text-sm">
                {listPlanAdditions(tier, t).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ))}
          <Link className="justify-self-start font-medium underline" to={paths.pricing}>
            {t('billing.usage.compare')}
          </Link>
        </div>
      )}
    </>
  );
}
