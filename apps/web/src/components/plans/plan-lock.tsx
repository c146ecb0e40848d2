import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { planNames, type PlanTier } from '@skillswap/contracts/shared/plans';
import { Button } from '@/components/ui/button.tsx';
import { upgradePath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * A paid feature shown locked to a member whose plan does not include it, with the way to get it (ADR 84).
 * The server refuses the feature too (403 `plan_required`); this only says so before the member tries.
 */
export function PlanLock({
  plan,
  feature,
  children,
}: {
  plan: Exclude<PlanTier, 'free'>;
  feature: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const upgradeTo =
    plan === 'premium' || plan === 'elite' ? upgradePath(plan) : '/contact?subject=Enterprise%20enquiry';
  return (
    <div
      role="group"
      aria-label={t('premium.lock.label', { feature })}
      className="flex flex-col gap-3 rounded-xl border border-dashed bg-muted/30 p-4"
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <Lock aria-hidden="true" className="size-4 text-muted-foreground" />
        {t('premium.lock.text', { feature, plan: planNames[plan] })}
      </p>
      {children}
      <Button asChild size="sm" className="w-fit">
        <Link to={upgradeTo}>{t('premium.lock.upgrade', { plan: planNames[plan] })}</Link>
      </Button>
    </div>
  );
}
