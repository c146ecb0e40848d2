import { Quote } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n-context.ts';

const numbers = [
  { value: '50K+', labelKey: 'pages.about.numbers.members' },
  { value: '100K+', labelKey: 'pages.about.numbers.traded' },
  { value: '150+', labelKey: 'pages.about.numbers.countries' },
  { value: '95%', labelKey: 'pages.about.numbers.satisfaction' },
] as const;

export function AboutNumbers() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('pages.about.numbers.label')} className="page-container py-20">
      <dl className="grid grid-cols-2 gap-6 md:grid-cols-4">
        {numbers.map((number) => (
          <div
            key={number.labelKey}
            className="flex flex-col-reverse gap-1 rounded-xl border bg-card p-6 text-center"
          >
            <dt className="text-sm font-medium text-muted-foreground">{t(number.labelKey)}</dt>
            <dd className="text-gradient text-3xl font-extrabold tracking-tight">{number.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The founder's words with their title only: the name is withheld (docs/product-rules.md R1.4). */
export function AboutFounderQuote() {
  const { t } = useTranslation();
  return (
    <section className="page-container pb-20">
      <figure className="mx-auto flex max-w-3xl flex-col items-center gap-6 bg-brand-gradient rounded-2xl px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <Quote aria-hidden="true" className="size-10 text-white/70" />
        <blockquote className="text-xl font-medium text-balance sm:text-2xl">
          {t('pages.about.quote')}
        </blockquote>
        <figcaption className="text-white/90">{t('pages.about.quoteBy')}</figcaption>
      </figure>
    </section>
  );
}
