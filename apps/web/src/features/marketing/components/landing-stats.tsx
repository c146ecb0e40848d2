import { useTranslation } from '@/i18n/i18n-context.ts';

const stats = [
  { value: '50K+', labelKey: 'landing.stats.activeUsers' },
  { value: '100K+', labelKey: 'landing.stats.skillsTraded' },
  { value: '150+', labelKey: 'landing.stats.countries' },
  { value: '4.9/5', labelKey: 'landing.stats.averageRating' },
];

export function LandingStats() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('landing.stats.label')} className="border-b bg-muted/30">
      <dl className="page-container grid grid-cols-2 gap-8 py-12 text-center md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.labelKey} className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-medium text-muted-foreground">{t(stat.labelKey)}</dt>
            <dd className="text-gradient text-3xl font-extrabold tracking-tight sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
