import { Lightbulb, Target, TrendingUp, Users } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const values = [
  {
    title: 'Our Mission',
    description:
      'Make learning accessible to everyone by turning the skills people already have into a currency they can spend.',
    Icon: Target,
  },
  {
    title: 'Community First',
    description:
      'Members shape the platform. Reviews, fair hour-for-hour trades and clear rules keep every swap respectful.',
    Icon: Users,
  },
  {
    title: 'Innovation',
    description:
      'Smart matching and a transparent SkillCoin ledger take the friction out of finding the right partner.',
    Icon: Lightbulb,
  },
  {
    title: 'Growth',
    description:
      'Every swap leaves both people knowing more than before, and levels and badges mark the progress.',
    Icon: TrendingUp,
  },
];

export function AboutValues() {
  return (
    <section className="page-container py-20">
      <SectionHeading eyebrow="What we stand for" title="Our values" />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2">
        {values.map(({ title, description, Icon }) => (
          <li key={title} className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="flex flex-col gap-2">
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-muted-foreground">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
