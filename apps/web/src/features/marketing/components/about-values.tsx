import { Lightbulb, Target, TrendingUp, Users } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { SectionHeading } from './section-heading.tsx';

/** Each value's title and description are under `pages.about.values.<key>`. */
const values = [
  { key: 'mission', Icon: Target },
  { key: 'community', Icon: Users },
  { key: 'innovation', Icon: Lightbulb },
  { key: 'growth', Icon: TrendingUp },
] as const;

export function AboutValues() {
  const { t } = useTranslation();
  return (
    <section className="page-container py-20">
      <SectionHeading eyebrow={t('pages.about.values.eyebrow')} title={t('pages.about.values.title')} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2">
        {values.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="flex flex-col gap-2">
              <h3 className="text-lg font-semibold">{t(`pages.about.values.${key}.title`)}</h3>
              <p className="text-muted-foreground">{t(`pages.about.values.${key}.description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
