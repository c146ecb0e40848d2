import { PageIntro } from '@/components/layout/page-intro.tsx';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { AboutFounderQuote, AboutNumbers } from '@/features/marketing/components/about-numbers.tsx';
import { AboutTimeline } from '@/features/marketing/components/about-timeline.tsx';
import { AboutValues } from '@/features/marketing/components/about-values.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { LandingSteps } from '@/features/marketing/components/landing-steps.tsx';

/** How It Works in the navigation: the story, the values, and the three steps of a swap. */
export function AboutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.about.title'));
  return (
    <>
      <PageIntro eyebrow={t('common.nav.howItWorks')} title={t('pages.about.title')}>
        <p>{t('pages.about.intro')}</p>
      </PageIntro>
      <LandingSteps />
      <AboutValues />
      <AboutTimeline />
      <AboutNumbers />
      <AboutFounderQuote />
    </>
  );
}
