import { Handshake, UserRoundPen, Zap } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { SectionHeading } from './section-heading.tsx';

// Messages under landing.steps.<key>.title / .description.
const steps = [
  { key: 'profile', Icon: UserRoundPen },
  { key: 'matched', Icon: Zap },
  { key: 'trading', Icon: Handshake },
];

export function LandingSteps() {
  const { t, language } = useTranslation();
  return (
    <section className="border-y bg-muted/30">
      <div className="page-container py-20">
        <SectionHeading eyebrow={t('landing.steps.eyebrow')} title={t('landing.steps.title')} />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ key, Icon }, index) => (
            <li key={key} className="relative flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                  {(index + 1).toLocaleString(language)}
                </span>
                <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
              </div>
              <h3 className="text-xl font-semibold">{t(`landing.steps.${key}.title`)}</h3>
              <p className="text-muted-foreground">{t(`landing.steps.${key}.description`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
