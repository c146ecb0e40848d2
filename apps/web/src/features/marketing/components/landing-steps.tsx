import { Handshake, UserRoundPen, Zap } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const steps = [
  {
    title: 'Create Profile',
    description: 'List the skills you can teach and the ones you want to learn. It takes two minutes.',
    Icon: UserRoundPen,
  },
  {
    title: 'Get Matched',
    description: 'Browse members or let matching suggest people whose wants meet your offers.',
    Icon: Zap,
  },
  {
    title: 'Start Trading',
    description: 'Agree the hours, meet up, and settle the difference in SkillCoin. One hour, one coin.',
    Icon: Handshake,
  },
];

export function LandingSteps() {
  return (
    <section className="border-y bg-muted/30">
      <div className="page-container py-20">
        <SectionHeading eyebrow="How It Works" title="Start swapping in three steps" />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ title, description, Icon }, index) => (
            <li key={title} className="relative flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
              </div>
              <h3 className="text-xl font-semibold">{title}</h3>
              <p className="text-muted-foreground">{description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
