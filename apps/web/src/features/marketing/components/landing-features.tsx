import { Award, Globe, ShieldCheck, Sparkles } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const features = [
  {
    title: 'Connect Globally',
    description:
      'Meet members in over 150 countries and swap lessons in person or over video, on your schedule.',
    Icon: Globe,
  },
  {
    title: 'Build Your Reputation',
    description: 'Every completed swap earns reviews, badges and levels that show others you deliver.',
    Icon: Award,
  },
  {
    title: 'Secure Trading',
    description: 'SkillCoins are held in escrow until both sides confirm the hours, so nobody is left short.',
    Icon: ShieldCheck,
  },
  {
    title: 'AI-Powered Matching',
    description: 'We pair what you offer with what others want, and suggest swaps that suit both of you.',
    Icon: Sparkles,
  },
];

export function LandingFeatures() {
  return (
    <section className="page-container py-20">
      <SectionHeading
        eyebrow="Why SkillSwap"
        title="Everything you need to trade skills"
        description="A marketplace built on time, not money: fair for the teacher, free for the learner."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ title, description, Icon }) => (
          <li key={title}>
            <article className="flex h-full flex-col gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg leading-tight font-semibold">{title}</h3>
              <p className="text-muted-foreground">{description}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
