import { useTranslation } from '@/i18n/i18n-context.ts';
import { SectionHeading } from './section-heading.tsx';

/** The milestones, each with its title and description under `pages.about.timeline.<key>`. */
const milestones = [
  { year: '2023', key: 'founded' },
  { year: '2024', key: 'users' },
  { year: '2024', key: 'global' },
  { year: '2025', key: 'premium' },
] as const;

export function AboutTimeline() {
  const { t } = useTranslation();
  return (
    <section className="border-y bg-muted/30">
      <div className="page-container py-20">
        <SectionHeading eyebrow={t('pages.about.timeline.eyebrow')} title={t('pages.about.timeline.title')} />
        <ol className="relative mx-auto mt-12 flex max-w-2xl flex-col gap-8 border-s-2 border-primary/30 ps-8">
          {milestones.map((milestone) => (
            <li key={milestone.key} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -start-[2.6rem] size-4 rounded-full border-4 border-background bg-primary"
              />
              <p className="text-sm font-bold text-primary">{milestone.year}</p>
              <h3 className="mt-1 text-lg font-semibold">
                {t(`pages.about.timeline.${milestone.key}.title`)}
              </h3>
              <p className="mt-1 text-muted-foreground">
                {t(`pages.about.timeline.${milestone.key}.description`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
