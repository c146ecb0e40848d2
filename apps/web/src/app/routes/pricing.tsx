import { useEffect, useState } from 'react';
import { PageIntro } from '@/components/layout/page-intro.tsx';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { PricingFaq, PricingPayments } from '@/features/marketing/components/pricing-faq.tsx';
import { PricingPlans } from '@/features/marketing/components/pricing-plans.tsx';

export function PricingPage() {
  useDocumentTitle('Pricing');
  const isBillingOn = useIsBillingOn();
  return (
    <>
      <PageIntro eyebrow="Pricing" title="Simple plans for every swapper" className="pb-8">
        <p>
          Start free and upgrade when you swap more. Every plan trades in time, never in SkillCoins for cash.
        </p>
      </PageIntro>
      <PricingPlans isBillingOn={isBillingOn} />
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
