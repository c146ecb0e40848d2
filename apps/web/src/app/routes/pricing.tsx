import { PageIntro } from '@/components/layout/page-intro.tsx';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { PricingFaq, PricingPayments } from '@/features/marketing/components/pricing-faq.tsx';
import { usePublicConfig } from '@/features/contact/api/get-public-config.ts';
import { PricingPlans } from '@/features/marketing/components/pricing-plans.tsx';

export function PricingPage() {
  useDocumentTitle('Pricing');
  const isBillingOn = usePublicConfig().data?.billingEnabled === true;
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
