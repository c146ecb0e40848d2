import { Award, Globe, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { SectionHeading } from './section-heading.tsx';

// Messages under landing.features.<key>.title / .description.
const features = [
  { key: 'global', Icon: Globe },
  { key: 'reputation', Icon: Award },
  { key: 'secure', Icon: ShieldCheck },
  { key: 'matching', Icon: Sparkles },
];

export function LandingFeatures() {
  const { t } = useTranslation();
  return (
    <section className="page-container py-20">
      <SectionHeading
        eyebrow={t('landing.features.eyebrow')}
        title={t('landing.features.title')}
        description={t('landing.features.description')}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ key, Icon }) => (
          <li key={key}>
            <article className="flex h-full flex-col gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg leading-tight font-semibold">{t(`landing.features.${key}.title`)}</h3>
              <p className="text-muted-foreground">{t(`landing.features.${key}.description`)}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
