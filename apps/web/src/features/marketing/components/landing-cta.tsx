import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

export function LandingCta() {
  const { t } = useTranslation();
  return (
    <section className="page-container pb-20">
      <div className="flex flex-col items-center gap-6 bg-brand-gradient rounded-2xl px-6 py-14 text-center text-white shadow-lg">
        <h2 className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('landing.cta.title')}
        </h2>
        <p className="max-w-xl text-lg text-pretty text-white/90">{t('landing.cta.description')}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to={paths.signup} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
            {t('landing.cta.start')}
          </Link>
          <Link to={paths.about} className={buttonVariants({ variant: 'inverseOutline', size: 'lg' })}>
            {t('landing.cta.learnMore')}
            <span className="sr-only">{t('landing.cta.learnMoreHidden')}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
