import { Check } from 'lucide-react';
import { Link } from 'react-router';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { upgradePath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';
import { describePlanLimitsIn, planOffers, type PlanOffer } from '../plans.ts';

/**
 * `isBillingOn`: paid plans go to Checkout where the API sells them online, else to the contact form.
 * `currentPlan`: the signed-in member's plan, marked "Your plan".
 */
export function PricingPlans({
  isBillingOn,
  currentPlan = null,
}: {
  isBillingOn: boolean;
  currentPlan?: PlanTier | null;
}) {
  const { t } = useTranslation();
  const limits = (tier: PlanTier) => describePlanLimitsIn(tier, t);
  return (
    <section aria-label={t('pages.pricing.plans')} className="page-container -mt-8 pb-16">
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {planOffers(t).map((plan) => (
          <li key={plan.tier}>
            <PlanCard
              plan={plan}
              to={isBillingOn ? buyingPath(plan) : plan.cta.to}
              isCurrent={plan.tier === currentPlan}
            />
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">
        {t('pages.pricing.limitsNote', {
          free: limits('free'),
          premium: limits('premium'),
          elite: limits('elite'),
        })}{' '}
        {t('pages.pricing.activeNote')}
      </p>
    </section>
  );
}

function buyingPath(plan: PlanOffer) {
  return plan.tier === 'premium' || plan.tier === 'elite' ? upgradePath(plan.tier) : plan.cta.to;
}

function PlanCard({ plan, to, isCurrent }: { plan: PlanOffer; to: string; isCurrent: boolean }) {
  const { t } = useTranslation();
  const headingId = `plan-${plan.tier}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex h-full flex-col gap-6 rounded-2xl border bg-card p-6 shadow-sm',
        plan.isPopular && 'border-primary shadow-lg ring-2 ring-primary/30',
      )}
    >
      {plan.isPopular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 shadow-sm">
          {t('pages.pricing.popular')}
        </Badge>
      )}
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-xl font-semibold">
          {plan.name}
          {isCurrent && <Badge variant="secondary">{t('pages.pricing.yourPlan')}</Badge>}
        </h2>
        <p className="text-sm text-muted-foreground">{plan.description}</p>
      </div>
      {/* A price never breaks inside itself (the page lets long words break anywhere); the period moves to
          the next line instead when the card is narrow. */}
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-4xl font-extrabold tracking-tight whitespace-nowrap">{plan.price}</span>
        <span className="text-sm whitespace-nowrap text-muted-foreground">{plan.period}</span>
      </p>
      <ul
        className="flex flex-1 flex-col gap-2.5 text-sm"
        aria-label={t('pages.pricing.includes', { plan: plan.name })}
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
      {plan.footnote && <p className="text-xs text-muted-foreground">{plan.footnote}</p>}
      <Button asChild variant={plan.isPopular ? 'default' : 'outline'} className="w-full">
        <Link to={to}>{plan.cta.label}</Link>
      </Button>
    </article>
  );
}
