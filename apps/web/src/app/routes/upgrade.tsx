import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paidPlans, type PaidPlan } from '@skillswap/contracts/billing/schemas';
import { planNames } from '@skillswap/contracts/shared/plans';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { usePublicConfig } from '@/features/contact/api/get-public-config.ts';
import { startCheckout, useBilling } from '@/features/billing/api/billing.ts';
import { contactAbout } from '@/features/marketing/plans.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';

const isPaidPlan = (value: string | null): value is PaidPlan =>
  value !== null && (paidPlans as readonly string[]).includes(value);

/**
 * /upgrade?plan=premium (members only, so a visitor signs up first and lands back here): sends the member to
 * Stripe Checkout. A member who already pays changes plans in Settings; without online billing, the contact
 * form takes the request as before.
 */
export function UpgradePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('billing.upgrade.title'));
  const [search] = useSearchParams();
  const plan = search.get('plan');
  const config = usePublicConfig();
  const isBillingOn = config.data?.billingEnabled === true;
  const billing = useBilling({ enabled: isBillingOn && isPaidPlan(plan) });
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const status = billing.data?.data.status;
  const isPaying = status === 'active' || status === 'past_due';

  const failedMessage = t('billing.upgrade.failed');
  useEffect(() => {
    if (!isPaidPlan(plan) || !billing.isSuccess || isPaying || started.current) return;
    started.current = true;
    startCheckout(plan).then(
      (url) => window.location.assign(url),
      (failure: unknown) => setError(getErrorMessage(failure, failedMessage)),
    );
  }, [plan, billing.isSuccess, isPaying, failedMessage]);

  if (!isPaidPlan(plan)) return <Navigate to={paths.pricing} replace />;
  if (config.isSuccess && !isBillingOn)
    return <Navigate to={contactAbout(`Upgrade to ${planNames[plan]}`)} replace />;
  if (isPaying) return <Navigate to={`${paths.settings}#plan`} replace />;
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-24 text-center">
      {error || billing.isError || config.isError ? (
        <>
          <p role="alert">{error ?? getErrorMessage(billing.error ?? config.error, failedMessage)}</p>
          <Link className="underline" to={paths.pricing}>
            {t('billing.upgrade.back')}
          </Link>
        </>
      ) : (
        <>
          <Spinner className="text-3xl text-primary" />
          <p>{t('billing.upgrade.redirecting', { plan: planNames[plan] })}</p>
        </>
      )}
    </section>
  );
}
