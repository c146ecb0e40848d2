import { useEffect, useState } from 'react';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';
import { PageIntro } from '@/components/layout/page-intro.tsx';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { PricingFaq, PricingPayments } from '@/features/marketing/components/pricing-faq.tsx';
import { PricingPlans } from '@/features/marketing/components/pricing-plans.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

export function PricingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.nav.pricing'));
  const isBillingOn = useIsBillingOn();
  const currentPlan = useMyPlan();
  return (
    <>
      <PageIntro eyebrow={t('common.nav.pricing')} title={t('pages.pricing.title')} className="pb-8">
        <p>{t('pages.pricing.intro')}</p>
      </PageIntro>
      <PricingPlans isBillingOn={isBillingOn} currentPlan={currentPlan} />
      <PricingPayments />
      <PricingFaq />
    </>
  );
}

/**
 * Whether the API sells plans online. Pricing is a static page without React Query (router.tsx), so the
 * public config is fetched once after the first paint; until it answers, the buttons are the contact form's.
 */
function useIsBillingOn() {
  const [isOn, setIsOn] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void import('@/features/contact/api/get-public-config.ts')
      .then(({ getPublicConfig }) => getPublicConfig())
      .then(
        (config) => isCurrent && setIsOn(config.billingEnabled),
        // Unreachable API: the contact form still works.
        () => undefined,
      );
    return () => {
      isCurrent = false;
    };
  }, []);
  return isOn;
}

/** The signed-in member's plan, asked for after the first paint (the page is static); null for a visitor. */
function useMyPlan(): PlanTier | null {
  const { user } = useAuth();
  const memberId = user?.id ?? null;
  const [plan, setPlan] = useState<{ memberId: string; tier: PlanTier } | null>(null);
  useEffect(() => {
    if (!memberId) return;
    let isCurrent = true;
    void import('@/lib/api-client.ts')
      .then(({ callApi }) => callApi(profileRoutes.getMyProfile))
      .then(
        (profile) => isCurrent && setPlan({ memberId, tier: profile.plan }),
        // Without it the page still works; only the mark is missing.
        () => undefined,
      );
    return () => {
      isCurrent = false;
    };
  }, [memberId]);
  return plan && plan.memberId === memberId ? plan.tier : null;
}
