import { SectionHeading } from './section-heading.tsx';

const milestones = [
  {
    year: '2023',
    title: 'SkillSwap founded',
    description:
      'Two neighbours swap guitar lessons for help with a tax return, and the idea for SkillSwap is born.',
  },
  {
    year: '2024',
    title: '10K users',
    description:
      'Ten thousand members trade their first hours, from coding bootcamps to sourdough workshops.',
  },
  {
    year: '2024',
    title: 'Global expansion',
    description:
      'SkillSwap opens to members worldwide, with swaps over video connecting people across time zones.',
  },
  {
    year: '2025',
    title: 'Premium launch',
    description:
      'Premium plans arrive with verified badges and advanced features for members who swap often.',
  },
];

export function AboutTimeline() {
  return (
    <section className="border-y bg-muted/30">
      <div className="page-container py-20">
        <SectionHeading eyebrow="Our journey" title="From one swap to a global community" />
        <ol className="relative mx-auto mt-12 flex max-w-2xl flex-col gap-8 border-s-2 border-primary/30 ps-8">
          {milestones.map((milestone) => (
            <li key={milestone.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -start-[2.6rem] size-4 rounded-full border-4 border-background bg-primary"
              />
              <p className="text-sm font-bold text-primary">{milestone.year}</p>
              <h3 className="mt-1 text-lg font-semibold">{milestone.title}</h3>
              <p className="mt-1 text-muted-foreground">{milestone.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
