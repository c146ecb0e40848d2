import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { LandingCta } from '@/features/marketing/components/landing-cta.tsx';
import { LandingFeatures } from '@/features/marketing/components/landing-features.tsx';
import { LandingHero } from '@/features/marketing/components/landing-hero.tsx';
import { LandingStats } from '@/features/marketing/components/landing-stats.tsx';
import { LandingSteps } from '@/features/marketing/components/landing-steps.tsx';
import { LandingTestimonials } from '@/features/marketing/components/landing-testimonials.tsx';

export function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <LandingHero />
      <LandingStats />
      <LandingFeatures />
      <LandingSteps />
      <LandingTestimonials />
      <LandingCta />
    </>
  );
}
