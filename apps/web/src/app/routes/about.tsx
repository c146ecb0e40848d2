import { PageIntro } from '@/components/layout/page-intro.tsx';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { AboutFounderQuote, AboutNumbers } from '@/features/marketing/components/about-numbers.tsx';
import { AboutTimeline } from '@/features/marketing/components/about-timeline.tsx';
import { AboutValues } from '@/features/marketing/components/about-values.tsx';
import { LandingSteps } from '@/features/marketing/components/landing-steps.tsx';

/** How It Works in the navigation: the story, the values, and the three steps of a swap. */
export function AboutPage() {
  useDocumentTitle('Our Story');
  return (
    <>
      <PageIntro eyebrow="How It Works" title="Our Story">
        <p>
          SkillSwap started with a simple belief: the things you know are worth something. We built a place
          where an hour of teaching earns an hour of learning, and money never changes hands.
        </p>
      </PageIntro>
      <LandingSteps />
      <AboutValues />
      <AboutTimeline />
      <AboutNumbers />
      <AboutFounderQuote />
    </>
  );
}
